import { describe, expect, it } from 'vitest';
import { businessMinutesBetween, parseSalesHours } from '@/lib/sales-hours';
import {
  decideFirstContacts,
  leadContactView,
  medianMinutes,
  odooDate,
  odooLeadStages,
  type OdooLeadStage,
  type StoredContact,
  type WaitingLead,
} from './first-contact';

// Every minute a business minute: these tests are about the decisions, not the calendar.
const minutesBetween = (from: Date, to: Date) =>
  Math.max(0, Math.floor((to.getTime() - from.getTime()) / 60_000));
const created = new Date('2026-11-30T12:00:00Z');
const after = (minutes: number) => new Date(created.getTime() + minutes * 60_000);
const rules = (now: Date) => ({ now, limit: 60, minutesBetween });

const lead = (contact?: StoredContact, blocked = false): WaitingLead => ({
  id: 'L1',
  odooId: 41,
  company: 'Distribuidora Austral',
  blocked,
  ...(contact && { contact }),
});
const row = (change: Partial<OdooLeadStage> = {}): OdooLeadStage => ({
  id: 41,
  stageId: 1,
  type: 'lead',
  createdAt: created,
  stageChangedAt: created,
  ...change,
});
const seen: StoredContact = {
  odooCreatedAt: created,
  firstStageId: 1,
  contactedAt: null,
  businessMinutes: null,
  lateAt: null,
  late: false,
  done: false,
};

describe('odooDate and odooLeadStages', () => {
  it("reads Odoo's UTC datetimes and a search_read's rows", () => {
    expect(odooDate('2026-11-30 12:00:00')).toEqual(created);
    expect(odooDate(false)).toBeNull();
    expect(odooDate('30/11/2026')).toBeNull();
    expect(
      odooLeadStages([
        {
          id: 41,
          stage_id: [2, 'Calificado'],
          type: 'opportunity',
          create_date: '2026-11-30 12:00:00',
          date_last_stage_update: '2026-11-30 12:10:00',
        },
        { id: 42, stage_id: false, type: 'lead', create_date: false },
      ]),
    ).toEqual([
      { id: 41, stageId: 2, type: 'opportunity', createdAt: created, stageChangedAt: after(10) },
    ]);
  });
});

