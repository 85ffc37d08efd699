/**
 * The schedule's client-safe entry: types, the pure maths and the schemas whose Spanish
 * messages both the forms and the route handlers show. Server code uses `@/lib/schedule`.
 */
export {
  DEFAULT_TIME_ZONE,
  type Coverage,
  type Rotation,
  type RotationRule,
  type Shift,
  type ShiftSource,
} from './model';
export { ScheduleError, scheduleMessages } from './messages';
export {
  DAY_MS,
  MAX_AHEAD_DAYS,
  MAX_COVERAGE_DAYS,
  MAX_RANGE_DAYS,
  MAX_ROTATION_MEMBERS,
  scheduleCollections,
} from './records';
export { handoffAt, handoffsBetween, isTimeZone, memberOfShift, shiftIndexAt } from './rotation';
export {
  coverageSchema,
  dutyInstantOf,
  instant,
  monthSchema,
  rangeOf,
  rotationSchema,
  type CoverageInput,
  type RotationInput,
} from './schemas';
export {
  dayKind,
  hoursByMember,
  hoursCsv,
  monthBounds,
  splitHours,
  type MemberHours,
} from './hours';
export { formatShiftTime, instantToLocalInput, localInputToInstant, monthOf } from './local-time';
export {
  acceptCoverSchema,
  COVER_REQUEST_STATUSES,
  coverRequestMessages,
  coverRequestSchema,
  MAX_COVER_REQUESTS,
  toCoverRequest,
  type CoverRequest,
  type CoverRequestInput,
  type CoverRequestStatus,
} from './cover-request-model';
