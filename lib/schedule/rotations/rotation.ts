import { Temporal } from 'temporal-polyfill';
import type { RotationRule } from '../model';
import { MAX_WALKED_HANDOFFS } from '../limits';

const shiftDays = (rule: RotationRule) =>
  rule.length.count * (rule.length.unit === 'weeks' ? 7 : 1);

/**
 * The instant (epoch ms) of handoff k, where shift k begins: the k-th shift's first local date
 * at handoffTime in the rotation's zone. Dates are counted in local days, so a 09:00 handoff
 * stays at 09:00 across an offset change; a time the change skips moves forward (Temporal's
 * 'compatible').
 */
export function handoffAt(rule: RotationRule, k: number): number {
  const date = Temporal.PlainDate.from(rule.startsOn).add({ days: k * shiftDays(rule) });
  return date.toZonedDateTime({
    timeZone: rule.timeZone,
    plainTime: Temporal.PlainTime.from(rule.handoffTime),
  }).epochMilliseconds;
}

/**
 * The shift k holding instant t: handoffAt(k) ≤ t < handoffAt(k + 1); negative before shift 0.
 * Computed from t's local date, so its cost does not depend on how far t is.
 */
export function shiftIndexAt(rule: RotationRule, t: number): number {
  const localDate = Temporal.Instant.fromEpochMilliseconds(t)
    .toZonedDateTimeISO(rule.timeZone)
    .toPlainDate();
  const days = Temporal.PlainDate.from(rule.startsOn).until(localDate, {
    largestUnit: 'days',
  }).days;
  let k = Math.floor(days / shiftDays(rule));
  // The date's shift is off by at most one (t before that day's handoff time): two steps bound it.
  for (let step = 0; step < 2 && handoffAt(rule, k) > t; step++) k--;
  for (let step = 0; step < 2 && handoffAt(rule, k + 1) <= t; step++) k++;
  return k;
}

/** Member i of the order holds shift k when k mod n = i. */
export function memberOfShift(rule: RotationRule, k: number): string {
  const n = rule.memberIds.length;
  return rule.memberIds[((k % n) + n) % n] ?? '';
}

/**
 * The rotation's handoff instants in (from, to), in order: work in proportion to the range,
 * never to its distance from now, and at most MAX_WALKED_HANDOFFS (a RangeError beyond).
 */
export function handoffsBetween(rule: RotationRule, from: number, to: number): number[] {
  const instants: number[] = [];
  const first = Math.max(0, shiftIndexAt(rule, from) + 1);
  for (let k = first; k <= first + MAX_WALKED_HANDOFFS; k++) {
    const at = handoffAt(rule, k);
    if (at >= to) return instants;
    if (at > from) instants.push(at);
  }
  throw new RangeError(`More than ${MAX_WALKED_HANDOFFS} handoffs between ${from} and ${to}`);
}

/** Whether a zone is an IANA name Temporal knows. */
export function isTimeZone(zone: string): boolean {
  try {
    Temporal.Now.instant().toZonedDateTimeISO(zone);
    return true;
  } catch {
    return false;
  }
}
