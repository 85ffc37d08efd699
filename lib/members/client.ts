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
  toShiftEntry,
  type Duty,
  type Member,
  type ShiftEntry,
} from './model';
export { crossedChange, memberErrors } from './messages';
export {
  isDocumentId,
  isMemberGroup,
  memberCollections,
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
