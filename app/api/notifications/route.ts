import { NextResponse } from 'next/server';
import * as z from '@/lib/zod';
import { apiRoute, jsonError } from '@/lib/http';
import { listNotifications } from '@/lib/notifications';

const limitSchema = z.coerce.number().int().min(1).max(500).catch(100);
const statusSchema = z.enum(['pending', 'forwarding', 'held', 'forwarded', 'failed']).optional();

/**
 * Staff only: the newest shift notifications' messages to each chat hook (`?limit=`, 100 by
 * default), with their status, attempts and last error; `?status=failed` lists those given up,
 * `held` those Slack holds (it refuses the app).
 */
export const GET = apiRoute(
  {
    access: 'staff',
    domain: 'shift-notifications',
    unavailable: 'No pudimos cargar los avisos de turno. Intenta nuevamente.',
  },
  async ({ request }) => {
    const params = new URL(request.url).searchParams;
    const status = statusSchema.safeParse(params.get('status') ?? undefined);
    if (!status.success) {
      return jsonError(
        400,
        'Estado desconocido: usa pending, forwarding, held, forwarded o failed',
      );
    }
    const limit = limitSchema.parse(params.get('limit') ?? undefined);
    return NextResponse.json({
      notifications: await listNotifications(limit, { status: status.data }),
    });
  },
);
