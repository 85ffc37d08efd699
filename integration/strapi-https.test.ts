/**
 * Strapi behind an HTTPS load balancer, as production runs it: the real Strapi of cms/ with
 * NODE_ENV=production (headless, a throw-away SQLite database with a local administrator)
 * behind Debian's Caddy, which terminates TLS and forwards plain HTTP with X-Forwarded-Proto.
 * An administrator signs in through the front and keeps the session with the refresh cookie;
 * without IS_PROXIED and PUBLIC_URL the same sign-in fails. TEST_STRAPI_HTTPS_PORT (55446)
 * moves the servers: Strapi on it, Caddy on the next port.
 */
import { rmSync } from 'node:fs';
import https from 'node:https';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadStackEnv } from '../scripts/lib/env-files';
import { strapi } from '../scripts/lib/pieces';
import { isListening, ProcessGroup, waitFor } from '../scripts/lib/processes';
import { startTlsEdge, type TlsEdge } from '../scripts/lib/tls-edge';

const root = path.resolve(__dirname, '..');
const strapiPort = Number(process.env.TEST_STRAPI_HTTPS_PORT ?? 55446);
const edgePort = strapiPort + 1;
const databaseFile = `.tmp/https-${strapiPort}.db`;
const admin = { email: 'https-admin@andina.test', password: 'AndinaHttps2025' };

const production = {
  ...loadStackEnv(root),
  NODE_ENV: 'production',
  STRAPI_URL: `http://127.0.0.1:${strapiPort}`,
  STRAPI_DATABASE_FILENAME: databaseFile,
  CMS_LOCAL_ADMIN_EMAIL: admin.email,
  CMS_LOCAL_ADMIN_PASSWORD: admin.password,
  // No site listens for this Strapi's webhook.
  REVALIDATE_SECRET: '',
  PUBLIC_URL: `https://localhost:${edgePort}`,
  IS_PROXIED: 'true',
};

let edge: TlsEdge | undefined;
let running: ProcessGroup | undefined;

/** Starts Strapi with `env` (stopping the one before), once it answers. */
async function startStrapi(env: Record<string, string>) {
  await running?.stopAll();
  running = new ProcessGroup((label, code) => {
    console.error(`${label} exited unexpectedly (code ${code})`);
  });
  const cms = strapi(root, env, 'preview');
  const group = running;
  await cms.prepare?.({ step: () => {}, run: ({ slow: _slow, ...spec }) => group.run(spec) });
  group.start({ ...cms.process, quiet: true });
  await waitFor('strapi', cms.readyWhen, 180_000);
}

/** A request through the HTTPS front (its certificate is Caddy's own: not checked). */
function throughFront(
  pathname: string,
  { body, cookie }: { body?: object; cookie?: string } = {},
): Promise<{ status: number; json: unknown; cookies: string[] }> {
  return new Promise((resolve, reject) => {
    const request = https.request(
      new URL(pathname, `https://localhost:${edgePort}`),
      {
        method: 'POST',
        rejectUnauthorized: false,
        headers: { 'content-type': 'application/json', ...(cookie && { cookie }) },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            json: text ? (JSON.parse(text) as unknown) : undefined,
            cookies: response.headers['set-cookie'] ?? [],
          }),
        );
      },
    );
    request.once('error', reject);
    request.end(body ? JSON.stringify(body) : undefined);
  });
}

const refreshCookie = (cookies: string[]) =>
  cookies.find((cookie) => cookie.startsWith('strapi_admin_refresh='));

beforeAll(async () => {
  for (const port of [strapiPort, edgePort]) {
    if (await isListening('127.0.0.1', port)) {
      throw new Error(`Port ${port} is already in use (TEST_STRAPI_HTTPS_PORT moves it)`);
    }
  }
  rmSync(path.join(root, 'cms', databaseFile), { force: true });
  edge = await startTlsEdge(new URL(production.STRAPI_URL), edgePort);
});

afterAll(async () => {
  await running?.stopAll();
  await edge?.stop();
  rmSync(path.join(root, 'cms', databaseFile), { force: true });
});

describe('Strapi behind an HTTPS load balancer', () => {
  it('signs an administrator in through the front with a Secure refresh cookie that renews the session', async () => {
    await startStrapi(production);
    const login = await throughFront('/admin/login', { body: { ...admin, rememberMe: true } });
    expect(login.status, JSON.stringify(login.json)).toBe(200);
    expect((login.json as { data: { token: string } }).data.token).toBeTruthy();
    const cookie = refreshCookie(login.cookies) ?? '';
    expect(cookie.toLowerCase()).toMatch(/; secure/);
    expect(cookie.toLowerCase()).toMatch(/; httponly/);

    const renewed = await throughFront('/admin/access-token', { cookie: cookie.split(';')[0] });
    expect(renewed.status, JSON.stringify(renewed.json)).toBe(200);
    expect((renewed.json as { data: { token: string } }).data.token).toBeTruthy();
  });

  it('fails to sign in without IS_PROXIED and PUBLIC_URL: Strapi believes the connection is plain HTTP', async () => {
    await startStrapi({ ...production, IS_PROXIED: '', PUBLIC_URL: '' });
    const login = await throughFront('/admin/login', { body: { ...admin, rememberMe: true } });
    expect(login.status).toBe(500);
    expect(refreshCookie(login.cookies)).toBeUndefined();
  });
});
