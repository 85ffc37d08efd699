import { describe, expect, it } from 'vitest';
import {
  deskLead,
  hasContactDetails,
  isWithheld,
  leadDeskMessages,
  leadListQuery,
  maskContactDetails,
} from './desk';
import type { Lead } from './model';

const lead: Lead = {
  id: 'lead1',
  status: 'held',
  createdAt: '2026-11-27T12:05:00.000Z',
  name: 'Camila Rojas',
  email: 'camila@empresa.cl',
  company: 'Distribuidora Austral',
  jobTitle: 'Gerenta de Operaciones',
  phone: '+56 9 1234 5678',
  demoDescription: 'Inventario y facturación.',
  country: 'Chile',
  city: 'Santiago',
  page: '/blogs/erp',
  utm: { source: 'linkedin', campaign: 'erp-2027' },
  consent: { version: '1.0', at: '2026-11-27T12:05:00.000Z' },
  destinations: {
    odoo: { status: 'held', attempts: 2, lastError: 'Odoo respondió 401' },
    upstream: { status: 'forwarded', attempts: 1, upstreamId: 'up-9' },
  },
  upstreamId: 'up-9',
  forwardedAt: '2026-11-27T12:06:00.000Z',
  expiresAt: '2028-11-26T12:05:00.000Z',
};

/** What a lead's contact details, visit and consent look like in JSON. */
const personal = [
  'camila@empresa.cl',
  '1234 5678',
  'Gerenta',
  'Santiago',
  'Inventario',
  'linkedin',
];

describe('deskLead', () => {
  it('gives privacy staff every field', () => {
    expect(deskLead(lead, { privacy: true })).toEqual(lead);
    expect(hasContactDetails(deskLead(lead, { privacy: true }))).toBe(true);
  });

  it('gives other staff the date, name, company, country, page and each destination, nothing else', () => {
    const seen = deskLead(lead, { privacy: false });
    expect(seen).toEqual({
      id: 'lead1',
      status: 'held',
      createdAt: '2026-11-27T12:05:00.000Z',
      name: 'Camila Rojas',
      company: 'Distribuidora Austral',
      country: 'Chile',
      page: '/blogs/erp',
      destinations: lead.destinations,
    });
    const json = JSON.stringify(seen);
    for (const value of personal) expect(json).not.toContain(value);
    expect(json).not.toContain('consent');
    expect(hasContactDetails(seen)).toBe(false);
    expect(isWithheld(seen)).toBe(false);
  });

  it('leaves out a field it does not know, such as one added to leads later', () => {
    const later = { ...lead, notes: 'algo personal' } as Lead;
    expect(deskLead(later, { privacy: false })).not.toHaveProperty('notes');
    const { page: _page, ...withoutPage } = lead;
    expect(deskLead(withoutPage, { privacy: false })).not.toHaveProperty('page');
  });

  it('shows every staff member how long the lead waits for its first contact', () => {
    const contact = { contactedAt: null, businessMinutes: 75, late: true };
    expect(deskLead({ ...lead, contact }, { privacy: false })).toMatchObject({ contact });
    expect(deskLead({ ...lead, contact }, { privacy: true })).toMatchObject({ contact });
  });

  it('shows other staff only the state of a blocked lead', () => {
    const blocked: Lead = { ...lead, status: 'blocked' };
    const seen = deskLead(blocked, { privacy: false });
    expect(seen).toEqual({ id: 'lead1', status: 'blocked' });
    expect(isWithheld(seen)).toBe(true);
    expect(deskLead(blocked, { privacy: true })).toEqual(blocked);
  });
});

describe('leadListQuery', () => {
  it('takes ?contact=late, and refuses another value in Spanish', () => {
    expect(leadListQuery.parse({ contact: 'late' })).toMatchObject({ contact: 'late' });
    const wrong = leadListQuery.safeParse({ contact: 'tarde' });
    expect(wrong.error?.issues[0]?.message).toBe(leadDeskMessages.unknownContact);
  });
});

describe('a lead with a meeting on the desk', () => {
  const booked: Lead = {
    ...lead,
    source: 'agenda',
    meeting: {
      at: '2026-12-02T13:30:00.000Z',
      status: 'agendada',
      eventUri: 'https://api.calendly.com/scheduled_events/E1',
      inviteeUri: 'https://api.calendly.com/scheduled_events/E1/invitees/I1',
      rescheduleUrl: 'https://calendly.com/reschedulings/I1',
      cancelUrl: 'https://calendly.com/cancellations/I1',
    },
  };

  it('shows every staff member when and whether it stands; its links to privacy staff only', () => {
    expect(deskLead(booked, { privacy: true })).toEqual(booked);
    const plain = deskLead(booked, { privacy: false });
    expect(plain).toMatchObject({
      source: 'agenda',
      meeting: { at: '2026-12-02T13:30:00.000Z', status: 'agendada' },
    });
    expect(JSON.stringify(plain)).not.toMatch(/calendly\.com/);
  });

  it('filters ?meeting=booked and refuses any other value', () => {
    expect(leadListQuery.parse({ meeting: 'booked' }).meeting).toBe('booked');
    const refused = leadListQuery.safeParse({ meeting: 'si' });
    expect(refused.error?.issues[0]?.message).toBe(leadDeskMessages.unknownMeeting);
  });
});

describe('maskContactDetails', () => {
  const odooError =
    'Odoo rechazó el lead: El correo "camila.rojas+demo@empresa.cl" no es válido; teléfono ' +
    '+56 9 1234 5678 o (02) 2345-6789 o 912345678. crm.lead(1234,) en la etapa 3';

  it('masks addresses and phone numbers, keeping the rest of the text', () => {
    expect(maskContactDetails(odooError)).toBe(
      'Odoo rechazó el lead: El correo "[email oculto]" no es válido; teléfono ' +
        '[teléfono oculto] o [teléfono oculto] o [teléfono oculto]. crm.lead(1234,) en la etapa 3',
    );
    expect(maskContactDetails('Odoo respondió 401')).toBe('Odoo respondió 401');
  });

  it("masks Odoo's error text for plain staff, not for privacy staff", () => {
    const failing: Lead = {
      ...lead,
      destinations: { odoo: { status: 'failed', attempts: 1, lastError: odooError } },
    };
    const plain = JSON.stringify(deskLead(failing, { privacy: false }));
    for (const value of ['camila.rojas+demo@empresa.cl', '1234 5678', '2345-6789', '912345678'])
      expect(plain).not.toContain(value);
    expect(plain).toContain('[email oculto]');
    const full = deskLead(failing, { privacy: true });
    expect(JSON.stringify(full)).toContain('camila.rojas+demo@empresa.cl');
  });
});
