import 'server-only';
import { isPublicHoliday } from '@/lib/holidays';
import { membersById, type MemberGroup } from '@/lib/members';
import { historyBetween } from '../shift/history';
import { hoursByMember, hoursCsv, monthBounds } from './hours';
import { pastPieces } from '../plan/timeline';

/**
 * The hours report of a month: each member's hours on duty from the history (what happened),
 * cut at the month's bounds and at now, split into business hours, nights, weekends and holidays.
 */
export async function hoursReport(group: MemberGroup, month: string, now = Date.now()) {
  const { start, end } = monthBounds(month);
  const until = Math.min(end, now);
  if (until <= start) return { rows: [], csv: hoursCsv([]) };
  const entries = await historyBetween(group, new Date(start), new Date(until));
  const pieces = pastPieces(entries, start, until, now);
  const people = await membersById(
    group,
    pieces.map((piece) => piece.memberId),
  );
  const rows = hoursByMember(
    pieces.map((piece) => ({
      ...piece,
      nombre: people.get(piece.memberId)?.nombre || piece.nombre,
      email: people.get(piece.memberId)?.email ?? '',
    })),
    start,
    until,
    isPublicHoliday,
  );
  return { rows, csv: hoursCsv(rows) };
}
