/**
 * A lead's meeting booked through Calendly, as pure rules (docs/contracts.md, Bookings reach the
 * lead): the state its deliveries leave, whatever their number and order, and how staff and
 * Odoo read it.
 */

export const meetingStatuses = ['agendada', 'cancelada'] as const;
export type MeetingStatus = (typeof meetingStatuses)[number];

/** What the lead keeps of its meeting (`meeting`), instants as Dates. */
export interface StoredMeeting {
  at: Date;
  eventUri: string;
  inviteeUri: string;
  rescheduleUrl: string;
  cancelUrl: string;
  status: MeetingStatus;
  /** When the invitee booked: between two bookings of one lead, the later one is its meeting. */
  bookedAt: Date;
}

/** One delivery's booking, as far as the meeting goes. */
export interface MeetingChange extends Omit<StoredMeeting, 'status'> {
  kind: 'created' | 'canceled';
}

/**
 * The meeting a delivery leaves: keyed by the invitee, a cancellation is final (a cancelled
 * invitee is never booked again: Calendly makes a new one for a new time), so the same delivery
 * twice, or a booking after its own cancellation, ends in the same state. A booking older than
 * the lead's meeting (another invitee) changes nothing. Null: nothing changes.
 */
export function nextMeeting(
  previous: StoredMeeting | undefined,
  change: MeetingChange,
): StoredMeeting | null {
  const same = previous?.inviteeUri === change.inviteeUri;
  if (previous && !same && previous.bookedAt.getTime() > change.bookedAt.getTime()) return null;
  const status: MeetingStatus =
    change.kind === 'canceled' || (same && previous.status === 'cancelada')
      ? 'cancelada'
      : 'agendada';
  if (same && previous.status === status) return null;
  const { kind: _kind, ...meeting } = change;
  return { ...meeting, status };
}

const TIME_ZONE = 'America/Santiago';

/** The meeting's local date, `YYYY-MM-DD` in Chile: the activity's `date_deadline`. */
export const meetingLocalDate = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);

/** 'lun 01-12 10:30', Chile's time: how the desk and the activity's note say when. */
export function meetingWhen(at: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('es-CL', {
      timeZone: TIME_ZONE,
      weekday: 'short',
      day: '2-digit',
      month: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  const weekday = String(parts.weekday ?? '').replace('.', '');
  return `${weekday} ${parts.day}-${parts.month} ${parts.hour}:${parts.minute}`;
}

/** How the desk labels a lead's meeting. */
export const meetingLabel = (meeting: { at: string; status: MeetingStatus }) =>
  `${meeting.status === 'agendada' ? 'Reunión agendada' : 'Reunión cancelada'} · ${meetingWhen(new Date(meeting.at))}`;
