'use client';

import { LoadErrorPage } from '@/components/blog/load-error-page';
import { blogCopy } from '@/content/blog';
import { cmsErrors } from '@/lib/cms/client';

/** Strapi could not be read and there is no earlier page to show. */
export default function BlogsError({ reset }: { reset: () => void }) {
  return <LoadErrorPage title={blogCopy.title} message={cmsErrors.listFailed} reset={reset} />;
}
