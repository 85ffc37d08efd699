/**
 * The public forms under a burst (docs/contracts.md, Public forms under a flood), through their
 * route handlers, on Firestore (Google's emulator, see firestore-app.ts), with every destination
 * configured: the Odoo stand-in, the lead service's and the chat hooks' stand-ins. 30 and 100
 * submissions at once over two server instances, from one address and from as many: every
 * answer is 201, 429 or 428, never a 5xx; an address gets exactly its limit; every 201 is stored
 * once and, once the work its answer started (Next's `after()`) is over, sent once to each
 * destination and hook.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { leadFields } from '../e2e/leads/lead-fields';
import { UpstreamStandIn } from '../e2e/leads/upstream-stand-in';
import { OdooStandIn } from '../e2e/odoo/odoo-stand-in';
import { privacyCollections } from '../lib/privacy/client';
import { RATE_WINDOW_MS } from '../lib/spam/rate-limit';
import { clearFirestore, serverWith, withFirestore } from './firestore-app';

/** The work the answers started after them, as Next runs it: at once, nobody waiting. */
const background: Promise<unknown>[] = [];
vi.mock('next/server', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/server')>()),
  after: (task: () => unknown) => void background.push(Promise.resolve().then(task)),
}));

const siteUrl = 'http://localhost:3000';
const limit = 5;
const odoo = new OdooStandIn({ port: 0 });
const upstream = new UpstreamStandIn(0);
const salesHook = new UpstreamStandIn(0);
const shiftHook = new UpstreamStandIn(0);

const server = () =>
  serverWith(
    {
      NEXT_PUBLIC_SITE_URL: siteUrl,
      TRUSTED_PROXY_HOPS: '1',
      LEADS_RATE_LIMIT_PER_MINUTE: String(limit),
      LEADS_GLOBAL_LIMIT_PER_MINUTE: '600',
      ...odoo.settings(),
      LEADS_UPSTREAM_URL: upstream.url('/leads'),
      SALES_WEBHOOK_URLS: salesHook.url('/ventas'),
      // Rights requests tell staff on the shift's hooks.
      SHIFT_WEBHOOK_URLS: shiftHook.url('/turno'),
    },
    async () => ({
      firebase: await import('@/lib/firebase'),
      leadsRoute: await import('@/app/api/odoo/route'),
      privacyRoute: await import('@/app/api/privacy-requests/route'),
    }),
  );
type App = Awaited<ReturnType<typeof server>>;
/**
 * Two server instances (their own module graphs, as behind a load balancer): submissions
 * alternate between them, so their writes race on the same counters.
 */
let instances: App[] = [];

beforeAll(() => Promise.all([odoo, upstream, salesHook, shiftHook].map((s) => s.start())));
withFirestore(async () => {
  instances = [await server(), await server()];
  // One submission on each first, so that no burst pays for the first connections.
  await burst(['lead', 'lead'], () => '2001:db8:ffff::1');
  await reset();
});
afterAll(() => Promise.all([odoo, upstream, salesHook, shiftHook].map((s) => s.stop())));
/** Fresh counters and stand-ins' logs for the next burst. */
async function reset() {
  for (const hook of [upstream, salesHook, shiftHook]) hook.received.length = 0;
  await clearFirestore('demo-andina-logic');
}
afterEach(reset);

const db = () => instances[0]!.firebase.adminDb();

type Form = 'lead' | 'rights';

