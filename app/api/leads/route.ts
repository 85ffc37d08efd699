import { after, NextResponse } from 'next/server';
import * as z from '@/lib/zod';
import { jsonDetail, requireStaff } from '@/lib/http';
import { forwardInBackground, listLeads } from '@/lib/leads';
import { log } from '@/lib/log';

const limitSchema = z.coerce.number().int().min(1).max(500).catch(100);

/** Staff only: the newest leads (`?limit=`, 100 by default, at most 500) with their status. */
export async function GET(request: Request) {
  const gate = await requireStaff(request, 'detail');
  if (gate.response) return gate.response;
  const limit = limitSchema.parse(new URL(request.url).searchParams.get('limit') ?? undefined);
  let leads;
  try {
    leads = await listLeads(limit);
  } catch (error) {
    log.error('leads', 'GET /api/leads failed', error);
    return jsonDetail(503, 'No pudimos cargar los leads. Intenta nuevamente.');
  }
  // Staff looking at leads also keeps retries of pending ones going.
  after(() => forwardInBackground());
  return NextResponse.json({ leads });
}
