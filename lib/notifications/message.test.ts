import { describe, expect, it } from 'vitest';
import {
  handoffPayload,
  handoffText,
  scheduleNoticeText,
  skipAlertText,
  type Handoff,
} from './message';

const handoff: Handoff = {
  group: 'equipo',
  holder: { id: 'h1', nombre: 'Ana Pérez', email: 'ana@andina.cl', telefono: '+56 9 1111 2222' },
  previous: { id: 'p1', nombre: 'Juan Soto', email: 'juan@andina.cl', telefono: '' },
  assignedBy: 'jefa@andina.cl',
  // 16:05 in Santiago (UTC-3 in summer time).
  at: new Date('2026-11-24T19:05:00Z'),
};
const board = 'https://andina.test/soporte';

describe('handoffText', () => {
  it('names the group, the holder with phone, the previous holder, who and when (Chile)', () => {
    const text = handoffText(handoff, 'slack', board);
    expect(text).toContain(
      'Cambio de turno de soporte (Equipo): ahora atiende Ana Pérez (+56 9 1111 2222).',
    );
    expect(text).toContain('Turno anterior: Juan Soto.');
    expect(text).toContain('Asignado por jefa@andina.cl el 24 de noviembre de 2026');
    expect(text).toContain(' a las 16:05 (hora de Chile).');
  });

  it('asks the new holder to confirm it on the board', () => {
    expect(handoffText(handoff, 'slack', board)).toMatch(
      /\(hora de Chile\)\. Ana Pérez, confirma el turno en https:\/\/andina\.test\/soporte$/,
    );
  });

  it('says when nobody held the shift, and names an unnamed holder by email', () => {
    const text = handoffText(
      {
        ...handoff,
        group: 'agencia',
        holder: { ...handoff.holder, nombre: '', telefono: '' },
        previous: null,
      },
      'other',
      board,
    );
    expect(text).toContain('(Agencia): ahora atiende ana@andina.cl.');
    expect(text).toContain('Nadie tenía el turno.');
  });
});

describe('handoffPayload', () => {
  it('carries the text and the structured fields, the time in ISO 8601', () => {
    expect(handoffPayload(handoff, 'slack', board)).toEqual({
      text: handoffText(handoff, 'slack', board),
      link: board,
      group: 'equipo',
      holder: handoff.holder,
      previous: handoff.previous,
      assignedBy: 'jefa@andina.cl',
      at: '2026-11-24T19:05:00.000Z',
    });
  });
});

/** Members whose names would be markup in a chat, and a phone with a link in it. */
const hostile: Handoff = {
  ...handoff,
  holder: { ...handoff.holder, nombre: '<!channel>', telefono: '<https://x.example|+56 9 1>' },
  previous: { ...handoff.previous!, nombre: '[Pincha aquí](https://x.example) & <users/all>' },
};

describe('handoffText: a name or phone is plain text in every chat', () => {
  it('Slack: &, < and > become the entities Slack decodes (its documented escaping)', () => {
    const text = handoffText(hostile, 'slack', board);
    expect(text).toContain('ahora atiende &lt;!channel&gt; (&lt;https://x.example|+56 9 1&gt;).');
    expect(text).toContain(
      'Turno anterior: [Pincha aquí](https://x.example) &amp; &lt;users/all&gt;.',
    );
    expect(text).not.toMatch(/[<>]/);
  });

  it('Google Chat: no < or > left to open a mention (<users/all>) or a link (<url|text>)', () => {
    const text = handoffText(hostile, 'google-chat', board);
    expect(text).toContain('ahora atiende ‹!channel› (‹https://x.example|+56 9 1›).');
    expect(text).not.toMatch(/[<>]/);
  });

  it('Teams: no Markdown link ([text](url)) nor autolink (<url>)', () => {
    const text = handoffText(hostile, 'teams', board);
    expect(text).not.toMatch(/[<>[\]]/);
    expect(text).toContain('Turno anterior: ［Pincha aquí］(https://x.example) & ‹users/all›.');
  });

  it('any other chat: none of those, and no @channel, @here or @everyone', () => {
    expect(handoffText(hostile, 'other', board)).not.toMatch(/[<>[\]]/);
  });

  it('escapes the text only: the structured fields stay as stored', () => {
    const payload = handoffPayload(hostile, 'slack', board);
    expect(payload.holder.nombre).toBe('<!channel>');
    expect(payload.text).toContain('&lt;!channel&gt;');
  });
});

