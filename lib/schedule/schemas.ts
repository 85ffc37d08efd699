import { Temporal } from 'temporal-polyfill';
import { isFirestoreId } from '@/lib/firebase/values';
import { isMemberGroup, type MemberGroup } from '@/lib/members/client';
import * as z from '@/lib/zod';
import { scheduleMessages as m } from './messages';
import { DEFAULT_TIME_ZONE } from './model';
import { DAY_MS } from '@/lib/time';
import { MAX_AHEAD_DAYS, MAX_COVERAGE_DAYS, MAX_RANGE_DAYS, MAX_ROTATION_MEMBERS } from './limits';
import { isTimeZone } from './rotations/rotation';

const isPlainDate = (value: string) => {
  try {
    return Temporal.PlainDate.from(value, { overflow: 'reject' }).toString() === value;
  } catch {
    return false;
  }
};

/** An instant with its offset or Z, as the contract writes them. */
export const instant = z.iso.datetime({ offset: true, error: m.instantInvalid });

/** PUT /api/schedule/{group}/rotation and the rotation form. */
export const rotationSchema = z.strictObject({
  memberIds: z
    .array(
      z
        .string()
        .trim()
        .min(1, m.membersRequired)
        // An id no document can have (a `/`, over 1,500 bytes) is nobody in the group.
        .refine(isFirestoreId, m.membersNotInGroup),
      { error: m.membersRequired },
    )
    .min(1, m.membersRequired)
    .max(MAX_ROTATION_MEMBERS, m.tooManyMembers),
  length: z.strictObject({
    unit: z.enum(['days', 'weeks'], { error: m.unitInvalid }),
    count: z.coerce
      .number({ error: m.countInvalid })
      .int(m.countInvalid)
      .min(1, m.countInvalid)
      .max(28, m.countInvalid),
  }),
  handoffTime: z.string({ error: m.timeInvalid }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, m.timeInvalid),
  timeZone: z
    .string({ error: m.zoneInvalid })
    .trim()
    .refine(isTimeZone, m.zoneInvalid)
    .default(DEFAULT_TIME_ZONE),
  startsOn: z.string({ error: m.dateInvalid }).refine(isPlainDate, m.dateInvalid),
  fallbackMemberId: z
    .string({ error: m.fallbackNotInGroup })
    .trim()
    .refine(isFirestoreId, m.fallbackNotInGroup)
    .optional(),
});

export type RotationInput = z.infer<typeof rotationSchema>;

/**
 * A range's rules, as a schema's refinement: it ends after it starts, spans at most `maxDays`
 * and ends in the future ("ended" is checked against now); each broken rule's message on `to`.
 */
export const rangeRule =
  (maxDays: number, messages: { reversed: string; tooLong: string; ended: string }) =>
  (value: { from: string; to: string }, context: z.RefinementCtx<{ from: string; to: string }>) => {
    const from = Date.parse(value.from);
    const to = Date.parse(value.to);
    const problem =
      to <= from
        ? messages.reversed
        : to - from > maxDays * DAY_MS
          ? messages.tooLong
          : to <= Date.now()
            ? messages.ended
            : undefined;
    if (problem) context.addIssue({ code: 'custom', message: problem, path: ['to'] });
  };

/** A coverage's range rules (also a cover request's): at most MAX_COVERAGE_DAYS. */
export const coverageRange = rangeRule(MAX_COVERAGE_DAYS, {
  reversed: m.coverageReversed,
  tooLong: m.coverageTooLong,
  ended: m.coverageEnded,
});

/** POST /api/schedule/{group}/coverages and the coverage form; "ended" is checked against now. */
export const coverageSchema = z
  .strictObject({
    memberId: z
      .string({ error: m.memberRequired })
      .trim()
      .min(1, m.memberRequired)
      .refine(isFirestoreId, m.memberNotInGroup),
    from: instant,
    to: instant,
    reason: z.string().trim().max(200, m.reasonTooLong).optional(),
  })
  .superRefine(coverageRange);

export type CoverageInput = z.infer<typeof coverageSchema>;

/**
 * `?from=&to=` of GET /api/schedule/{group}: now to 14 days ahead by default, at most 92 days,
 * neither end more than MAX_AHEAD_DAYS from now.
 */
export function rangeOf(
  params: URLSearchParams,
  now: number,
  defaultDays = 14,
): { from: number; to: number } | { error: string; field: string } {
  const read = (name: string) => {
    const value = params.get(name);
    if (value === null || value === '') return undefined;
    return instant.safeParse(value).success ? Date.parse(value) : NaN;
  };
  const from = read('from') ?? now;
  const to = read('to') ?? from + defaultDays * DAY_MS;
  if (Number.isNaN(from)) return { error: m.instantInvalid, field: 'from' };
  if (Number.isNaN(to)) return { error: m.instantInvalid, field: 'to' };
  if (to <= from) return { error: m.rangeReversed, field: 'to' };
  if (to - from > MAX_RANGE_DAYS * DAY_MS) return { error: m.rangeTooLong, field: 'to' };
  if (to > now + MAX_AHEAD_DAYS * DAY_MS) return { error: m.rangeTooFar, field: 'to' };
  return { from, to };
}

/**
 * `?at=` of GET /api/on-duty: none (now), or an instant with its offset no more than
 * MAX_AHEAD_DAYS from now.
 */
export function dutyInstantOf(
  params: URLSearchParams,
  now: number,
): { at: number | undefined } | { error: string; field: 'at' } {
  const value = params.get('at');
  if (value === null) return { at: undefined };
  if (!instant.safeParse(value).success) return { error: m.instantInvalid, field: 'at' };
  const at = Date.parse(value);
  if (at > now + MAX_AHEAD_DAYS * DAY_MS) return { error: m.instantTooFar, field: 'at' };
  return { at };
}

/** `month=YYYY-MM` of the hours report. */
export const monthSchema = z
  .string({ error: m.monthInvalid })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, m.monthInvalid);

/**
 * `?group=&month=` of the month reports (hours, pay): the group (404 otherwise) and the month
 * (400 otherwise), or what to answer.
 */
export function monthReportQuery(
  search: URLSearchParams,
):
  | { ok: true; group: MemberGroup; month: string }
  | { ok: false; status: 400 | 404; error: string; fields?: Record<string, string> } {
  const group = search.get('group') ?? '';
  if (!isMemberGroup(group)) return { ok: false, status: 404, error: m.groupNotFound };
  const month = monthSchema.safeParse(search.get('month') ?? '');
  if (!month.success) {
    return { ok: false, status: 400, error: m.monthInvalid, fields: { month: m.monthInvalid } };
  }
  return { ok: true, group, month: month.data };
}
