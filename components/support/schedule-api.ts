import type { MemberGroup } from '@/lib/members/client';
import type {
  Coverage,
  CoverageInput,
  MemberHours,
  Rotation,
  RotationInput,
  Shift,
} from '@/lib/schedule/client';
import { call } from './members-api';

export interface ScheduleView {
  rotation: Rotation | null;
  coverages: Coverage[];
  shifts: Shift[];
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
  newCalendarLink: (group: MemberGroup) =>
    call<{ url: string }>(`/api/calendar/${group}/token`, 'POST'),
  hours: (group: MemberGroup, month: string) =>
    call<{ rows: MemberHours[] }>(`/api/reports/hours?group=${group}&month=${month}&format=json`),
};

export const hoursCsvUrl = (group: MemberGroup, month: string) =>
  `/api/reports/hours?group=${group}&month=${month}`;
