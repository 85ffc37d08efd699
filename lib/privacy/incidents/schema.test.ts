import { describe, expect, it } from 'vitest';
import {
  incidentChangeSchema,
  incidentMessages,
  incidentRuleErrors,
  newIncidentSchema,
  type IncidentState,
} from './schema';

const valid = {
  title: 'Correo con datos de clientes enviado a un destinatario equivocado',
  detectedAt: '2026-11-28T09:30:00-03:00',
  description: 'Un listado de 40 contactos se envió a un proveedor por error.',
  dataCategories: ['contacto', 'identificación'],
  peopleAffected: 40,
  risk: 'medio',
};

const fieldsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  (result.error?.issues ?? []).map((issue) => issue.path.join('.'));

describe('newIncidentSchema', () => {
  it('takes an incident with its defaults: open, not sensitive', () => {
    const parsed = newIncidentSchema.parse(valid);
    expect(parsed).toMatchObject({ status: 'abierto', sensitive: false, peopleAffected: 40 });
    // Categories come back once each, in the register's order.
    expect(
      newIncidentSchema.parse({ ...valid, dataCategories: ['sensible', 'contacto', 'contacto'] })
        .dataCategories,
    ).toEqual(['contacto', 'sensible']);
  });

  it('names the field of each mistake', () => {
    expect(fieldsOf(newIncidentSchema.safeParse({ ...valid, dataCategories: ['salud'] }))).toEqual([
      'dataCategories.0',
    ]);
    expect(fieldsOf(newIncidentSchema.safeParse({ ...valid, dataCategories: [] }))).toEqual([
      'dataCategories',
    ]);
    expect(fieldsOf(newIncidentSchema.safeParse({ ...valid, risk: 'crítico' }))).toEqual(['risk']);
    expect(fieldsOf(newIncidentSchema.safeParse({ ...valid, peopleAffected: 2.5 }))).toEqual([
      'peopleAffected',
    ]);
    expect(fieldsOf(newIncidentSchema.safeParse({ ...valid, peopleAffected: -1 }))).toEqual([
      'peopleAffected',
    ]);
    expect(
      fieldsOf(newIncidentSchema.safeParse({ ...valid, detectedAt: '2026-11-28 09:30' })),
    ).toEqual(['detectedAt']);
    expect(
      fieldsOf(newIncidentSchema.safeParse({ ...valid, detectedAt: '2999-01-01T00:00:00Z' })),
    ).toEqual(['detectedAt']);
    expect(fieldsOf(newIncidentSchema.safeParse({ ...valid, title: '  ' }))).toEqual(['title']);
  });

  it('refuses what the server sets: ids, the trail, the creation', () => {
    expect(newIncidentSchema.safeParse({ ...valid, id: 'x' }).success).toBe(false);
    expect(newIncidentSchema.safeParse({ ...valid, decisions: [] }).success).toBe(false);
    expect(newIncidentSchema.safeParse({ ...valid, createdBy: 'a@b.cl' }).success).toBe(false);
  });
});

describe('incidentChangeSchema', () => {
  it('needs a decision for every change, even a decision alone', () => {
    expect(fieldsOf(incidentChangeSchema.safeParse({ risk: 'alto' }))).toEqual(['decision']);
    expect(fieldsOf(incidentChangeSchema.safeParse({ risk: 'alto', decision: ' ' }))).toEqual([
      'decision',
    ]);
    expect(
      incidentChangeSchema.parse({ decision: 'Se pidió al proveedor borrar el correo' }),
    ).toEqual({
      decision: 'Se pidió al proveedor borrar el correo',
    });
    expect(
      incidentChangeSchema.parse({ peopleAffected: null, decision: 'Aún no se sabe' }),
    ).toEqual({
      peopleAffected: null,
      decision: 'Aún no se sabe',
    });
  });
});

describe('incidentRuleErrors', () => {
  const state: IncidentState = {
    detectedAt: '2026-11-28T12:30:00Z',
    dataCategories: ['contacto'],
    sensitive: false,
    risk: 'alto',
    status: 'abierto',
  };

  it('needs the Agency date once notified, and the people date too when sensitive', () => {
    expect(incidentRuleErrors({ ...state, status: 'notificado' })).toEqual({
      agencyNotifiedAt: incidentMessages.agencyRequired,
    });
    expect(
      incidentRuleErrors({
        ...state,
        status: 'notificado',
        agencyNotifiedAt: '2026-11-29T10:00:00Z',
      }),
    ).toEqual({});
    expect(
      incidentRuleErrors({
        ...state,
        sensitive: true,
        status: 'notificado',
        agencyNotifiedAt: '2026-11-29T10:00:00Z',
      }),
    ).toEqual({ peopleNotifiedAt: incidentMessages.peopleRequired });
    expect(incidentRuleErrors({ ...state, sensitive: true })).toEqual({});
  });

  it('refuses a notification dated before the detection', () => {
    expect(incidentRuleErrors({ ...state, agencyNotifiedAt: '2026-11-28T12:00:00Z' })).toEqual({
      agencyNotifiedAt: incidentMessages.beforeDetection,
    });
  });
});
