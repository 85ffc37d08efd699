import { draftMode } from 'next/headers';
import { redirect } from 'next/navigation';
import { isPostId } from '@/lib/cms';
import { apiRoute } from '@/lib/http';

/** Leaves Draft Mode: back to the post (`id`) as visitors see it, or to /blogs. */
export const GET = apiRoute({ access: 'public', domain: 'cms' }, async ({ request }) => {
  (await draftMode()).disable();
  const id = new URL(request.url).searchParams.get('id') ?? '';
  redirect(isPostId(id) ? `/blogs/${id}` : '/blogs');
});