describe('decideFirstContacts', () => {
  it('records a new lead’s creation in Odoo and first stage, and nothing more while it waits', () => {
    expect(decideFirstContacts([lead()], [row()], rules(after(1)))).toEqual([
      { id: 'L1', contact: seen },
    ]);
    expect(decideFirstContacts([lead(seen)], [row()], rules(after(59)))).toEqual([]);
  });

  it('counts a lead contacted when its stage moves, at Odoo’s stage date', () => {
    const moved = row({ stageId: 2, stageChangedAt: after(25) });
    expect(decideFirstContacts([lead(seen)], [moved], rules(after(27)))).toEqual([
      {
        id: 'L1',
        contact: { ...seen, contactedAt: after(25), businessMinutes: 25, done: true },
      },
    ]);
  });

  it('counts a conversion to an opportunity, at the poll’s time (Odoo’s stage date is older)', () => {
    const converted = row({ type: 'opportunity' });
    const [decision] = decideFirstContacts([lead(seen)], [converted], rules(after(30)));
    expect(decision?.contact).toMatchObject({ contactedAt: after(30), businessMinutes: 30 });
  });

  it('counts a lead moved before the poll first saw it as contacted then', () => {
    const moved = row({ stageId: 3, stageChangedAt: after(1) });
    const [decision] = decideFirstContacts([lead()], [moved], rules(after(2)));
    expect(decision?.contact).toMatchObject({
      firstStageId: 3,
      contactedAt: after(1),
      businessMinutes: 1,
      done: true,
    });
  });

  it('announces a lead still uncontacted at the limit once, with the minutes it waited', () => {
    const [late] = decideFirstContacts([lead(seen)], [row()], rules(after(60)));
    expect(late).toEqual({
      id: 'L1',
      contact: { ...seen, lateAt: after(60), late: true },
      announce: 60,
    });
    const announced = late?.contact as StoredContact;
    expect(decideFirstContacts([lead(announced)], [row()], rules(after(61)))).toEqual([]);
    // Contacted after being late: it took 75 minutes, and is no longer in the late list.
    const moved = row({ stageId: 2, stageChangedAt: after(75) });
    expect(decideFirstContacts([lead(announced)], [moved], rules(after(76)))[0]).toMatchObject({
      contact: { contactedAt: after(75), businessMinutes: 75, late: false, done: true },
    });
  });

  it('never announces a blocked lead', () => {
    expect(decideFirstContacts([lead(seen, true)], [row()], rules(after(90)))).toEqual([]);
  });

  it('stops asking about a lead gone from Odoo or older than 30 days', () => {
    expect(decideFirstContacts([lead(seen)], [], rules(after(5)))).toEqual([
      { id: 'L1', contact: { ...seen, done: true } },
    ]);
    expect(decideFirstContacts([lead()], [], rules(after(5)))).toEqual([
      { id: 'L1', contact: { done: true } },
    ]);
    const announced = { ...seen, lateAt: after(60), late: true };
    const month = after(30 * 1440 + 1);
    expect(decideFirstContacts([lead(announced)], [row()], rules(month))).toEqual([
      { id: 'L1', contact: { ...announced, done: true } },
    ]);
  });

  it('decides many leads from one answer, each by its own Odoo id', () => {
    const leads = [1, 2, 3].map((n) => ({ ...lead(seen), id: `L${n}`, odooId: 40 + n }));
    const rows = [row({ id: 41 }), row({ id: 42, stageId: 2, stageChangedAt: after(5) })];
    const decisions = decideFirstContacts(leads, rows, rules(after(10)));
    expect(decisions.map(({ id, contact }) => [id, contact.done])).toEqual([
      ['L2', true],
      ['L3', true],
    ]);
  });
});

describe('with the sales clock (lun-vie 09:00-18:00, Chile)', () => {
  const office = parseSalesHours('lun-vie 09:00-18:00');
  const clock = (now: string) => ({
    now: new Date(now),
    limit: 60,
    minutesBetween: (from: Date, to: Date) => businessMinutesBetween(from, to, office),
  });
  // Friday 27 November 2026, 19:00 in Chile (UTC−3): after hours.
  const friday = { ...seen, odooCreatedAt: new Date('2026-11-27T22:00:00Z') };

  it('lets a Friday evening lead wait the weekend: late only at Monday 10:00', () => {
    const mondayEarly = decideFirstContacts([lead(friday)], [row()], clock('2026-11-30T12:59:00Z'));
    expect(mondayEarly).toEqual([]);
    const [late] = decideFirstContacts([lead(friday)], [row()], clock('2026-11-30T13:00:00Z'));
    expect(late?.announce).toBe(60);
  });
});

describe('leadContactView', () => {
  it('counts to now while waiting, to the first contact once contacted; late at the limit', () => {
    expect(leadContactView(seen, undefined, rules(after(59)))).toEqual({
      contactedAt: null,
      businessMinutes: 59,
      late: false,
    });
    expect(leadContactView(seen, undefined, rules(after(60)))?.late).toBe(true);
    const done = { ...seen, contactedAt: after(12), businessMinutes: 12, done: true };
    expect(leadContactView(done, undefined, rules(after(500)))).toEqual({
      contactedAt: after(12).toISOString(),
      businessMinutes: 12,
      late: false,
    });
  });

  it('counts from Odoo’s acceptance before the poll has seen the lead; nothing without Odoo', () => {
    expect(leadContactView(undefined, created, rules(after(3)))?.businessMinutes).toBe(3);
    expect(leadContactView(undefined, undefined, rules(after(3)))).toBeUndefined();
  });
});

describe('medianMinutes', () => {
  it('is the middle value, or the rounded mean of the middle two', () => {
    expect(medianMinutes([])).toBeNull();
    expect(medianMinutes([30, 5, 90])).toBe(30);
    expect(medianMinutes([10, 20, 31, 400])).toBe(26);
  });
});
