import 'server-only';

/**
 * The members domain (server entry): the members of each group (Firestore), their duty flag as
 * the schedule's handoff sets it, and the pure rules.
 */
export * from './client';
export { MemberError } from './messages';
export {
  createMember,
  createTeamMember,
  deleteMemberRecord,
  listMembers,
  memberToDelete,
  membersById,
  membersOnDuty,
  pingMembers,
  teamMemberName,
  updateMember,
} from './members';
export { putOnDuty } from './duty';
export { normalizeTeam } from './normalize-team';
export { registrationSchema, type RegistrationInput } from './schemas';
export { memberByEmail } from './by-email';
export { keepMemberSlackLink, memberSlackLink, type MemberSlackLink } from './slack';
export { memberMigrations } from './migrations/list';
