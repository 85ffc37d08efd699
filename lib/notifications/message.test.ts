import { describe, expect, it } from 'vitest';
import { handoffPayload, handoffText, type Handoff } from './message';

const handoff: Handoff = {
  group: 'equipo',
  holder: { id: 'h1', nombre: 'Ana Pérez', email: 'ana@andina.cl', telefono: '+56 9 1111 2222' },
  previous: { id: 'p1', nombre: 'Juan Soto', email: 'juan@andina.cl', telefono: '' },
  assignedBy: 'jefa@andina.cl',
  // 16:05 in Santiago (UTC-3 in summer time).
  at: new Date('2026-11-24T19:05:00Z'),
};

describe('handoffText', () => {
  it('names the group, the holder with phone, the previous holder, who and when (Chile)', () => {
    const text = handoffText(handoff);
    expect(text).toContain(
      'Cambio de turno de soporte (Equipo): ahora atiende Ana Pérez (+56 9 1111 2222).',
    );
    expect(text).toContain('Turno anterior: Juan Soto.');
    expect(text).toContain('Asignado por jefa@andina.cl el 24 de noviembre de 2026');
    expect(text).toMatch(/ a las 16:05 \(hora de Chile\)\.$/);
  });

  it('says when nobody held the shift, and names an unnamed holder by email', () => {
    const text = handoffText({
      ...handoff,
      group: 'agencia',
      holder: { ...handoff.holder, nombre: '', telefono: '' },
      previous: null,
    });
    expect(text).toContain('(Agencia): ahora atiende ana@andina.cl.');
    expect(text).toContain('Nadie tenía el turno.');
  });
});

describe('handoffPayload', () => {
  it('carries the text and the structured fields, the time in ISO 8601', () => {
    expect(handoffPayload(handoff)).toEqual({
      text: handoffText(handoff),
      group: 'equipo',
      holder: handoff.holder,
      previous: handoff.previous,
      assignedBy: 'jefa@andina.cl',
      at: '2026-11-24T19:05:00.000Z',
    });
  });
});
