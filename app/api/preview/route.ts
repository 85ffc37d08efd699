import { draftMode } from 'next/headers';
import { redirect } from 'next/navigation';
import { isPostId, isPreviewAuthorized } from '@/lib/cms';
import { apiRoute, jsonError } from '@/lib/http';

/**
 * Strapi's Preview button (docs/editors.md, How it works): with the shared secret, turns on Next's
 * Draft Mode and shows the post as it is now, published or not. Anything else enables nothing.
 */
export const GET = apiRoute({ access: 'public', domain: 'cms' }, async ({ request }) => {
  const { searchParams } = new URL(request.url);
  if (!isPreviewAuthorized(searchParams.get('secret'))) {
    return jsonError(401, 'Vista previa no autorizada');
  }
  const id = searchParams.get('id') ?? '';
  if (!isPostId(id)) return jsonError(400, 'Entrada no válida');
  (await draftMode()).enable();
  redirect(`/blogs/${id}`);
});
