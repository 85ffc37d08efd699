import 'server-only';
import ical, { ICalCalendarMethod } from 'ical-generator';
import { memberGroupNames, type MemberGroup } from '@/lib/members';
import { piecesOf } from '../plan/duty';
import { DAY_MS } from '@/lib/time';

const calendarPast = 30 * DAY_MS;
const calendarAhead = 90 * DAY_MS;

/** `20261125T120000Z`: a shift's start in a UID. */
const compactUtc = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/**
 * The group's calendar feed (RFC 5545): one event per shift from 30 days ago to 90 ahead, past
 * holdings shorter than a minute left out, a UID per shift from its group and start (an edit
 * moves the event instead of duplicating it); `memberId` keeps only that member's shifts.
 */
export async function calendarFeed(
  group: MemberGroup,
  siteUrl: string,
  memberId: string | undefined,
  now = Date.now(),
): Promise<string> {
  const { pieces } = await piecesOf(group, now - calendarPast, now + calendarAhead, now);
  const host = new URL(siteUrl).host;
  const calendar = ical({
    name: `Turnos de soporte (${memberGroupNames[group]})`,
    prodId: { company: host, product: 'turnos-de-soporte', language: 'ES' },
    method: ICalCalendarMethod.PUBLISH,
    ttl: 15 * 60,
  });
  for (const piece of pieces) {
    if (memberId && piece.memberId !== memberId) continue;
    if (piece.end <= now && piece.end - piece.start < 60_000) continue;
    calendar.createEvent({
      id: `${group}-${compactUtc(piece.start)}@${host}`,
      start: new Date(piece.start),
      end: new Date(piece.end),
      summary: `Turno de soporte (${memberGroupNames[group]}): ${piece.nombre}`,
      stamp: new Date(now),
    });
  }
  return calendar.toString();
}
