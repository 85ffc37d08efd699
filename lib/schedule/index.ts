import 'server-only';

/**
 * The on-call schedule (server entry): the shift (its history, current holder, every handoff in
 * its own transaction, confirmations and reminders), rotations, coverages, cover requests, who
 * holds when, member removal, calendar feeds, hours, pay and fair hours.
 */
export * from './client';
export { assignByStaff, assignShift, type Assignment } from './shift/assignment';
export { confirmHandoff } from './shift/confirm';
export { runHandoffs, type TickHandoff } from './shift/handoffs';
export { shiftConfirmation } from './shift/confirmation';
export { shiftHistory } from './shift/history';
export { sendShiftReminders } from './shift/reminders';
export { escalateUnconfirmedHandoffs } from './shift/unconfirmed';
export { deleteRotation, getRotation, saveRotation } from './rotations/store';
export { addCoverage, deleteCoverage } from './coverages/store';
export { acceptCover } from './cover-requests/accept';
export { askCover } from './cover-requests/ask';
export { cancelCover } from './cover-requests/cancel';
export { expireCoverRequests } from './cover-requests/expire';
export { listCoverRequests } from './cover-requests/list';
export { addAbsence, removeAbsence } from './absences/store';
export { listAbsences } from './absences/records';
export { openAbsenceConflicts } from './absences/conflicts';
export { dutyAt, onDuty, scheduleOf } from './plan/duty';
export { removeMember, scheduledMemberWarning } from './member-removal';
export { calendarFeed } from './calendar/feed';
export { calendarTokenOwner, endCalendarLinks, replaceCalendarToken } from './calendar/links';
export { hoursReport } from './hours/report';
export { savePayRates } from './pay/rates';
export { payReport } from './pay/report';
export { publishPay } from './pay/publish';
export { fairness } from './fairness/read';
export { scheduleMigrations } from './migrations/list';
