import ICAL from 'ical.js';
import { Temporal } from 'temporal-polyfill';
import { expect, test } from '../fixtures';
import { startSession, testAuth } from '../auth/accounts';
import { e2eStack } from '../stack';
import { clearAgency, clearAgencyHistory, createMember, onDuty, origin } from './members-data';

const tick = { authorization: `Bearer ${e2eStack.scheduleTickToken}` };
const MINUTE = 60_000;

/** A daily agency rotation whose latest handoff was five minutes ago (shift 1 of it). */
function rotationDueNow(memberIds: string[]) {
  const handoff = Math.floor((Date.now() - 5 * MINUTE) / MINUTE) * MINUTE;
  const local =
    Temporal.Instant.fromEpochMilliseconds(handoff).toZonedDateTimeISO('America/Santiago');
  return {
    handoff,
    body: {
      memberIds,
      length: { unit: 'days', count: 1 },
      handoffTime: local.toPlainTime().toString().slice(0, 5),
      startsOn: local.toPlainDate().subtract({ days: 1 }).toString(),
    },
  };
}

test.beforeEach(async ({ request }) => {
  await Promise.all([clearAgency(), clearAgencyHistory()]);
  await startSession(request);
});

test('staff only: 401 without a session, 403 from another site, 404 for an unknown group', async ({
  request,
  playwright,
}) => {
  const anonymous = await playwright.request.newContext({
    baseURL: test.info().project.use.baseURL,
  });
  expect((await anonymous.get('/api/schedule/agencia')).status()).toBe(401);
  expect((await anonymous.post('/api/calendar/agencia/token', { headers: origin })).status()).toBe(
    401,
  );
  expect((await anonymous.get('/api/reports/hours?group=agencia&month=2026-11')).status()).toBe(
    401,
  );
  await anonymous.dispose();
  const foreign = await request.delete('/api/schedule/agencia/rotation', {
    headers: { origin: 'https://evil.example' },
  });
  expect(foreign.status()).toBe(403);
  expect(await foreign.json()).toEqual({ error: 'Origen no permitido' });
  const unknown = await request.get('/api/schedule/clientes');
  expect(unknown.status()).toBe(404);
  expect(await unknown.json()).toEqual({ error: 'Grupo no encontrado' });
});

