import 'server-only';

/** The on-call schedule (server entry): rotations, coverages, the tick, feeds and reports. */
export * from './client';
export {
  addCoverage,
  deleteCoverage,
  deleteRotation,
  getRotation,
  saveRotation,
} from './repository';
export {
  assignByStaff,
  calendarFeed,
  dutyAt,
  removeMember,
  runHandoffs,
  scheduledMemberWarning,
  scheduleOf,
  type TickHandoff,
} from './service';
export { calendarTokenOwner, endCalendarLinks, replaceCalendarToken } from './calendar-links';
export { hoursReport } from './report';
