import { Temporal } from 'temporal-polyfill';

const MINUTE = 60_000;

/**
 * A daily rotation of `memberIds` in America/Santiago, ten shifts in, whose handoff falls at `at`
 * (to the minute), and that handoff's instant: what the schedule's tests save or write.
 */
export function dailyRotationAt(memberIds: string[], at: number, fallbackMemberId?: string) {
  const handoff = Math.floor(at / MINUTE) * MINUTE;
  const local =
    Temporal.Instant.fromEpochMilliseconds(handoff).toZonedDateTimeISO('America/Santiago');
  return {
    handoff,
    input: {
      memberIds,
      length: { unit: 'days' as const, count: 1 },
      handoffTime: local.toPlainTime().toString().slice(0, 5),
      timeZone: 'America/Santiago',
      startsOn: local.toPlainDate().subtract({ days: 10 }).toString(),
      ...(fallbackMemberId && { fallbackMemberId }),
    },
  };
}
