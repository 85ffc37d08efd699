import 'server-only';
import type { NextResponse } from 'next/server';
import { ScheduleError } from '@/lib/schedule';
import { jsonError } from './responses';
import { memberRoute } from './staff-routes';

/**
 * A schedule route: the members routes' gate and errors (staff, group, 409 on crossed changes,
 * 503), plus the schedule's own (a 400 with its fields, a 404).
 */
export const scheduleRoute = (handler: Parameters<typeof memberRoute>[0]) =>
  memberRoute(async (context): Promise<NextResponse> => {
    try {
      return await handler(context);
    } catch (error) {
      if (error instanceof ScheduleError)
        return jsonError(error.status, error.message, error.fields);
      throw error;
    }
  });
