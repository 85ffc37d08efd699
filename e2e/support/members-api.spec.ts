import { expect, test } from '../fixtures';
import { startSession, testDb, type TestAccount } from '../auth/accounts';
import { memberCollections } from '../../lib/members/client';
import { clearAgency, createMember, onDuty, origin, uniqueName } from './members-data';

let staff: TestAccount;

test.beforeEach(async ({ request }) => {
  staff = await startSession(request);
});

test.describe('members API: access and input', () => {
  test('every call needs a session (401)', async ({ playwright }) => {
    const anonymous = await playwright.request.newContext({
      baseURL: test.info().project.use.baseURL,
    });
    const calls = [
      anonymous.get('/api/members/equipo'),
      anonymous.post('/api/members/equipo', { headers: origin, data: {} }),
      anonymous.patch('/api/members/equipo/x', { headers: origin, data: {} }),
      anonymous.delete('/api/members/agencia/x', { headers: origin }),
      anonymous.post('/api/members/agencia/x/assign', { headers: origin }),
      anonymous.get('/api/members/equipo/history?limit=5'),
      anonymous.post('/api/members/equipo/normalize', { headers: origin }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.status()).toBe(401);
      expect((await response.json()).error).toBe('No has iniciado sesión');
    }
    await anonymous.dispose();
  });

  test('unknown groups and ids are 404 in Spanish', async ({ request }) => {
    expect((await request.get('/api/members/clientes')).status()).toBe(404);
    const unknown = await request.patch('/api/members/equipo/no-existe', {
      headers: origin,
      data: { nombre: 'Alguien' },
    });
    expect(unknown.status()).toBe(404);
    expect((await unknown.json()).error).toBe('Usuario no encontrado');
    const agency = await request.delete('/api/members/agencia/no-existe', { headers: origin });
    expect((await agency.json()).error).toBe('Usuario de agencia no encontrado');
    const weird = await request.post('/api/members/agencia/__x__/assign', { headers: origin });
    expect(weird.status()).toBe(404);
    expect(
      (await request.post('/api/members/agencia/normalize', { headers: origin })).status(),
    ).toBe(404);
  });

  test('a foreign Origin cannot change anything (403)', async ({ request }) => {
    const response = await request.post('/api/members/equipo', {
      headers: { origin: 'https://evil.example' },
      data: { nombre: 'Intruso', email: 'i@x.cl', telefono: '12345678' },
    });
    expect(response.status()).toBe(403);
  });

  test('bad input is a 4xx with the Spanish messages, never a 5xx', async ({ request }) => {
    const cases: [unknown, number, string][] = [
      [{ nombre: '', email: 'a@b.cl', telefono: '12345678' }, 400, 'El nombre es requerido'],
      [
        { nombre: 'A', email: 'a@b.cl', telefono: '12345678' },
        400,
        'El nombre debe tener al menos 2 caracteres',
      ],
      [{ nombre: 'Ana', email: '', telefono: '12345678' }, 400, 'El email es requerido'],
      [{ nombre: 'Ana', email: 'ana@', telefono: '12345678' }, 400, 'Ingresa un email válido'],
      [{ nombre: 'Ana', email: 'a@b.cl', telefono: '' }, 400, 'El teléfono es requerido'],
      [
        { nombre: 'Ana', email: 'a@b.cl', telefono: '1234' },
        400,
        'El teléfono debe tener al menos 8 caracteres',
      ],
      [
        { nombre: 'Ana', email: 'a@b.cl', telefono: '12345678', flagActivo: 1 },
        400,
        'Llave desconocida: "flagActivo"',
      ],
      [
        { nombre: 42, email: 'a@b.cl', telefono: '12345678' },
        400,
        'Entrada inválida: se esperaba texto, recibido número',
      ],
      [
        { nombre: 'x'.repeat(500), email: 'a@b.cl', telefono: '12345678' },
        400,
        'El nombre admite hasta 120 caracteres',
      ],
      [{ nombre: 'x'.repeat(20_000) }, 413, 'La solicitud es demasiado grande'],
      [[1, 2], 400, 'Entrada inválida: se esperaba objeto, recibido arreglo'],
    ];
    for (const [data, status, message] of cases) {
      const response = await request.post('/api/members/agencia', { headers: origin, data });
      expect(response.status(), JSON.stringify(data).slice(0, 60)).toBe(status);
      expect((await response.json()).error).toBe(message);
    }
    const notJson = await request.post('/api/members/agencia', {
      headers: { ...origin, 'content-type': 'application/json' },
      data: Buffer.from('{nombre'),
    });
    expect(notJson.status()).toBe(400);
    const badLimit = await request.get('/api/members/equipo/history?limit=abc');
    expect(badLimit.status()).toBe(400);
  });
});

