import 'server-only';

/**
 * The members domain (server entry): the members, the shift history and the current holder
 * (Firestore), the handoff's reads and writes inside the schedule's transaction, and the pure
 * rules.
 */
export * from './client';
export { MemberError } from './messages';
export {
  createMember,
  createTeamMember,
  deleteMemberRecord,
  listMembers,
  memberToDelete,
  onDuty,
  pingMembers,
  teamMemberName,
  updateMember,
} from './members';
export {
  readShiftState,
  writeHandoff,
  type HandoffInput,
  type HandoffPerson,
  type HandoffWritten,
  type ShiftState,
} from './handoff';
export { normalizeTeam } from './normalize-team';
export { registrationSchema, type RegistrationInput } from './schemas';
export {
  entryAfter,
  entryAt,
  historyBetween,
  latestEntry,
  latestUncoveredEntry,
  membersById,
  reader,
  shiftHistory,
  toShiftEntry,
} from './shifts';
export { memberByEmail } from './by-email';
export { recordConfirmation, shiftConfirmation } from './confirmation';
export { memberMigrations } from './migrations/list';
