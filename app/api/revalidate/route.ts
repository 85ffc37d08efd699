import { NextResponse } from 'next/server';
import { revalidateFromWebhook } from '@/lib/cms';
import { env } from '@/lib/env';
import { apiRoute, jsonError, readJson } from '@/lib/http';

/** Strapi's entries carry their whole rich-text body; a megabyte is far beyond a real one. */
const MAX_WEBHOOK_BYTES = 1024 * 1024;

/**
 * Strapi's webhook: marks the pages of the changed content stale (docs/contracts.md, Content).
 * The secret first: an unauthorised caller gets nothing read, parsed or buffered.
 */
export const POST = apiRoute(
  { access: { bearer: () => env.REVALIDATE_SECRET }, domain: 'cms' },
  async ({ request }) => {
    const body = await readJson(request, { maxBytes: MAX_WEBHOOK_BYTES });
    if (!body.ok) return body.response;
    const tags = revalidateFromWebhook(body.data);
    return tags ? NextResponse.json({ revalidated: tags }) : jsonError(400, 'Solicitud inválida');
  },
);
