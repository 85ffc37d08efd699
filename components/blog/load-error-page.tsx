import { PageHeading } from '@/components/site/page-heading';
import { LoadError } from './load-error';
import { RetryButton } from './retry-button';

// Apart from LoadError, so that pages showing only the red box (the home page's teaser) do not
// ship the retry button and the blog's copy with it.
/** A whole blog page in its error state; from an error boundary, with a retry button. */
export function LoadErrorPage({
  title,
  message,
  reset,
}: {
  title: string;
  message: string;
  reset?: () => void;
}) {
  return (
    <>
      <PageHeading title={title} />
      <div className="mx-auto max-w-7xl px-5 pb-24 lg:px-8">
        <LoadError message={message}>{reset && <RetryButton reset={reset} />}</LoadError>
      </div>
    </>
  );
}
