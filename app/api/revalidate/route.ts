import { NextResponse } from 'next/server';
import { isWebhookAuthorized, revalidateFromWebhook } from '@/lib/cms';
import { jsonError, readJson } from '@/lib/http';

/** Strapi's entries carry their whole rich-text body; a megabyte is far beyond a real one. */
const MAX_WEBHOOK_BYTES = 1024 * 1024;

/** Strapi's webhook: marks the pages of the changed content stale (docs/contracts.md, Content). */
export async function POST(request: Request) {
  // The secret first: an unauthorised caller gets nothing read, parsed or buffered.
  if (!isWebhookAuthorized(request.headers.get('authorization'))) {
    const refused = jsonError(401, 'No autorizado');
    // Its body stays unread: the connection closes after the answer instead of the server
    // reading and discarding whatever the caller keeps sending.
    refused.headers.set('connection', 'close');
    return refused;
  }
  const body = await readJson(request, { maxBytes: MAX_WEBHOOK_BYTES });
  if (!body.ok) return body.response;
  const tags = revalidateFromWebhook(body.data);
  return tags ? NextResponse.json({ revalidated: tags }) : jsonError(400, 'Solicitud inválida');
}
