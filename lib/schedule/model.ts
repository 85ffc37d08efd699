import type { MemberGroup, ShiftSource } from '@/lib/members/client';

export type { ShiftSource };

export const DEFAULT_TIME_ZONE = 'America/Santiago';

/** A group's rotation as stored in `rotaciones/{group}` and answered by the API. */
export interface Rotation {
  group: MemberGroup;
  memberIds: string[];
  length: { unit: 'days' | 'weeks'; count: number };
  /** Local time of day of every handoff, 'HH:MM'. */
  handoffTime: string;
  /** IANA zone the handoffs are kept in. */
  timeZone: string;
  /** The local date of the first handoff (shift 0), 'YYYY-MM-DD'. */
  startsOn: string;
  /** The member to call when a new holder does not confirm (`handoff.unconfirmed`), if any. */
  fallbackMemberId?: string;
  updatedAt: string;
  updatedBy: string;
}

/** Only what the maths needs of a rotation. */
export type RotationRule = Pick<
  Rotation,
  'memberIds' | 'length' | 'handoffTime' | 'timeZone' | 'startsOn'
>;

/** A coverage (`coberturas`): a member holds the group's shift over [from, to). */
export interface Coverage {
  id: string;
  group: MemberGroup;
  memberId: string;
  nombre: string;
  from: string;
  to: string;
  reason?: string;
  createdBy: string;
  createdAt: string;
}

/** Who holds a group's shift and what made it so (staff, the rotation, a coverage). */
export interface Holding {
  memberId: string;
  nombre: string;
  source: ShiftSource;
}

/**
 * A holding from start to end: ISO 8601 in UTC as the API answers it (`Shift`), epoch ms as the
 * maths works with it (`Shift<number>`).
 */
export interface Shift<Instant extends string | number = string> extends Holding {
  start: Instant;
  end: Instant;
}