test('a rotation and coverages are validated in Spanish, then hand the shift over on the tick', async ({
  request,
}) => {
  const [ana, beto] = [
    await createMember(request, 'agencia'),
    await createMember(request, 'agencia'),
  ];
  const stranger = await createMember(request, 'equipo');
  const { body, handoff } = rotationDueNow([ana.id, beto.id]);

  const refusals: [Record<string, unknown>, string][] = [
    [{ ...body, memberIds: [] }, 'Agrega al menos un miembro a la rotación'],
    [
      { ...body, memberIds: [ana.id, stranger.id] },
      'Algún miembro de la rotación no pertenece a este grupo',
    ],
    [{ ...body, handoffTime: '25:00' }, 'Indica la hora de traspaso como HH:MM (00:00 a 23:59)'],
    [
      { ...body, timeZone: 'Marte/Olympus' },
      'Zona horaria no válida (por ejemplo, America/Santiago)',
    ],
    // An id no document can have is nobody in the group (it once reached Firestore: a 503).
    [
      { ...body, memberIds: [ana.id, 'a/b'] },
      'Algún miembro de la rotación no pertenece a este grupo',
    ],
  ];
  for (const [data, message] of refusals) {
    const response = await request.put('/api/schedule/agencia/rotation', { headers: origin, data });
    expect(response.status()).toBe(400);
    expect(Object.values((await response.json()).fields)).toContain(message);
  }
  expect((await (await request.get('/api/schedule/agencia')).json()).rotation).toBeNull();

  const saved = await request.put('/api/schedule/agencia/rotation', {
    headers: origin,
    data: body,
  });
  expect(saved.status()).toBe(200);
  expect((await saved.json()).rotation).toMatchObject({
    ...body,
    group: 'agencia',
    timeZone: 'America/Santiago',
  });

  // A member of the rotation cannot be deleted until taken out of it.
  const kept = await request.delete(`/api/members/agencia/${ana.id}`, { headers: origin });
  expect(kept.status()).toBe(409);
  expect(await kept.json()).toEqual({
    error: `${ana.nombre} está en la rotación o tiene una cobertura pendiente: quítalo de ahí primero`,
  });

  // Shift 1 (Beto's) is due: the tick hands it over once (the stack's own ticker may be first).
  const first = await request.post('/api/schedule/tick', { headers: tick });
  expect(first.status()).toBe(200);
  expect([[], [{ group: 'agencia', memberId: beto.id, source: 'rotación' }]]).toContainEqual(
    (await first.json()).handoffs,
  );
  const second = await request.post('/api/schedule/tick', { headers: tick });
  expect(await second.json()).toEqual({ handoffs: [] });
  expect(await onDuty('agencia')).toEqual([beto.id]);
  const history = (await (await request.get('/api/members/agencia/history?limit=5')).json())
    .entries;
  expect(history).toHaveLength(1);
  expect(history[0]).toMatchObject({
    memberId: beto.id,
    assignedBy: 'rotación',
    at: new Date(handoff).toISOString(),
  });

  const day = 24 * 60 * MINUTE;
  const at = (offset: number) => new Date(Date.now() + offset).toISOString();
  const schedule = await (await request.get('/api/schedule/agencia')).json();
  expect(schedule.shifts[0]).toMatchObject({
    memberId: beto.id,
    source: 'rotación',
    end: new Date(handoff + day).toISOString(),
  });
  expect(schedule.shifts[1]).toMatchObject({
    memberId: ana.id,
    start: new Date(handoff + day).toISOString(),
  });
  expect((await request.get('/api/schedule/agencia?to=2099-01-01T00:00:00Z')).status()).toBe(400);
  const tooFar = await request.get(
    `/api/schedule/agencia?from=${at(300 * day)}&to=${at(367 * day)}`,
  );
  expect(tooFar.status()).toBe(400);
  expect((await tooFar.json()).error).toBe('El rango llega como máximo a 366 días desde ahora');

  // Coverages: Spanish refusals, then one that moves the next shift.
  const coverageRefusals: [Record<string, unknown>, string][] = [
    [
      { memberId: ana.id, from: at(2 * day), to: at(day) },
      'La cobertura debe terminar después de comenzar',
    ],
    [
      { memberId: ana.id, from: at(day), to: at(33 * day) },
      'Una cobertura dura como máximo 31 días',
    ],
    [
      { memberId: ana.id, from: at(-2 * day), to: at(-day) },
      'La cobertura ya terminó: elige un término futuro',
    ],
    [
      { memberId: stranger.id, from: at(day), to: at(2 * day) },
      'Ese miembro no pertenece a este grupo',
    ],
  ];
  for (const [data, message] of coverageRefusals) {
    const response = await request.post('/api/schedule/agencia/coverages', {
      headers: origin,
      data,
    });
    expect(response.status()).toBe(400);
    expect((await response.json()).error).toBe(message);
  }
  const added = await request.post('/api/schedule/agencia/coverages', {
    headers: origin,
    data: {
      memberId: beto.id,
      from: new Date(handoff + day).toISOString(),
      to: new Date(handoff + 2 * day).toISOString(),
      reason: 'Cambio',
    },
  });
  expect(added.status()).toBe(201);
  const { coverage } = await added.json();
  const duty = await (await request.get('/api/on-duty?group=agencia')).json();
  // Beto covers Ana's day, then has his own: Ana is next three handoffs on.
  expect(duty).toMatchObject({
    id: beto.id,
    next: { id: ana.id, start: new Date(handoff + 3 * day).toISOString() },
  });
  const future = await (
    await request.get(
      `/api/on-duty?group=agencia&at=${encodeURIComponent(new Date(handoff + day + MINUTE).toISOString())}`,
    )
  ).json();
  expect(future).toMatchObject({ id: beto.id, assignedBy: 'cobertura' });
  expect((await request.get('/api/on-duty?at=mañana')).status()).toBe(400);
  // A year ahead at most: beyond, the walk to it is refused, not made.
  const distant = await request.get('/api/on-duty?at=9999-12-31T00:00:00Z');
  expect(distant.status()).toBe(400);
  expect(await distant.json()).toEqual({
    error: 'Indica un instante hasta 366 días desde ahora',
    fields: { at: 'Indica un instante hasta 366 días desde ahora' },
  });

  expect(
    (
      await request.delete(`/api/schedule/agencia/coverages/${coverage.id}`, { headers: origin })
    ).status(),
  ).toBe(204);
  expect(
    (
      await request.delete(`/api/schedule/agencia/coverages/${coverage.id}`, { headers: origin })
    ).status(),
  ).toBe(404);
  // A malformed id is the coverage's not-found too, not a member's.
  const malformed = await request.delete('/api/schedule/agencia/coverages/__nada__', {
    headers: origin,
  });
  expect(malformed.status()).toBe(404);
  expect(await malformed.json()).toEqual({ error: 'Cobertura no encontrada' });
  expect(
    (await request.delete('/api/schedule/agencia/rotation', { headers: origin })).status(),
  ).toBe(204);
});

test('the tick needs its bearer token', async ({ playwright }) => {
  const tool = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const attempts: Record<string, string>[] = [
    {},
    { authorization: `Bearer ${e2eStack.scheduleTickToken}x` },
  ];
  for (const headers of attempts) {
    const response = await tool.post('/api/schedule/tick', { headers });
    expect(response.status()).toBe(401);
  }
  await tool.dispose();
});

