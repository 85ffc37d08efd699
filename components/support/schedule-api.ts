import type { MemberGroup } from '@/lib/members/client';
import type {
  Absence,
  AbsenceInput,
  CoverRequest,
  Coverage,
  CoverageInput,
  MemberHours,
  Rotation,
  RotationInput,
  Shift,
} from '@/lib/schedule/client';
import { call } from './members-api';

/** A Chilean public holiday: its local day ('YYYY-MM-DD') and name. */
export interface Holiday {
  date: string;
  name: string;
}

export interface ScheduleView {
  rotation: Rotation | null;
  coverages: Coverage[];
  shifts: Shift[];
  /** Absences overlapping the view's range, by start. */
  absences: Absence[];
  /** Chile's public holidays whose local day overlaps the view's range. */
  holidays: Holiday[];
}

const base = (group: MemberGroup) => `/api/schedule/${group}`;

/** The browser's side of the schedule contract (docs/contracts.md, On-call schedule). */
export const scheduleApi = {
  view: (group: MemberGroup) => call<ScheduleView>(base(group)),
  saveRotation: (group: MemberGroup, rotation: RotationInput) =>
    call<{ rotation: Rotation }>(`${base(group)}/rotation`, 'PUT', rotation),
  deleteRotation: (group: MemberGroup) => call<void>(`${base(group)}/rotation`, 'DELETE'),
  addCoverage: (group: MemberGroup, coverage: CoverageInput) =>
    call<{ coverage: Coverage }>(`${base(group)}/coverages`, 'POST', coverage),
  removeCoverage: (group: MemberGroup, id: string) =>
    call<void>(`${base(group)}/coverages/${encodeURIComponent(id)}`, 'DELETE'),
  addAbsence: (group: MemberGroup, absence: AbsenceInput) =>
    call<{ absence: Absence; coverRequests: CoverRequest[] }>(
      `${base(group)}/absences`,
      'POST',
      absence,
    ),
  removeAbsence: (group: MemberGroup, id: string) =>
    call<void>(`${base(group)}/absences/${encodeURIComponent(id)}`, 'DELETE'),
  fairness: (group: MemberGroup) => call<unknown>(`${base(group)}/fairness`),
  newCalendarLink: (group: MemberGroup) =>
    call<{ url: string }>(`/api/calendar/${group}/token`, 'POST'),
  hours: (group: MemberGroup, month: string) =>
    call<{ rows: MemberHours[] }>(`/api/reports/hours?group=${group}&month=${month}&format=json`),
};

export const hoursCsvUrl = (group: MemberGroup, month: string) =>
  `/api/reports/hours?group=${group}&month=${month}`;
