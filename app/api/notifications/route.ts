import { NextResponse } from 'next/server';
import * as z from '@/lib/zod';
import { jsonError, requireStaff } from '@/lib/http';
import { log } from '@/lib/log';
import { listNotifications } from '@/lib/notifications';

const limitSchema = z.coerce.number().int().min(1).max(500).catch(100);
const statusSchema = z.enum(['pending', 'forwarding', 'forwarded', 'failed']).optional();

/**
 * Staff only: the newest shift notifications' messages to each chat hook (`?limit=`, 100 by
 * default), with their status, attempts and last error; `?status=failed` lists those given up.
 */
export async function GET(request: Request) {
  const gate = await requireStaff(request);
  if (gate.response) return gate.response;
  const params = new URL(request.url).searchParams;
  const status = statusSchema.safeParse(params.get('status') ?? undefined);
  if (!status.success) {
    return jsonError(400, 'Estado desconocido: usa pending, forwarding, forwarded o failed');
  }
  const limit = limitSchema.parse(params.get('limit') ?? undefined);
  try {
    return NextResponse.json({
      notifications: await listNotifications(limit, { status: status.data }),
    });
  } catch (error) {
    log.error('shift-notifications', 'GET /api/notifications failed', error);
    return jsonError(503, 'No pudimos cargar los avisos de turno. Intenta nuevamente.');
  }
}
