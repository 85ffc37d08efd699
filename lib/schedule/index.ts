import 'server-only';

/**
 * The on-call schedule (server entry): rotations, coverages, every handoff of the shift (the
 * tick's, staff's assignment) in its own transaction, member removal, feeds and reports.
 */
export * from './client';
export {
  addCoverage,
  deleteCoverage,
  deleteRotation,
  getRotation,
  saveRotation,
} from './repository';
export { assignByStaff, assignShift, type Assignment } from './assignment';
export { calendarFeed } from './calendar-feed';
export { dutyAt, scheduleOf } from './duty';
export { runHandoffs, type TickHandoff } from './handoffs';
export { removeMember, scheduledMemberWarning } from './member-removal';
export { calendarTokenOwner, endCalendarLinks, replaceCalendarToken } from './calendar-links';
export { hoursReport } from './report';
export { confirmHandoff } from './confirm-handoff';
export { escalateUnconfirmedHandoffs } from './unconfirmed-handoffs';
export { sendShiftReminders } from './reminders';
export { askCover } from './cover-request-ask';
export { acceptCover } from './cover-request-accept';
export { cancelCover } from './cover-request-cancel';
export { expireCoverRequests } from './cover-request-expire';
export { listCoverRequests } from './cover-request-list';
