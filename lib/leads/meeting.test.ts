import { describe, expect, it } from 'vitest';
import {
  meetingLabel,
  meetingLocalDate,
  nextMeeting,
  type MeetingChange,
  type StoredMeeting,
} from './meeting';

const change = (
  kind: 'created' | 'canceled',
  invitee = 'A',
  bookedAt = '2026-11-29T12:00:00Z',
): MeetingChange => ({
  kind,
  at: new Date('2026-12-02T13:30:00Z'),
  eventUri: `https://api.calendly.com/scheduled_events/E${invitee}`,
  inviteeUri: `https://api.calendly.com/scheduled_events/E${invitee}/invitees/${invitee}`,
  rescheduleUrl: `https://calendly.com/reschedulings/${invitee}`,
  cancelUrl: `https://calendly.com/cancellations/${invitee}`,
  bookedAt: new Date(bookedAt),
});

/** Every delivery applied in order, as the lead keeps it. */
const apply = (changes: MeetingChange[]) =>
  changes.reduce<StoredMeeting | undefined>(
    (meeting, next) => nextMeeting(meeting, next) ?? meeting,
    undefined,
  );

describe('nextMeeting', () => {
  it('ends in the same state whatever the order and repetitions of one invitee', () => {
    const created = change('created');
    const canceled = change('canceled');
    expect(apply([created])?.status).toBe('agendada');
    expect(apply([created, created])?.status).toBe('agendada');
    expect(apply([created, canceled])?.status).toBe('cancelada');
    expect(apply([canceled, created])?.status).toBe('cancelada');
    expect(apply([created, canceled, created, canceled])?.status).toBe('cancelada');
    // A repeat changes nothing: nothing to write.
    expect(nextMeeting(apply([created]), created)).toBeNull();
  });

  it('keeps the later booking of two invitees, whatever arrives last', () => {
    const old = change('created', 'A', '2026-11-28T12:00:00Z');
    const rescheduled = change('canceled', 'A', '2026-11-28T12:00:00Z');
    const later = change('created', 'B', '2026-11-29T12:00:00Z');
    expect(apply([old, later, rescheduled])).toMatchObject({
      status: 'agendada',
      inviteeUri: later.inviteeUri,
    });
    expect(apply([later, old])).toMatchObject({ status: 'agendada', inviteeUri: later.inviteeUri });
  });
});

describe('how a meeting reads', () => {
  it("is Chile's local date and time", () => {
    // 13:30 UTC is 10:30 in Santiago in December (summer time); 02:30 UTC is still the 1st there.
    expect(meetingLocalDate(new Date('2026-12-02T13:30:00Z'))).toBe('2026-12-02');
    expect(meetingLocalDate(new Date('2026-12-02T02:30:00Z'))).toBe('2026-12-01');
    expect(meetingLabel({ at: '2026-12-02T13:30:00Z', status: 'agendada' })).toMatch(
      /^Reunión agendada · mié 02-12 10:30$/,
    );
  });
});
