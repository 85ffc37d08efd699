import { Temporal } from 'temporal-polyfill';
import { scheduleCollections } from '../../lib/schedule/client';
import { startSession, testDb } from '../auth/accounts';
import { expect, test } from '../fixtures';
import { clearAgency, clearAgencyHistory, createMember, origin } from './members-data';

/** The agency's pay rates and published months (only these tests write them). */
async function clearAgencyPay() {
  const [rates, published] = await Promise.all([
    testDb.collection(scheduleCollections.payRates).where('group', '==', 'agencia').get(),
    testDb.collection(scheduleCollections.publishedPay).where('group', '==', 'agencia').get(),
  ]);
  await Promise.all([...rates.docs, ...published.docs].map((doc) => doc.ref.delete()));
}

/** A handoff in the agency's history at a past instant (staff cannot date one in the past). */
const assignAt = (member: { id: string; nombre: string }, at: string) =>
  testDb.collection(scheduleCollections.history).add({
    group: 'agencia',
    memberId: member.id,
    nombre: member.nombre,
    assignedBy: 'e2e@andina.test',
    source: 'manual',
    at: new Date(at),
  });

const rates = { habiles: 1001, noche: 1500, finDeSemana: 2000, feriado: 3000 };

test.beforeEach(async ({ request }) => {
  await Promise.all([clearAgency(), clearAgencyHistory(), clearAgencyPay()]);
  await startSession(request);
});

test('pay and fair hours are staff only, and changes from another site are refused', async ({
  request,
  playwright,
}) => {
  const anonymous = await playwright.request.newContext({
    baseURL: test.info().project.use.baseURL,
  });
  const calls = [
    anonymous.get('/api/schedule/agencia/fairness'),
    anonymous.put('/api/schedule/agencia/pay-rates', {
      headers: origin,
      data: { effectiveFrom: '2020-01', clpPerHour: rates },
    }),
    anonymous.get('/api/reports/pay?group=agencia&month=2020-01'),
    anonymous.post('/api/reports/pay/publish', {
      headers: origin,
      data: { group: 'agencia', month: '2020-01' },
    }),
  ];
  for (const response of await Promise.all(calls)) expect(response.status()).toBe(401);
  await anonymous.dispose();
  const foreign = await request.put('/api/schedule/agencia/pay-rates', {
    headers: { origin: 'https://evil.example' },
    data: { effectiveFrom: '2020-01', clpPerHour: rates },
  });
  expect(foreign.status()).toBe(403);
  expect((await request.get('/api/schedule/clientes/fairness')).status()).toBe(404);
});

test('pay rates, the pay CSV, publishing once, and the frozen month', async ({ request }) => {
  const [ana, beto] = [
    await createMember(request, 'agencia'),
    await createMember(request, 'agencia'),
  ];
  // Monday 6 January 2020: Ana 09:00–10:30 (1.5 business hours), then Beto.
  await assignAt(ana, '2020-01-06T09:00:00-03:00');
  await assignAt(beto, '2020-01-06T10:30:00-03:00');

  const refused = await request.put('/api/schedule/agencia/pay-rates', {
    headers: origin,
    data: { effectiveFrom: '2020-1', clpPerHour: { ...rates, noche: -1 } },
  });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).fields).toEqual({
    effectiveFrom: 'Indica desde qué mes rige la tarifa (effectiveFrom) como AAAA-MM',
    'clpPerHour.noche':
      'La tarifa noche (clpPerHour.noche) debe ser un número entero de pesos, 0 o más',
  });
  const none = await request.get('/api/reports/pay?group=agencia&month=2020-01');
  expect(none.status()).toBe(404);
  expect(await none.json()).toEqual({ error: 'No hay tarifas de turno vigentes para ese mes' });

  const saved = await request.put('/api/schedule/agencia/pay-rates', {
    headers: origin,
    data: { effectiveFrom: '2020-01', clpPerHour: rates },
  });
  expect(saved.status()).toBe(200);
  const { rates: stored } = await saved.json();
  expect(stored).toMatchObject({ group: 'agencia', effectiveFrom: '2020-01', clpPerHour: rates });
  expect(stored.changes).toEqual([
    { clpPerHour: rates, by: expect.stringContaining('@'), at: stored.updatedAt },
  ]);

  const pay = await request.get('/api/reports/pay?group=agencia&month=2020-01');
  expect(pay.status()).toBe(200);
  expect(pay.headers()['content-type']).toBe('text/csv; charset=utf-8');
  const bytes = await pay.body();
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').split('\r\n');
  expect(lines[0]).toBe(
    'miembro;email;horas_habiles;horas_noche;horas_fin_de_semana;horas_feriado;monto_clp',
  );
  // 1.5 hours at 1,001 pesos: 1,501.5, rounded half up.
  expect(lines).toContain(`${ana.nombre};${ana.email};1,5;0,0;0,0;0,0;1502`);

  const month = Temporal.Now.plainDateISO('America/Santiago').toPlainYearMonth().toString();
  const early = await request.post('/api/reports/pay/publish', {
    headers: origin,
    data: { group: 'agencia', month },
  });
  expect(early.status()).toBe(400);
  expect((await early.json()).error).toBe('El mes aún no termina: se publica una vez terminado');

  // Two publications at once: one 201, one 409.
  const publish = () =>
    request.post('/api/reports/pay/publish', {
      headers: origin,
      data: { group: 'agencia', month: '2020-01' },
    });
  const statuses = (await Promise.all([publish(), publish()])).map((r) => r.status());
  expect(statuses.sort()).toEqual([201, 409]);

  // Later changes to the rates and the history leave the published month as it was.
  await request.put('/api/schedule/agencia/pay-rates', {
    headers: origin,
    data: { effectiveFrom: '2020-01', clpPerHour: { ...rates, habiles: 1 } },
  });
  await assignAt(beto, '2020-01-06T09:30:00-03:00');
  const frozen = await request.get('/api/reports/pay?group=agencia&month=2020-01');
  expect((await frozen.body()).equals(bytes)).toBe(true);
});

test('fair hours list every member of the group over the last 90 days', async ({ request }) => {
  const [ana, beto] = [
    await createMember(request, 'agencia'),
    await createMember(request, 'agencia'),
  ];
  // Ana has held for eight days: a weekend and nights at least.
  await assignAt(ana, new Date(Date.now() - 8 * 86_400_000).toISOString());
  const response = await request.get('/api/schedule/agencia/fairness');
  expect(response.status()).toBe(200);
  const { since, members } = await response.json();
  expect(Date.now() - Date.parse(since)).toBeGreaterThanOrEqual(90 * 86_400_000);
  // Beto held nothing: first, the one to suggest.
  expect(members.map((member: { memberId: string }) => member.memberId)).toEqual([beto.id, ana.id]);
  expect(members[0]).toEqual({
    memberId: beto.id,
    nombre: beto.nombre,
    hours: 0,
    offHours: 0,
    holidayHours: 0,
    coversGiven: 0,
    coversReceived: 0,
  });
  expect(members[1].hours).toBeCloseTo(8 * 24, 0);
  expect(members[1].offHours).toBeGreaterThan(24);
});
