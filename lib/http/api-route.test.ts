import { describe, expect, it, vi } from 'vitest';

// The route modules read the validated configuration when loaded: the documented example's.
vi.hoisted(() => process.loadEnvFile('.env.example'));

import { redirect } from 'next/navigation';
import { DomainError } from '@/lib/errors';
import { MemberError } from '@/lib/members';
import { ScheduleError } from '@/lib/schedule';
import { apiRoute, idParam } from './api-route';

const url = 'http://localhost/api/test';

/** A public GET route whose handler throws `error`. */
const throwing = (error: unknown, errorKey?: 'error' | 'detail', unavailable?: string) =>
  apiRoute({ access: 'public', domain: 'test', errorKey, unavailable }, async () => {
    throw error;
  });

async function answer(route: ReturnType<typeof throwing>, init?: RequestInit) {
  const response = await route(new Request(url, init));
  return {
    status: response.status,
    body: (await response.json()) as unknown,
    cacheControl: response.headers.get('cache-control'),
  };
}

describe('apiRoute', () => {
  it('answers a domain error with its status, Spanish text and fields, no-store', async () => {
    expect(await answer(throwing(new ScheduleError(400, 'Mal', { at: 'Mal' })))).toEqual({
      status: 400,
      body: { error: 'Mal', fields: { at: 'Mal' } },
      cacheControl: 'no-store',
    });
    expect(await answer(throwing(new MemberError(404, 'Usuario no encontrado')))).toMatchObject({
      status: 404,
      body: { error: 'Usuario no encontrado' },
    });
    expect(await answer(throwing(new ScheduleError(403, 'No es tuya')))).toMatchObject({
      status: 403,
      body: { error: 'No es tuya' },
    });
  });

  it('answers Firestore contention with 409 and anything else with one 503, under the key', async () => {
    const aborted = () => Object.assign(new Error('aborted'), { code: 10 });
    const staffSide = apiRoute({ access: { bearer: () => 'secreto' }, domain: 'test' }, () =>
      Promise.reject(aborted()),
    );
    const init = { headers: { authorization: 'Bearer secreto' } };
    expect(await answer(staffSide, init)).toEqual({
      status: 409,
      body: { error: 'Otro cambio se cruzó con esta operación. Intenta nuevamente.' },
      cacheControl: 'no-store',
    });
    // A visitor has no change of theirs to redo: the public form's own 503.
    expect(
      await answer(throwing(aborted(), 'detail', 'No pudimos registrar tu solicitud.')),
    ).toEqual({
      status: 503,
      body: { detail: 'No pudimos registrar tu solicitud.' },
      cacheControl: 'no-store',
    });
    expect(await answer(throwing(new Error('unreachable'), 'detail'))).toEqual({
      status: 503,
      body: { detail: 'El servicio de datos no responde. Intenta nuevamente.' },
      cacheControl: 'no-store',
    });
    expect(await answer(throwing(new Error('unreachable'), 'error', 'Otro texto'))).toMatchObject({
      status: 503,
      body: { error: 'Otro texto' },
    });
  });

  it("lets Next's redirect through instead of answering 503", async () => {
    const route = apiRoute({ access: 'public', domain: 'test' }, async () => redirect('/blogs'));
    await expect(route(new Request(url))).rejects.toThrow('NEXT_REDIRECT');
  });

  it('refuses a public change from another site before running the handler', async () => {
    const route = throwing(new Error('must not run'), 'detail');
    expect(
      await answer(route, { method: 'POST', headers: { origin: 'https://evil.example' } }),
    ).toEqual({ status: 403, body: { detail: 'Origen no permitido' }, cacheControl: 'no-store' });
  });

  it('refuses a bearer route without its token, and runs it with the token', async () => {
    const route = apiRoute({ access: { bearer: () => 'secreto' }, domain: 'test' }, async () =>
      Response.json({ ok: true }),
    );
    const refused = await route(new Request(url, { method: 'POST' }));
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ error: 'No autorizado' });
    const allowed = await route(
      new Request(url, { method: 'POST', headers: { authorization: 'Bearer secreto' } }),
    );
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('cache-control')).toBe('no-store');
  });
});

describe('route params', () => {
  it('a malformed id is the given not-found', () => {
    expect(idParam('abc', 'Cobertura no encontrada')).toBe('abc');
    expect(() => idParam('__x__', 'Cobertura no encontrada')).toThrow('Cobertura no encontrada');
    expect(() => idParam(undefined, 'Cobertura no encontrada')).toThrow(DomainError);
  });
});
