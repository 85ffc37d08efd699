import 'server-only';
import type { Transaction } from 'firebase-admin/firestore';
import { adminDb, reader } from '@/lib/firebase';
import type { MemberGroup } from '@/lib/members';
import { scheduleCollections } from '../collections';
import { hoursReport } from '../hours/report';
import { ScheduleError } from '../messages';
import {
  payCsv,
  payMessages,
  payMonthId,
  payRows,
  toPublishedPay,
  type PayRow,
  type PublishedPay,
} from './model';
import { ratesInEffect } from './rates';

/** `pagos-publicados`: each group's published months. */
export const publishedPayDocs = () => adminDb().collection(scheduleCollections.publishedPay);

/** A group's month as published, alone or in the caller's transaction; null until then. */
export async function publishedPay(
  group: MemberGroup,
  month: string,
  transaction?: Transaction,
): Promise<PublishedPay | null> {
  const snapshot = await reader(transaction).doc(publishedPayDocs().doc(payMonthId(group, month)));
  return snapshot.exists ? toPublishedPay(snapshot.data()!) : null;
}

/**
 * GET /api/reports/pay: once the month is published its frozen rows, whatever changed since;
 * until then the hours report's rows (the history, cut at the month's bounds and at now) at the
 * rates in effect that month (404 when none applies).
 */
export async function payReport(
  group: MemberGroup,
  month: string,
  now = Date.now(),
): Promise<{ rows: PayRow[]; csv: string; published: PublishedPay | null }> {
  const published = await publishedPay(group, month);
  if (published) return { rows: published.rows, csv: payCsv(published.rows), published };
  const rates = await ratesInEffect(group, month);
  if (!rates) throw new ScheduleError(404, payMessages.noRates);
  const { rows: hours } = await hoursReport(group, month, now);
  const rows = payRows(hours, rates.clpPerHour);
  return { rows, csv: payCsv(rows), published: null };
}
