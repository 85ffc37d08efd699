import { after, NextResponse } from 'next/server';
import { z } from 'zod';
import { currentUser } from '@/lib/firebase';
import { jsonDetail } from '@/lib/http';
import { forwardInBackground, listLeads } from '@/lib/leads';

const limitSchema = z.coerce.number().int().min(1).max(500).catch(100);

/** Staff only: the newest leads (`?limit=`, 100 by default, at most 500) with their status. */
export async function GET(request: Request) {
  if (!(await currentUser())) return jsonDetail(401, 'No has iniciado sesión');
  const limit = limitSchema.parse(new URL(request.url).searchParams.get('limit') ?? undefined);
  let leads;
  try {
    leads = await listLeads(limit);
  } catch (error) {
    console.error('GET /api/leads failed', error);
    return jsonDetail(503, 'No pudimos cargar los leads. Intenta nuevamente.');
  }
  // Staff looking at leads also keeps retries of pending ones going.
  after(() => forwardInBackground());
  return NextResponse.json({ leads });
}
