import type { APIRequestContext } from '@playwright/test';
import { createAccount, idTokenFor } from '../auth/accounts';
import { expect, test } from '../fixtures';
import { e2eStack } from '../stack';
import {
  leadFields,
  freshAddress,
  freshAddresses,
  leadRecord,
  postLead,
  withConsent,
} from './leads';

const limit = Number(e2eStack.env.LEADS_RATE_LIMIT_PER_MINUTE);

/**
 * The rate limit counts per clock minute: runs a burst (fresh addresses each time) until one
 * run fell within a single minute, so a slow machine crossing a minute's end cannot fail it.
 */
async function inOneMinute<T>(burst: () => Promise<T>): Promise<T> {
  for (;;) {
    const minute = Math.floor(Date.now() / 60_000);
    const result = await burst();
    if (Math.floor(Date.now() / 60_000) === minute) return result;
  }
}

test.describe('POST /api/odoo', () => {
  test('stores the lead first and answers 201 with its id', async ({ request }) => {
    const response = await postLead(
      request,
      leadFields({ name: '  Camila Rojas ', city: ' Valparaíso' }),
    );
    expect(response.status()).toBe(201);
    const body = (await response.json()) as { message: string; lead_id: string };
    expect(body.message).toBe(
      'Recibimos tu solicitud. Te contactaremos pronto para coordinar la demo.',
    );
    const record = await leadRecord(body.lead_id);
    expect(record).toMatchObject({ ...leadFields({ city: 'Valparaíso' }) });
    // Forwarding runs after the answer; whether it succeeds depends on the stand-in of the
    // forwarding tests, which may be running in another worker.
    expect(['pending', 'forwarding', 'forwarded']).toContain(record?.status);
    expect(record?.createdAt).toBeDefined();
  });

  test('empty optional fields are fine', async ({ request }) => {
    const response = await postLead(
      request,
      leadFields({ jobTitle: '', phone: '', demoDescription: '' }),
    );
    expect(response.status()).toBe(201);
  });

  test('a field the form rules refuse is a 400 whose detail names it, in Spanish', async ({
    request,
  }) => {
    const { email: _email, ...withoutEmail } = leadFields();
    const cases: [unknown, string, string][] = [
      [leadFields({ name: ' ' }), 'name', 'Nombre: El nombre es requerido'],
      [leadFields({ email: 'camila@' }), 'email', 'Email: Ingresa un email válido'],
      [withoutEmail, 'email', 'Email: Debe ser texto'],
      [leadFields({ phone: '12' }), 'phone', 'Teléfono: Ingresa un teléfono válido'],
      [leadFields({ country: 5 }), 'country', 'País: Debe ser texto'],
      [
        leadFields({ demoDescription: 'a'.repeat(2001) }),
        'demoDescription',
        'Descripción de la demo: La descripción no puede superar los 2000 caracteres',
      ],
    ];
    for (const [data, field, detail] of cases) {
      const response = await postLead(request, data);
      expect(response.status(), field).toBe(400);
      const body = (await response.json()) as { detail: string; fields: Record<string, string> };
      expect(body.detail).toBe(detail);
      expect(body.fields[field]).toBeDefined();
      expect(body).not.toHaveProperty('error');
    }
  });

  test('a body that is not a JSON object is a 400, one over 16 KB a 413; never a 5xx', async ({
    request,
  }) => {
    const notJson = await request.post('/api/odoo', {
      headers: { 'content-type': 'application/json', 'x-forwarded-for': freshAddress() },
      data: Buffer.from('{"name":'),
    });
    expect(notJson.status()).toBe(400);
    expect(await notJson.json()).toEqual({ detail: 'El cuerpo de la solicitud no es JSON válido' });

    for (const data of [[leadFields()], 'hola', null]) {
      const response = await postLead(request, data);
      expect(response.status(), JSON.stringify(data).slice(0, 30)).toBe(400);
      expect(typeof (await response.json()).detail).toBe('string');
    }

    const tooLarge = await postLead(request, leadFields({ demoDescription: 'a'.repeat(17_000) }));
    expect(tooLarge.status()).toBe(413);
    expect(await tooLarge.json()).toEqual({ detail: 'La solicitud es demasiado grande' });
  });

  test('a foreign Origin is refused with 403; the site itself is welcome', async ({ request }) => {
    const foreign = await request.post('/api/odoo', {
      headers: { origin: 'https://evil.example', 'x-forwarded-for': freshAddress() },
      data: leadFields(),
    });
    expect(foreign.status()).toBe(403);
    expect(await foreign.json()).toEqual({ detail: 'Origen no permitido' });

    const own = await request.post('/api/odoo', {
      headers: { origin: e2eStack.baseURL, 'x-forwarded-for': freshAddress() },
      data: withConsent(leadFields()),
    });
    expect(own.status()).toBe(201);
  });

  test('a filled honeypot gets the usual answer but nothing is stored or counted', async ({
    request,
  }) => {
    const address = freshAddress();
    for (let bot = 0; bot < limit + 2; bot++) {
      // Bots are caught before validation: even a body the schema would refuse looks accepted.
      const response = await postLead(
        request,
        { ...leadFields({ email: bot % 2 ? 'no-es-email' : 'bot@spam.example' }), website: 'x' },
        address,
      );
      expect(response.status()).toBe(201);
      const body = (await response.json()) as { message: string; lead_id: string };
      expect(body.lead_id).toMatch(/^[A-Za-z0-9]{20}$/);
      expect(await leadRecord(body.lead_id)).toBeUndefined();
    }
    // Bots used none of the address's quota, and an empty honeypot is a person.
    const person = await postLead(request, { ...leadFields(), website: '' }, address);
    expect(person.status()).toBe(201);
    const { lead_id } = (await person.json()) as { lead_id: string };
    const record = await leadRecord(lead_id);
    expect(record?.name).toBe('Camila Rojas');
    expect(record).not.toHaveProperty('website');
  });

  test(`each client address may send ${limit} leads a minute, then gets 429`, async ({
    request,
  }) => {
    const { statuses, refused, other } = await inOneMinute(async () => {
      const [address = '', other = ''] = freshAddresses(2);
      const statuses: number[] = [];
      for (let lead = 0; lead < limit; lead++) {
        statuses.push((await postLead(request, leadFields(), address)).status());
      }
      return { statuses, refused: await postLead(request, leadFields(), address), other };
    });
    expect(statuses).toEqual(Array(limit).fill(201));
    expect(refused.status()).toBe(429);
    expect(await refused.json()).toEqual({
      detail:
        'Recibimos demasiadas solicitudes desde tu conexión. Intenta nuevamente en un minuto.',
    });
    const retryAfter = Number(refused.headers()['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Other addresses are not affected.
    expect((await postLead(request, leadFields(), other)).status()).toBe(201);
  });

  test('a client that writes its own X-Forwarded-For gets no fresh allowance', async ({
    request,
  }) => {
    const statuses = await inOneMinute(async () => {
      // The stack trusts one proxy: the last entry is the one the proxy appended.
      const [real = '', ...spoofs] = freshAddresses(limit + 3);
      const statuses: number[] = [];
      for (const spoof of spoofs) {
        const response = await postLead(request, leadFields(), `${spoof}, ${real}`);
        statuses.push(response.status());
      }
      return statuses;
    });
    expect(statuses.slice(0, limit)).toEqual(Array(limit).fill(201));
    expect(statuses.slice(limit)).toEqual([429, 429]);
  });

  test('addresses of one IPv6 /64 share one allowance', async ({ request }) => {
    const statuses = await inOneMinute(async () => {
      const prefix = (freshAddress().split('::')[0] ?? '').toString();
      const statuses: number[] = [];
      for (let lead = 0; lead <= limit; lead++) {
        const response = await postLead(request, leadFields(), `${prefix}:${lead + 1}:0:0:1`);
        statuses.push(response.status());
      }
      return statuses;
    });
    expect(statuses.slice(0, limit)).toEqual(Array(limit).fill(201));
    expect(statuses.at(-1)).toBe(429);
  });

  // The limit under a burst at once and the global ceiling are the rate-limit transaction's:
  // integration/transactions.test.ts.
});

test.describe('GET /api/leads', () => {
  async function signInAsStaff(request: APIRequestContext, staff = true) {
    const account = await createAccount({ staff });
    return request.post('/api/session', {
      headers: { origin: e2eStack.baseURL },
      data: { idToken: await idTokenFor(account) },
    });
  }

  test('without a staff session it is 401', async ({ request }) => {
    const response = await request.get('/api/leads');
    expect(response.status()).toBe(401);
    expect(await response.json()).toEqual({ detail: 'No has iniciado sesión' });
    // Someone who is not staff gets no session, so the list stays closed.
    expect((await signInAsStaff(request, false)).status()).toBe(403);
    expect((await request.get('/api/leads')).status()).toBe(401);
  });

  test('staff see the newest leads first, with their status', async ({ request }) => {
    const first = await postLead(request, leadFields({ company: 'Primera SpA' }));
    const second = await postLead(request, leadFields({ company: 'Segunda Ltda.' }));
    const ids = [
      ((await first.json()) as { lead_id: string }).lead_id,
      ((await second.json()) as { lead_id: string }).lead_id,
    ];
    expect((await signInAsStaff(request)).status()).toBe(200);

    // Newest first, a page at a time: other tests store leads meanwhile, so page until both show.
    type Listed = { id: string; company: string; status: string; createdAt: string };
    const listed: Listed[] = [];
    let cursor: string | null = null;
    do {
      const response = await request.get(
        `/api/leads?limit=100${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(response.status()).toBe(200);
      const page = (await response.json()) as { leads: Listed[]; nextCursor: string | null };
      listed.push(...page.leads);
      cursor = page.nextCursor;
    } while (cursor && ids.some((id) => !listed.some((lead) => lead.id === id)));
    const created = listed.map((lead) => Date.parse(lead.createdAt));
    expect(created).toEqual([...created].sort((a, b) => b - a));
    const mine = listed.filter((lead) => ids.includes(lead.id));
    expect(mine.map((lead) => lead.company)).toEqual(['Segunda Ltda.', 'Primera SpA']);
    for (const lead of mine) {
      // Staff without the privacy role get no contact details (e2e/support/leads-desk.spec.ts).
      const { name, company, country } = leadFields({ company: lead.company });
      expect(lead).toMatchObject({ name, company, country });
      expect(lead).not.toHaveProperty('email');
      expect(['pending', 'forwarded']).toContain(lead.status);
    }

    const few = await request.get('/api/leads?limit=1');
    expect(((await few.json()) as { leads: unknown[] }).leads).toHaveLength(1);
  });
});
