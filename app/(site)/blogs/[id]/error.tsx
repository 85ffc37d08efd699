'use client';

import { LoadErrorPage } from '@/components/blog/load-error';
import { cmsErrors } from '@/lib/cms/errors';

/** Strapi could not be read and this post was never rendered before. */
export default function BlogError({ reset }: { reset: () => void }) {
  return <LoadErrorPage title="Blog" message={cmsErrors.postFailed} reset={reset} />;
}
