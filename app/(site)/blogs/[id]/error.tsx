'use client';

import { LoadErrorPage } from '@/components/blog/load-error-page';
import { blogCopy } from '@/content/blog';
import { cmsErrors } from '@/lib/cms/client';

/** Strapi could not be read and this post was never rendered before. */
export default function BlogError({ reset }: { reset: () => void }) {
  return <LoadErrorPage title={blogCopy.postTitle} message={cmsErrors.postFailed} reset={reset} />;
}