describe('skipAlertText', () => {
  const alert = {
    group: 'equipo' as const,
    skipped: { id: 'b1', nombre: '' },
    holder: handoff.holder,
    at: handoff.at,
  };

  it('says who was skipped, since when, who holds now and what to do', () => {
    expect(skipAlertText(alert, 'slack')).toMatch(
      /^Turno de soporte \(Equipo\): al miembro b1 le tocaba el turno desde el 24 de noviembre de 2026 .*16:05 \(hora de Chile\), pero ya no está en el grupo\. Se saltó: atiende Ana Pérez\. Quítalo de la rotación o de la cobertura\.$/,
    );
  });

  it('names a coverage’s member, made plain text, and says when nobody could take it', () => {
    const text = skipAlertText(
      { ...alert, skipped: { id: 'c1', nombre: '<!channel>' }, holder: null },
      'slack',
    );
    expect(text).toContain('a &lt;!channel&gt; le tocaba');
    expect(text).toContain('Se saltó y nadie más de la rotación puede tomarlo.');
  });
});

describe('scheduleNoticeText', () => {
  const link = 'https://andina.cl/soporte';
  const range = { from: new Date('2026-12-01T12:00:00Z'), to: new Date('2026-12-02T12:00:00Z') };
  const base = { group: 'equipo' as const, at: new Date('2026-11-28T12:00:00Z') };

  it('asks the group to cover, with the range in Chile, the reason and the board', () => {
    const text = scheduleNoticeText(
      {
        ...base,
        ...range,
        event: 'cover.requested',
        requestId: 'r1',
        requester: handoff.holder,
        reason: '<!channel> médico',
      },
      'slack',
      link,
    );
    expect(text).toContain('Pedido de cobertura (Equipo): Ana Pérez necesita que alguien cubra');
    expect(text).toContain('del 1 de diciembre de 2026');
    expect(text).toContain('Motivo: &lt;!channel&gt; médico.');
    expect(text).toMatch(/Para cubrirlo: https:\/\/andina\.cl\/soporte$/);
  });

  it('leaves out a reason not given', () => {
    const text = scheduleNoticeText(
      {
        ...base,
        ...range,
        event: 'cover.requested',
        requestId: 'r1',
        requester: handoff.holder,
        reason: '',
      },
      'slack',
      link,
    );
    expect(text).not.toContain('Motivo');
  });

  it('tells a cancelled request, who cancelled it made plain text', () => {
    const text = scheduleNoticeText(
      {
        ...base,
        ...range,
        event: 'cover.cancelled',
        requester: handoff.holder,
        cancelledBy: 'slack:U1 <!channel>',
      },
      'slack',
      link,
    );
    expect(text).toContain(
      'Pedido de cobertura cancelado (Equipo): ya no se busca quien cubra a Ana Pérez del 1 de diciembre de 2026',
    );
    expect(text).toMatch(/Lo canceló slack:U1 &lt;!channel&gt;\.$/);
  });

  it('names the fallback member to call when a handoff is not confirmed', () => {
    const notice = {
      ...base,
      event: 'handoff.unconfirmed' as const,
      holder: handoff.holder,
      previous: handoff.previous,
      since: new Date('2026-11-28T12:00:00Z'),
    };
    const named = scheduleNoticeText(
      { ...notice, fallback: { id: 'f', nombre: 'Rosa', email: '', telefono: '+56 2' } },
      'slack',
      link,
    );
    expect(named).toContain('Ana Pérez (+56 9 1111 2222) no ha confirmado');
    expect(named).toContain('de Juan Soto.');
    expect(named).toContain('Llama a Rosa (+56 2), el miembro de respaldo.');
    expect(scheduleNoticeText({ ...notice, fallback: null }, 'slack', link)).toContain(
      'La rotación no tiene miembro de respaldo.',
    );
  });

  it('tells who covers whom, an expiry and a reminder', () => {
    const requester = handoff.previous!;
    expect(
      scheduleNoticeText(
        { ...base, ...range, event: 'cover.accepted', requester, acceptor: handoff.holder },
        'slack',
        link,
      ),
    ).toContain('Cobertura aceptada (Equipo): Ana Pérez (+56 9 1111 2222) cubre a Juan Soto del');
    expect(
      scheduleNoticeText({ ...base, ...range, event: 'cover.expired', requester }, 'slack', link),
    ).toContain('nadie aceptó cubrir a Juan Soto');
    expect(
      scheduleNoticeText(
        { ...base, ...range, event: 'shift.reminder', member: handoff.holder },
        'slack',
        link,
      ),
    ).toContain('Recordatorio de turno (Equipo): Ana Pérez (+56 9 1111 2222) tiene el turno');
  });
});
