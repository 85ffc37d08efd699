import { draftMode } from 'next/headers';
import { redirect } from 'next/navigation';
import type { NextRequest } from 'next/server';
import { isPostId, isPreviewAuthorized } from '@/lib/cms';
import { jsonError } from '@/lib/http';

/**
 * Strapi's Preview button (docs/editors.md, How it works): with the shared secret, turns on Next's
 * Draft Mode and shows the post as it is now, published or not. Anything else enables nothing.
 */
export async function GET(request: NextRequest) {
  const { searchParams } = request.nextUrl;
  if (!isPreviewAuthorized(searchParams.get('secret'))) {
    return jsonError(401, 'Vista previa no autorizada');
  }
  const id = searchParams.get('id') ?? '';
  if (!isPostId(id)) return jsonError(400, 'Entrada no válida');
  (await draftMode()).enable();
  redirect(`/blogs/${id}`);
}
