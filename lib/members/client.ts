/**
 * The members domain's client-safe entry: types, pure rules and the schemas whose Spanish
 * messages both the forms and the route handlers show. Server code uses `@/lib/members`.
 */
export {
  currentHolder,
  LIVE_MEMBERS_LIMIT,
  memberCountLabel,
  SHIFT_HISTORY_LENGTH,
  sortByName,
  toIsoDate,
  toMember,
  toHistoryEntry,
  type Duty,
  type Next,
  type Member,
  type HistoryEntry,
  type ShiftEntry,
} from './model';
export {
  awaitsConfirmation,
  toShiftConfirmation,
  type ShiftConfirmation,
} from './confirmation-state';
export { crossedChange, memberErrors, scheduledMember } from './messages';
export {
  isFirestoreId,
  isMemberGroup,
  MAX_HISTORY_ENTRIES,
  memberCollections,
  newMemberRecord,
  SHIFT_SOURCE,
  shiftCollections,
  type MemberGroup,
  type ShiftSource,
} from './records';
export {
  createMemberSchema,
  editMemberSchema,
  updateMemberSchema,
  type CreateMemberInput,
  type MemberUpdate,
} from './schemas';
