import 'server-only';

export { memberRoute } from './http';
export { MemberError } from './messages';
export {
  assignShift,
  createMember,
  deleteMember,
  getMember,
  listMembers,
  normalizeTeam,
  shiftHistory,
  updateMember,
} from './repository';
export { currentHolder, type Member, type ShiftEntry } from './model';
export { isDocumentId, isMemberGroup, type MemberGroup } from './records';
