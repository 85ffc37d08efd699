import 'server-only';
import { escapeHtml } from '@/lib/format';
import { rows, scoped, unexpected } from './client';
import { callModel } from './rpc';
import type { OdooConfig, OdooResult } from './types';

/**
 * A lead's meeting in Odoo (docs/contracts.md, Bookings reach the lead): one `mail.activity` of
 * the Meeting type on its `crm.lead` while the meeting stands; once cancelled, none, and one
 * note on the lead. Every step looks first, so a retry after a lost answer does nothing twice.
 */

/** Odoo's own Meeting activity type. */
const MEETING_TYPE = 'mail.mail_activity_data_meeting';
const SUMMARY = 'Reunión agendada (Calendly)';
const CANCELLED = 'Reunión cancelada por el cliente';
/** Every meeting activity and note of ours carries this, and the invitee's own mark after it. */
const MARK = 'andina-reunion-';

/** What the activity says, and where its meeting is. */
export interface OdooMeeting {
  odooId: number;
  /** Which booking (a hash of the invitee's URI): the activity and the note carry it. */
  ref: string;
  status: 'agendada' | 'cancelada';
  /** The meeting's local date, `YYYY-MM-DD`. */
  date: string;
  /** When, as people read it ('lun 01-12 10:30'). */
  when: string;
  rescheduleUrl: string;
}

const markOf = (ref: string) => `${MARK}${ref}`;

/**
 * Brings the crm.lead's meeting activities to the meeting's state: those of other bookings (an
 * earlier one, rescheduled) are removed; a standing meeting has exactly one; a cancelled one none
 * and its note. Answers the activity's id (null once cancelled).
 */
export async function syncOdooMeeting(
  config: OdooConfig,
  meeting: OdooMeeting,
  beforeSchedule: () => Promise<boolean> = () => Promise.resolve(true),
): Promise<OdooResult<number | null>> {
  const mark = markOf(meeting.ref);
  const found = await callModel(config, 'mail.activity', 'search_read', {
    params: {
      domain: [
        ['res_model', '=', 'crm.lead'],
        ['res_id', '=', meeting.odooId],
        ['note', 'ilike', MARK],
      ],
      fields: ['note'],
      order: 'id',
    },
  });
  if (!found.ok) return scoped(config, found);
  const list = rows(found.value);
  if (!list) return unexpected('mail.activity.search_read');
  const ours = list.filter((row) => String(row.note ?? '').includes(mark));
  const keep = meeting.status === 'agendada' ? ours[0] : undefined;
  const stale = list.filter((row) => row !== keep).map((row) => row.id);
  if (stale.length > 0) {
    const removed = await callModel(config, 'mail.activity', 'unlink', { ids: stale });
    if (!removed.ok) return scoped(config, removed);
  }
  if (meeting.status === 'cancelada') {
    const noted = await postCancellation(config, meeting.odooId, mark);
    return noted.ok ? { ok: true, value: null } : noted;
  }
  if (keep) return { ok: true, value: keep.id };
  // The caller records the attempt's start (Odoo may commit it after we stop waiting), or calls
  // it off: answered as a retry.
  if (!(await beforeSchedule())) {
    return { ok: false, disposition: 'retry', reason: 'El envío ya no es de este intento' };
  }
  const note =
    `<p>Reunión: ${escapeHtml(meeting.when)} (hora de Chile)</p>` +
    `<p>Reagendar: <a href="${escapeHtml(meeting.rescheduleUrl)}">${escapeHtml(meeting.rescheduleUrl)}</a></p>` +
    `<p>Ref. ${mark}</p>`;
  const scheduled = await callModel(config, 'crm.lead', 'activity_schedule', {
    ids: [meeting.odooId],
    params: {
      act_type_xmlid: MEETING_TYPE,
      date_deadline: meeting.date,
      summary: SUMMARY,
      note,
    },
  });
  if (!scheduled.ok) return scoped(config, scheduled);
  const value = scheduled.value as unknown;
  const id = Array.isArray(value) ? (value[0] as unknown) : value;
  return typeof id === 'number'
    ? { ok: true, value: id }
    : unexpected('crm.lead.activity_schedule');
}

/** The lead's note that the client cancelled, posted once (looked for by its mark first). */
async function postCancellation(
  config: OdooConfig,
  odooId: number,
  mark: string,
): Promise<OdooResult<unknown>> {
  const found = await callModel(config, 'mail.message', 'search_read', {
    params: {
      domain: [
        ['model', '=', 'crm.lead'],
        ['res_id', '=', odooId],
        ['body', 'ilike', mark],
      ],
      fields: ['id'],
      limit: 1,
    },
  });
  if (!found.ok) return scoped(config, found);
  const list = rows(found.value);
  if (!list) return unexpected('mail.message.search_read');
  if (list.length > 0) return { ok: true, value: list[0]?.id };
  const posted = await callModel(config, 'crm.lead', 'message_post', {
    ids: [odooId],
    // Plain text: Odoo escapes a body sent as a string (HTML needs its Markup).
    params: { body: `${CANCELLED} (ref. ${mark})`, message_type: 'comment' },
  });
  return posted.ok ? posted : scoped(config, posted);
}
