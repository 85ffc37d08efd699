import { after, NextResponse } from 'next/server';
import { env } from '@/lib/env';
import { apiRoute, jsonError } from '@/lib/http';
import { log } from '@/lib/log';
import { runMinuteJobs } from '@/lib/background';

/**
 * The every-minute trigger (Cloud Scheduler or any cron, `Authorization: Bearer
 * <SCHEDULE_TICK_TOKEN>`): runs the minute jobs, first of them the schedule's handoffs.
 * Idempotent: a second call in the same minute finds nothing due.
 */
export const POST = apiRoute(
  { access: { bearer: () => env.SCHEDULE_TICK_TOKEN }, domain: 'schedule' },
  async () => {
    const { answer, failures, afterwards } = await runMinuteJobs();
    after(afterwards);
    // Each job fails on its own (the others still ran): every failure is logged, then one 503.
    for (const { job, error } of failures) log.error('schedule', `Minute job ${job} failed`, error);
    if (failures.length > 0) {
      return jsonError(503, 'El servicio de datos no responde. Intenta nuevamente.');
    }
    return NextResponse.json(answer);
  },
);
