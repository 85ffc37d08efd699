import { expect, test } from '../fixtures';
import { startSession, type TestAccount } from '../auth/accounts';
import { e2eStack } from '../stack';
import { clearAgency, createMember, origin } from './members-data';

const bearer = { authorization: `Bearer ${e2eStack.onDutyToken}` };

let staff: TestAccount;

test.beforeEach(async ({ request }) => {
  await clearAgency();
  staff = await startSession(request);
});

test('other tools need the token or a staff session (401, never cached)', async ({
  playwright,
}) => {
  const anonymous = await playwright.request.newContext({
    baseURL: test.info().project.use.baseURL,
  });
  const attempts: Record<string, string>[] = [
    {},
    { authorization: `Bearer ${e2eStack.onDutyToken}x` },
    { authorization: `Bearer ${e2eStack.onDutyToken.slice(0, -1)}` },
    { authorization: e2eStack.onDutyToken },
    { authorization: 'Bearer ' },
  ];
  for (const headers of attempts) {
    const response = await anonymous.get('/api/on-duty', { headers });
    expect(response.status()).toBe(401);
    expect(response.headers()['cache-control']).toBe('no-store');
    expect((await response.json()).error).toBe('No has iniciado sesión');
  }
  const allowed = await anonymous.get('/api/on-duty', { headers: bearer });
  expect(allowed.status()).toBe(200);
  await anonymous.dispose();
});

test('answers who is on duty in each group, since when and who assigned it', async ({
  request,
  playwright,
}) => {
  const tool = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const nobody = await tool.get('/api/on-duty?group=agencia', { headers: bearer });
  expect(nobody.status()).toBe(200);
  expect(await nobody.json()).toBeNull();

  const member = await createMember(request, 'agencia', { telefono: '+56 9 8765 4321' });
  const before = Date.now();
  const assigned = await request.post(`/api/members/agencia/${member.id}/assign`, {
    headers: origin,
  });
  expect(assigned.status()).toBe(200);

  const response = await tool.get('/api/on-duty', { headers: bearer });
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('no-store');
  const body = (await response.json()) as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['agencia', 'equipo']);
  const duty = body.agencia as Record<string, string>;
  expect(duty).toEqual({
    id: member.id,
    nombre: member.nombre,
    email: member.email,
    telefono: '+56 9 8765 4321',
    since: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    assignedBy: staff.email,
    // No rotation and nobody else: nobody is next.
    next: null,
  });
  expect(Date.parse(duty.since ?? '')).toBeGreaterThanOrEqual(before - 5_000);

  // One group alone, for a bearer and for a staff session alike.
  const one = await tool.get('/api/on-duty?group=agencia', { headers: bearer });
  expect(await one.json()).toEqual(duty);
  const asStaff = await request.get('/api/on-duty?group=agencia');
  expect(asStaff.status()).toBe(200);
  expect(await asStaff.json()).toEqual(duty);
  await tool.dispose();
});

test('an unknown group is 404 in Spanish', async ({ request }) => {
  const response = await request.get('/api/on-duty?group=clientes', { headers: bearer });
  expect(response.status()).toBe(404);
  expect(response.headers()['cache-control']).toBe('no-store');
  expect(await response.json()).toEqual({ error: 'Grupo no encontrado' });
});