test.describe('members API: the data service', () => {
  test('create starts available with group, dates; list is sorted by lower-cased name', async ({
    request,
  }) => {
    await clearAgency();
    const names = ['beatriz Soto', 'Álvaro Díaz', 'Carla Núñez', 'andrés Vidal'];
    for (const nombre of names) await createMember(request, 'agencia', { nombre });
    const created = await createMember(request, 'agencia', {
      nombre: '  Zoe Paz ',
      email: ' Zoe.Paz@Andina.CL ',
      telefono: ' 56911112222 ',
    });
    expect(created).toMatchObject({
      nombre: 'Zoe Paz',
      email: 'zoe.paz@andina.cl',
      telefono: '56911112222',
      flagActivo: 0,
      tipoUsuario: 'agencia',
    });

    const list = await (await request.get('/api/members/agencia')).json();
    expect(list.current).toBeNull();
    expect(list.members.map((member: { nombre: string }) => member.nombre)).toEqual([
      'Álvaro Díaz',
      'andrés Vidal',
      'beatriz Soto',
      'Carla Núñez',
      'Zoe Paz',
    ]);
    const member = list.members.at(-1);
    expect(new Date(member.fechaCreacion).toISOString()).toBe(member.fechaCreacion);
    expect(member.fechaActualizacion).toBe(member.fechaCreacion);
  });

  test('update trims, lower-cases, keeps blank fields and the duty flag, type and creation date', async ({
    request,
  }) => {
    const member = await createMember(request, 'equipo', { telefono: '+56 2 2222 3333' });
    await request.post(`/api/members/equipo/${member.id}/assign`, { headers: origin });
    const before = await (await request.get('/api/members/equipo')).json();
    const stored = before.members.find((m: { id: string }) => m.id === member.id);

    const response = await request.patch(`/api/members/equipo/${member.id}`, {
      headers: origin,
      data: { nombre: '  Nombre Nuevo  ', email: ' NUEVO@Andina.cl ', telefono: '' },
    });
    expect(response.status()).toBe(200);
    const updated = (await response.json()).member;
    expect(updated).toMatchObject({
      nombre: 'Nombre Nuevo',
      email: 'nuevo@andina.cl',
      telefono: '+56 2 2222 3333',
      flagActivo: 1,
      tipoUsuario: 'equipo',
      fechaCreacion: stored.fechaCreacion,
    });
    expect(updated.fechaActualizacion > stored.fechaActualizacion).toBe(true);

    const invalid = await request.patch(`/api/members/equipo/${member.id}`, {
      headers: origin,
      data: { telefono: 'llámame' },
    });
    expect((await invalid.json()).error).toBe('Ingrese un teléfono válido');
    const badEmail = await request.patch(`/api/members/equipo/${member.id}`, {
      headers: origin,
      data: { email: 'nuevo@' },
    });
    expect((await badEmail.json()).error).toBe('Ingrese un email válido');
  });

  test('assign: one on duty, the previous holder released, history appended; 409 twice', async ({
    request,
  }) => {
    const first = await createMember(request, 'agencia');
    const second = await createMember(request, 'agencia');
    expect(
      (await request.post(`/api/members/agencia/${first.id}/assign`, { headers: origin })).status(),
    ).toBe(200);
    const response = await request.post(`/api/members/agencia/${second.id}/assign`, {
      headers: origin,
    });
    expect(response.status()).toBe(200);
    expect((await response.json()).member).toMatchObject({ id: second.id, flagActivo: 1 });
    expect(await onDuty('agencia')).toEqual([second.id]);

    const again = await request.post(`/api/members/agencia/${second.id}/assign`, {
      headers: origin,
    });
    expect(again.status()).toBe(409);
    expect((await again.json()).error).toBe('Ese usuario de agencia ya está activo');

    const list = await (await request.get('/api/members/agencia')).json();
    expect(list.current.id).toBe(second.id);
    const history = await (await request.get('/api/members/agencia/history?limit=2')).json();
    expect(history.entries.map((entry: { memberId: string }) => entry.memberId)).toEqual([
      second.id,
      first.id,
    ]);
    expect(history.entries[0]).toMatchObject({ nombre: second.nombre, assignedBy: staff.email });
    expect(Date.parse(history.entries[0].at)).toBeGreaterThanOrEqual(
      Date.parse(history.entries[1].at),
    );
    expect(
      (await request.post('/api/members/agencia/nadie/assign', { headers: origin })).status(),
    ).toBe(404);
  });

  test('delete: 204, but never the member on duty (409)', async ({ request }) => {
    const member = await createMember(request, 'agencia');
    const holder = await createMember(request, 'agencia');
    await request.post(`/api/members/agencia/${holder.id}/assign`, { headers: origin });
    const refused = await request.delete(`/api/members/agencia/${holder.id}`, { headers: origin });
    expect(refused.status()).toBe(409);
    expect((await refused.json()).error).toBe('No se puede eliminar un usuario de agencia activo');
    expect(
      (await request.delete(`/api/members/agencia/${member.id}`, { headers: origin })).status(),
    ).toBe(204);
    expect(
      (await request.delete(`/api/members/agencia/${member.id}`, { headers: origin })).status(),
    ).toBe(404);
  });

  test('records entered by hand: normalise rewrites them and removes duplicates', async ({
    request,
  }) => {
    const team = testDb.collection(memberCollections.equipo);
    const tag = uniqueName('byhand').replace(' ', '-').toLowerCase();
    const old = new Date('2024-01-01T00:00:00Z');
    const newer = new Date('2025-06-01T00:00:00Z');
    await team.doc(`${tag}-a`).set({
      nombre: 'Legado Uno',
      email: `${tag}@andina.cl`,
      extra: 'x',
      flagActivo: 0,
      fechaActualizacion: old,
    });
    await team.doc(`${tag}-b`).set({
      nombre: 'Legado Uno bis',
      email: `${tag.toUpperCase()}@ANDINA.CL`,
      flagActivo: 0,
      fechaActualizacion: newer,
    });
    await team.doc(`${tag}-c`).set({
      nombre: '  Legado Dos ',
      email: ` Dos-${tag}@Andina.cl`,
      flagActivo: '1',
      extra: true,
    });

    const list = await (await request.get('/api/members/equipo')).json();
    expect(list.members.find((m: { id: string }) => m.id === `${tag}-c`).flagActivo).toBe(0);

    const response = await request.post('/api/members/equipo/normalize', { headers: origin });
    expect(response.status()).toBe(200);
    const result = await response.json();
    expect(result.errores).toBe(0);
    expect(result.actualizados).toBeGreaterThanOrEqual(3);

    // The most recently updated duplicate stays; the older one is gone.
    expect((await team.doc(`${tag}-a`).get()).exists).toBe(false);
    const kept = (await team.doc(`${tag}-b`).get()).data();
    expect(kept).toMatchObject({
      email: `${tag}@andina.cl`,
      tipoUsuario: 'equipo',
      flagActivo: 0,
      telefono: '',
    });
    const rewritten = (await team.doc(`${tag}-c`).get()).data()!;
    expect(Object.keys(rewritten).sort()).toEqual([
      'email',
      'fechaActualizacion',
      'fechaCreacion',
      'flagActivo',
      'nombre',
      'telefono',
      'tipoUsuario',
    ]);
    expect(rewritten).toMatchObject({
      nombre: 'Legado Dos',
      email: `dos-${tag}@andina.cl`,
      flagActivo: 0,
    });
  });

  test('normalise keeps the duplicate on duty', async ({ request }) => {
    const team = testDb.collection(memberCollections.equipo);
    const tag = uniqueName('dup').replace(' ', '-').toLowerCase();
    const onDutyMember = await createMember(request, 'equipo', { email: `${tag}@andina.cl` });
    await team.doc(`${tag}-newer`).set({
      nombre: 'Copia',
      email: `${tag}@andina.cl`,
      flagActivo: 0,
      fechaActualizacion: new Date(),
    });
    await request.post(`/api/members/equipo/${onDutyMember.id}/assign`, { headers: origin });
    await team.doc(`${tag}-newer`).update({ fechaActualizacion: new Date(Date.now() + 60_000) });
    await request.post('/api/members/equipo/normalize', { headers: origin });
    expect((await team.doc(onDutyMember.id).get()).get('flagActivo')).toBe(1);
    expect((await team.doc(`${tag}-newer`).get()).exists).toBe(false);
  });
});

// Concurrent assignments and an assignment's cost are the transaction's: integration/transactions.test.ts.