function post(form: Form, address: string, app: App) {
  const tag = randomBytes(4).toString('hex');
  const [route, path, body] =
    form === 'lead'
      ? [
          app.leadsRoute,
          '/api/odoo',
          { ...leadFields({ email: `rafaga.${tag}@empresa.cl` }), consent: true },
        ]
      : [
          app.privacyRoute,
          '/api/privacy-requests',
          { email: `titular.${tag}@empresa.cl`, right: 'acceso', message: '' },
        ];
  return route.POST(
    new Request(`${siteUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: siteUrl, 'x-forwarded-for': address },
      body: JSON.stringify(body),
    }),
  );
}

/**
 * `forms.length` submissions at once, the i-th of form `forms[i]` from `addresses(i)`: their
 * answers, once the work they started is over too.
 */
async function burst(forms: Form[], addressOf: (index: number) => string) {
  const minuteOf = () => Math.floor(Date.now() / RATE_WINDOW_MS);
  const firstMinute = minuteOf();
  const answers = await Promise.all(
    forms.map(async (form, index) => {
      const response = await post(form, addressOf(index), instances[index % 2]!);
      const body = (await response.json()) as { lead_id?: string; id?: string };
      return { form, status: response.status, id: body.lead_id ?? body.id ?? '' };
    }),
  );
  const minutes = minuteOf() - firstMinute + 1;
  while (background.length > 0) await Promise.allSettled(background.splice(0));
  return { answers, minutes };
}

const block = () => randomBytes(2).toString('hex');

/** Each accepted id once among `keys`, and nothing else. */
function sentOnce(ids: string[], keys: string[]) {
  expect([...keys].sort()).toEqual([...ids].sort());
}

/** Stored once and sent once to every destination (leads) or hook (rights requests). */
async function expectStoredAndSentOnce(answers: { form: Form; status: number; id: string }[]) {
  const accepted = (form: Form) =>
    answers.filter((answer) => answer.form === form && answer.status === 201).map(({ id }) => id);
  const leads = accepted('lead');
  const requests = accepted('rights');
  expect(new Set([...leads, ...requests]).size).toBe(leads.length + requests.length);
  const stored = await Promise.all([
    ...leads.map((id) => db().collection('leads').doc(id).get()),
    ...requests.map((id) => db().collection(privacyCollections.requests).doc(id).get()),
  ]);
  expect(stored.filter((document) => !document.exists)).toEqual([]);
  const marked = (id: string) =>
    odoo.records('crm.lead').filter((record) => String(record.description).includes(id));
  expect(leads.filter((id) => marked(id).length !== 1)).toEqual([]);
  sentOnce(
    leads,
    upstream.received.map(({ key }) => key),
  );
  sentOnce(
    leads,
    salesHook.received.map(({ key }) => key),
  );
  sentOnce(
    requests,
    shiftHook.received.map(({ key }) => key),
  );
}

describe.each([30, 100])('%i submissions at once', (size) => {
  it('from one address: 201 up to its limit, 429 after, each 201 stored and sent once', async () => {
    const address = `2001:db8:${block()}::1`;
    const { answers, minutes } = await burst(
      Array.from({ length: size }, () => 'lead'),
      () => address,
    );
    const statuses = answers.map(({ status }) => status);
    expect(statuses.filter((status) => status !== 201 && status !== 429)).toEqual([]);
    // Exactly its limit, or up to its limit in each minute a slow burst spans.
    const accepted = statuses.filter((status) => status === 201).length;
    if (minutes === 1) expect(accepted).toBe(limit);
    else expect(accepted).toBeLessThanOrEqual(limit * minutes);
    await expectStoredAndSentOnce(answers);
  });

  it('from as many addresses: each 201 (428 past the ceiling), stored and sent once', async () => {
    const prefix = block();
    const { answers } = await burst(
      Array.from({ length: size }, () => 'lead'),
      (index) => `2001:db8:${prefix}:${index.toString(16)}::1`,
    );
    const statuses = answers.map(({ status }) => status);
    expect(statuses.filter((status) => status !== 201 && status !== 428)).toEqual([]);
    await expectStoredAndSentOnce(answers);
  });
});

it('lead and rights-request forms share an address’s limit under a burst of 100', async () => {
  const address = `2001:db8:${block()}::1`;
  const prefix = block();
  const forms = Array.from({ length: 100 }, (_, index): Form => (index % 2 ? 'rights' : 'lead'));
  // Half from the one address (both forms), half from as many others.
  const { answers, minutes } = await burst(forms, (index) =>
    index < 50 ? address : `2001:db8:${prefix}:${index.toString(16)}::1`,
  );
  const fromOne = answers.slice(0, 50).map(({ status }) => status);
  expect(fromOne.filter((status) => status !== 201 && status !== 429)).toEqual([]);
  const accepted = fromOne.filter((status) => status === 201).length;
  if (minutes === 1) expect(accepted).toBe(limit);
  else expect(accepted).toBeLessThanOrEqual(limit * minutes);
  const fromMany = answers.slice(50).map(({ status }) => status);
  expect(fromMany.filter((status) => status !== 201 && status !== 428)).toEqual([]);
  await expectStoredAndSentOnce(answers);
});
