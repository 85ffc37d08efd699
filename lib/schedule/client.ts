/**
 * The schedule's client-safe entry: types, the pure maths and the schemas whose Spanish
 * messages both the forms and the route handlers show. Server code uses `@/lib/schedule`.
 */
export { scheduleCollections } from './collections';
export {
  DEFAULT_TIME_ZONE,
  SHIFT_HISTORY_LENGTH,
  SHIFT_SOURCE,
  toHistoryEntry,
  type Coverage,
  type Duty,
  type HistoryEntry,
  type Next,
  type Rotation,
  type RotationRule,
  type Shift,
  type ShiftSource,
} from './model';
export { ScheduleError, scheduleMessages } from './messages';
export { MAX_AHEAD_DAYS, MAX_COVERAGE_DAYS, MAX_RANGE_DAYS, MAX_ROTATION_MEMBERS } from './limits';
export {
  handoffAt,
  handoffsBetween,
  isTimeZone,
  memberOfShift,
  shiftIndexAt,
} from './rotations/rotation';
export {
  coverageSchema,
  dutyInstantOf,
  instant,
  monthReportQuery,
  monthSchema,
  rangeOf,
  rotationSchema,
  type CoverageInput,
  type RotationInput,
} from './schemas';
export { hoursByMember, hoursCsv, monthBounds, splitHours, type MemberHours } from './hours/hours';
export {
  payMessages,
  payRatesSchema,
  publishPaySchema,
  type ClpPerHour,
  type PayRates,
  type PayRow,
  type PublishedPay,
} from './pay/model';
export { FAIRNESS_DAYS, type Fairness, type FairnessMember } from './fairness/fairness';
export {
  formatLocalDate,
  formatShiftTime,
  instantToLocalInput,
  localInputToInstant,
  monthOf,
} from './local-time';
export {
  awaitsConfirmation,
  toShiftConfirmation,
  type ShiftConfirmation,
} from './shift/confirmation-state';
export {
  acceptCoverSchema,
  COVER_REQUEST_STATUS,
  COVER_REQUEST_STATUSES,
  coverRequestMessages,
  coverRequestSchema,
  MAX_COVER_REQUESTS,
  mayCancelCover,
  toCoverRequest,
  type CoverRequest,
  type CoverRequestInput,
  type CoverRequestStatus,
} from './cover-requests/model';
export {
  ABSENCE_KINDS,
  absenceKindNames,
  absenceMessages,
  absenceSchema,
  MAX_ABSENCE_DAYS,
  toAbsence,
  type Absence,
  type AbsenceInput,
  type AbsenceKind,
} from './absences/model';
