/**
 * The members domain's client-safe entry: types, pure rules and the schemas whose Spanish
 * messages both the forms and the route handlers show. Server code uses `@/lib/members`.
 */
export {
  currentHolder,
  LIVE_MEMBERS_LIMIT,
  memberCountLabel,
  sortByName,
  toMember,
  type Member,
} from './model';
export { memberErrors, memberGroupParam, scheduledMember } from './messages';
export {
  isMemberGroup,
  memberCollections,
  memberGroupNames,
  memberGroups,
  newMemberRecord,
  type MemberGroup,
} from './records';
export {
  createMemberSchema,
  editMemberSchema,
  updateMemberSchema,
  type CreateMemberInput,
  type MemberUpdate,
} from './schemas';
