import 'server-only';
import { runTransaction } from '@/lib/firebase';
import type { MemberGroup } from '@/lib/members';
import { hoursReport } from '../hours/report';
import { ScheduleError } from '../messages';
import { monthIsOver, payMessages, payMonthId, payRows, type PublishedPay } from './model';
import { ratesInEffect } from './rates';
import { publishedPay, publishedPayDocs } from './report';

/**
 * POST /api/reports/pay/publish: freezes a month that is over (400 before its end in
 * America/Santiago). Its hours are read from the history first; then one transaction reads the
 * month's published document (409 when it exists: of two publications at once one wins, the
 * other's transaction runs again and finds it) and the rates in effect (404 when none), and
 * creates `pagos-publicados/{group}-{month}` with the rows, the rates used, who and when.
 */
export async function publishPay(
  group: MemberGroup,
  month: string,
  by: string,
  now = new Date(),
): Promise<PublishedPay> {
  if (!monthIsOver(month, now.getTime())) {
    throw new ScheduleError(400, payMessages.monthNotOver, { month: payMessages.monthNotOver });
  }
  const { rows: hours } = await hoursReport(group, month, now.getTime());
  return runTransaction(async (transaction) => {
    if (await publishedPay(group, month, transaction)) {
      throw new ScheduleError(409, payMessages.alreadyPublished);
    }
    const rates = await ratesInEffect(group, month, transaction);
    if (!rates) throw new ScheduleError(404, payMessages.noRates);
    const published: PublishedPay = {
      group,
      month,
      rates: { effectiveFrom: rates.effectiveFrom, clpPerHour: rates.clpPerHour },
      rows: payRows(hours, rates.clpPerHour),
      publishedBy: by,
      publishedAt: now.toISOString(),
    };
    transaction.create(publishedPayDocs().doc(payMonthId(group, month)), {
      ...published,
      publishedAt: now,
    });
    return published;
  });
}
