import { after, NextResponse } from 'next/server';
import { hasBearerSecret } from '@/lib/auth';
import { env } from '@/lib/env';
import { jsonError } from '@/lib/http';
import { log } from '@/lib/log';
import { runMinuteJobs } from '@/lib/background';

/**
 * The every-minute trigger (Cloud Scheduler or any cron, `Authorization: Bearer
 * <SCHEDULE_TICK_TOKEN>`): runs the minute jobs, first of them the schedule's handoffs.
 * Idempotent: a second call in the same minute finds nothing due.
 */
export async function POST(request: Request) {
  if (!hasBearerSecret(request.headers.get('authorization'), env.SCHEDULE_TICK_TOKEN)) {
    return jsonError(401, 'No autorizado');
  }
  const { answer, failures, afterwards } = await runMinuteJobs();
  after(afterwards);
  for (const { job, error } of failures) log.error('schedule', `Minute job ${job} failed`, error);
  if (failures.length > 0) {
    return jsonError(503, 'El servicio de datos no responde. Intenta nuevamente.');
  }
  return NextResponse.json(answer, { headers: { 'cache-control': 'no-store' } });
}
