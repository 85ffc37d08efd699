'use client';

import { LoadErrorPage } from '@/components/blog/load-error';
import { RetryButton } from '@/components/blog/retry-button';
import { cmsErrors } from '@/lib/cms/errors';

/** Strapi could not be read and there is no earlier page to show. */
export default function BlogsError({ reset }: { reset: () => void }) {
  return (
    <LoadErrorPage title="Nuestros Blogs" message={cmsErrors.listFailed}>
      <RetryButton reset={reset} />
    </LoadErrorPage>
  );
}