test('a calendar subscription, parsed by Mozilla’s iCalendar parser, and its replacement', async ({
  request,
  playwright,
}) => {
  const [ana, beto] = [
    await createMember(request, 'agencia', { nombre: 'Ana Feed' }),
    await createMember(request, 'agencia', { nombre: 'Beto Feed' }),
  ];
  const { body, handoff } = rotationDueNow([ana.id, beto.id]);
  await request.put('/api/schedule/agencia/rotation', { headers: origin, data: body });
  await request.post('/api/schedule/tick', { headers: tick });

  const { url } = await (
    await request.post('/api/calendar/agencia/token', { headers: origin })
  ).json();
  expect(url).toMatch(/\/api\/calendar\/agencia\.ics\?token=[\w-]{43}$/);
  const app = await playwright.request.newContext();
  const served = await app.get(url);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const text = await served.text();
  expect(text).toContain('\r\n');
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
  expect(events.length).toBeGreaterThanOrEqual(90);
  const host = new URL(e2eStack.baseURL).host;
  const compact = (ms: number) =>
    new Date(ms).toISOString().replace(/[-:]/g, '').replace('.000', '');
  expect(events[0]).toMatchObject({
    uid: `agencia-${compact(handoff)}@${host}`,
    summary: 'Turno de soporte (Agencia): Beto Feed',
  });
  expect(events[0]!.startDate.toJSDate().getTime()).toBe(handoff);
  expect(events[1]!.summary).toBe('Turno de soporte (Agencia): Ana Feed');

  const anas = new ICAL.Component(
    ICAL.parse(await (await app.get(`${url}&member=${ana.id}`)).text()),
  )
    .getAllSubcomponents('vevent')
    .map((vevent) => new ICAL.Event(vevent));
  expect(anas.length).toBeGreaterThanOrEqual(45);
  expect(anas.every((event) => event.summary === 'Turno de soporte (Agencia): Ana Feed')).toBe(
    true,
  );

  const replaced = await (
    await request.post('/api/calendar/agencia/token', { headers: origin })
  ).json();
  expect((await app.get(url)).status()).toBe(404);
  expect((await app.get(replaced.url)).status()).toBe(200);
  expect((await app.get(`${e2eStack.baseURL}/api/calendar/agencia.ics?token=nope`)).status()).toBe(
    404,
  );
  await app.dispose();
});

test("each staff user's own calendar link: renewing mine keeps yours; a disabled owner's stops", async ({
  request,
  playwright,
}) => {
  const baseURL = test.info().project.use.baseURL;
  const newLink = async (staff: typeof request) =>
    (
      (await (await staff.post('/api/calendar/agencia/token', { headers: origin })).json()) as {
        url: string;
      }
    ).url;
  const colleague = await playwright.request.newContext({ baseURL });
  const leaver = await playwright.request.newContext({ baseURL });
  const [, gone] = await Promise.all([startSession(colleague), startSession(leaver)]);
  const mine = await newLink(request);
  const yours = await newLink(colleague);
  const theirs = await newLink(leaver);
  expect(new Set([mine, yours, theirs]).size).toBe(3);
  const app = await playwright.request.newContext();
  const status = async (url: string) => (await app.get(url)).status();
  expect(await status(mine)).toBe(200);
  expect(await status(yours)).toBe(200);

  // Renewing mine stops only mine.
  const renewed = await newLink(request);
  expect(await status(mine)).toBe(404);
  expect(await status(renewed)).toBe(200);
  expect(await status(yours)).toBe(200);

  // An account disabled outside the product (the Firebase console) loses its link too.
  await testAuth.updateUser(gone.uid, { disabled: true });
  expect(await status(theirs)).toBe(404);
  expect(await status(yours)).toBe(200);
  await Promise.all([app.dispose(), colleague.dispose(), leaver.dispose()]);
});

test('the hours report: a CSV that Excel opens in columns, or JSON for the screen', async ({
  request,
}) => {
  const member = await createMember(request, 'agencia', { nombre: 'Horas; "Prueba"' });
  await request.post(`/api/members/agencia/${member.id}/assign`, { headers: origin });
  const month = Temporal.Now.plainDateISO('America/Santiago').toPlainYearMonth().toString();
  const response = await request.get(`/api/reports/hours?group=agencia&month=${month}`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/csv; charset=utf-8');
  const bytes = await response.body();
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').split('\r\n');
  expect(lines[0]).toBe(
    'miembro;email;horas_total;horas_habiles;horas_noche;horas_fin_de_semana;horas_feriado',
  );
  expect(lines[1]).toMatch(new RegExp(`^"Horas; ""Prueba""";${member.email}(;\\d+,\\d){5}$`));
  const json = await (
    await request.get(`/api/reports/hours?group=agencia&month=${month}&format=json`)
  ).json();
  expect(json.rows).toEqual([
    expect.objectContaining({ memberId: member.id, email: member.email }),
  ]);
  const bad = await request.get('/api/reports/hours?group=agencia&month=2026-13');
  expect(bad.status()).toBe(400);
  expect((await bad.json()).error).toBe('Indica el mes como AAAA-MM');
  expect((await request.get(`/api/reports/hours?group=clientes&month=${month}`)).status()).toBe(
    404,
  );
});
