import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson } from './http';

/** A real local service answering each path's status (`/status/503`), or never (`/hang`). */
let server: Server;
let base = '';

beforeAll(async () => {
  server = createServer((request, response) => {
    request.resume();
    if (request.url === '/hang') return;
    const status = Number(request.url?.split('/').at(-1));
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ lead_id: 'crm-1' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const send = (url: string, timeoutMs = 5000) =>
  postJson(url, { key: 'k-1', body: { a: 1 }, timeoutMs, service: 'servicio de leads' });

describe('postJson', () => {
  it('accepts any 2xx, with the answer as body', async () => {
    expect(await send(`${base}/status/201`)).toEqual({ ok: true, body: { lead_id: 'crm-1' } });
  });

  it('gives up at once on a 4xx other than 408 and 429, and says so', async () => {
    for (const status of [400, 401, 403, 404, 410, 422]) {
      expect(await send(`${base}/status/${status}`)).toEqual({
        ok: false,
        permanent: true,
        status,
        reason: `El servicio de leads respondió ${status}: no se reintentará`,
      });
    }
  });

  it('keeps retrying a 5xx, 408 and 429', async () => {
    for (const status of [408, 429, 500, 502, 503]) {
      expect(await send(`${base}/status/${status}`)).toEqual({
        ok: false,
        status,
        reason: `El servicio de leads respondió ${status}`,
      });
    }
  });

  it('keeps retrying a timeout and a service that cannot be reached', async () => {
    expect(await send(`${base}/hang`, 300)).toEqual({
      ok: false,
      reason: 'El servicio de leads no respondió en 300 ms',
    });
    // Port 9: nothing listens (the e2e stack relies on the same).
    const refused = await send('http://127.0.0.1:9/leads');
    expect(refused).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/^No se pudo conectar/),
    });
    expect(refused).not.toHaveProperty('permanent');
  });
});
