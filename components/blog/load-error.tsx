import type { ReactNode } from 'react';
import { PageHeading } from '@/components/site/page-heading';
import { RetryButton } from './retry-button';

/** The blog's error state: the content service's message in a red box. */
export function LoadError({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-4 rounded-card border border-red-200 bg-red-50 p-6 text-red-800"
    >
      <p className="font-medium">{message}</p>
      {children}
    </div>
  );
}

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
