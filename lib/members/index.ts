import 'server-only';

/** The members domain (server entry): Firestore repository, staff accounts, and the pure rules. */
export * from './client';
export { MemberError } from './messages';
export {
  assignShift,
  type AssignOptions,
  type Assignment,
  createMember,
  deleteMember,
  handOver,
  type Handover,
  type ShiftState,
  listMembers,
  normalizeTeam,
  onDuty,
  pingMembers,
  shiftHistory,
  teamMemberName,
  updateMember,
} from './repository';
export {
  entryAfter,
  entryAt,
  historyBetween,
  latestEntry,
  latestUncoveredEntry,
  membersById,
  reader,
  toShiftEntry,
} from './shifts';
export { disableStaff, registerStaff, type RegistrationResult } from './staff-accounts';
