'use client';

import { LoadErrorPage } from '@/components/blog/load-error';
import { cmsErrors } from '@/lib/cms/errors';

/** Strapi could not be read and there is no earlier page to show. */
export default function BlogsError({ reset }: { reset: () => void }) {
  return <LoadErrorPage title="Nuestros Blogs" message={cmsErrors.listFailed} reset={reset} />;
}
