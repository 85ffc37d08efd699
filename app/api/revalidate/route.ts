import { revalidateFromWebhook } from '@/lib/cms';

/** Strapi's webhook: marks the pages of the changed content stale (ARCHITECTURE.md). */
export async function POST(request: Request) {
  const body: unknown = await request.json().catch(() => null);
  const result = revalidateFromWebhook(request.headers.get('authorization'), body);
  switch (result.status) {
    case 200:
      return Response.json({ revalidated: result.tags });
    case 401:
      return Response.json({ error: 'No autorizado' }, { status: 401 });
    case 400:
      return Response.json({ error: 'Solicitud inválida' }, { status: 400 });
  }
}
