import { Timestamp } from 'firebase-admin/firestore';
import { leadCollections } from '../../lib/leads/client';
import { testDb } from '../auth/accounts';
import { expect, test } from '../fixtures';
import { e2eStack } from '../stack';
import { startWebServer } from '../web-server';
import {
  demoRequest,
  freshAddresses,
  leadRecord,
  leadRecords,
  postLead,
  retryTotals,
  runLeadsRetry,
  untilAllFailedOnce,
} from './leads';
import { UpstreamStandIn } from './upstream-stand-in';

// One stand-in on the one port the app forwards to: these tests take turns.
test.describe.configure({ mode: 'serial' });

const upstream = new UpstreamStandIn(e2eStack.upstreamPort);
const timeoutMs = Number(e2eStack.env.LEADS_UPSTREAM_TIMEOUT_MS);

test.afterEach(async () => {
  await upstream.stop();
  upstream.mode = 'succeed';
});

type Answer = { lead_id: string };

/** Posts `count` leads at once, each from its own address: their ids and answer times. */
async function postLeads(request: Parameters<typeof postLead>[0], count: number) {
  const answers = await Promise.all(
    freshAddresses(count).map(async (address, index) => {
      const started = performance.now();
      const response = await postLead(
        request,
        demoRequest({ company: `Empresa ${index + 1}` }),
        address,
      );
      const ms = Math.round(performance.now() - started);
      expect(response.status()).toBe(201);
      return { id: ((await response.json()) as Answer).lead_id, ms };
    }),
  );
  return { ids: answers.map(({ id }) => id), times: answers.map(({ ms }) => ms) };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1];

function expectEachForwardedOnce(ids: string[]) {
  const counts = upstream.countsByKey();
  expect(ids.filter((id) => counts.get(id) !== 1)).toEqual([]);
}

test('a new lead is forwarded once, with its id as Idempotency-Key, and recorded', async ({
  request,
}) => {
  await upstream.start();
  const response = await postLead(request, demoRequest());
  expect(response.status()).toBe(201);
  const { lead_id: id } = (await response.json()) as Answer;

  await expect.poll(async () => (await leadRecord(id))?.status).toBe('forwarded');
  const record = await leadRecord(id);
  expect(record).toMatchObject({ attempts: 1, upstreamId: `crm-${id}` });
  expect(record?.forwardedAt).toBeDefined();
  expect(record).not.toHaveProperty('nextAttemptAt');
  const received = upstream.received.filter((lead) => lead.key === id);
  expect(received).toEqual([{ key: id, body: demoRequest(), contentType: 'application/json' }]);
});

test('a failing lead service leaves the lead pending, retried after its backoff', async ({
  request,
}) => {
  upstream.mode = 'fail';
  await upstream.start();
  const {
    ids: [id = ''],
  } = await postLeads(request, 1);
  await untilAllFailedOnce([id]);
  const failed = await leadRecord(id);
  expect(failed?.lastError).toBe('El servicio de leads respondió 503');
  const wait = (failed?.nextAttemptAt?.toMillis() ?? 0) - Date.now();
  expect(wait).toBeGreaterThan(20_000);
  expect(wait).toBeLessThanOrEqual(30_000);

  // Still backing off: the retry command leaves it alone, even with the service back.
  upstream.mode = 'succeed';
  const early = await runLeadsRetry();
  expect(early.code, early.output).toBe(0);
  expect((await leadRecord(id))?.status).toBe('pending');

  // Once the backoff is over (moved into the past here), the next run forwards it.
  await testDb
    .collection(leadCollections.leads)
    .doc(id)
    .update({ nextAttemptAt: Timestamp.fromMillis(Date.now() - 1000) });
  const due = await runLeadsRetry();
  expect(due.code, due.output).toBe(0);
  expect(await leadRecord(id)).toMatchObject({ status: 'forwarded', attempts: 2 });
  expect(upstream.countsByKey().get(id)).toBe(2);
});

test('200 leads at once with the lead service down are all stored, then each forwarded once', async ({
  request,
}) => {
  test.setTimeout(180_000);
  const { ids, times } = await postLeads(request, 200);
  expect(new Set(ids).size).toBe(200);
  await untilAllFailedOnce(ids);
  for (const lead of await leadRecords(ids)) {
    expect(lead.lastError).toMatch(/^No se pudo conectar con el servicio de leads/);
  }

  await upstream.start();
  const retryStarted = performance.now();
  const retry = await runLeadsRetry(['--all']);
  expect(retry.code, retry.output).toBe(0);
  test.info().annotations.push({
    type: '200 leads',
    description: `answer times: median ${median(times)} ms, slowest ${Math.max(...times)} ms; retry command ${Math.round(performance.now() - retryStarted)} ms: ${retry.output.trim().split('\n').at(-1)}`,
  });
  const records = await leadRecords(ids);
  expect(records.filter((lead) => lead.status !== 'forwarded')).toEqual([]);
  expect(records.every((lead, index) => lead.upstreamId === `crm-${ids[index]}`)).toBe(true);
  expectEachForwardedOnce(ids);
});

test('two retry commands racing forward no lead twice', async ({ request }) => {
  test.setTimeout(120_000);
  const { ids } = await postLeads(request, 60);
  await untilAllFailedOnce(ids);

  // A slower service keeps both commands busy with the same leads at the same time.
  upstream.mode = 'slow';
  upstream.slowMs = 400;
  await upstream.start();
  const [first, second] = await Promise.all([runLeadsRetry(['--all']), runLeadsRetry(['--all'])]);
  expect(first.code, first.output).toBe(0);
  expect(second.code, second.output).toBe(0);
  const records = await leadRecords(ids);
  expect(records.filter((lead) => lead.status !== 'forwarded')).toEqual([]);
  expectEachForwardedOnce(ids);
  test.info().annotations.push({
    type: 'racing retries',
    description: `forwarded ${retryTotals(first.output).forwarded} + ${retryTotals(second.output).forwarded}`,
  });
});

test('a claim whose forwarder died is taken again once its lease ends, not before', async ({
  request,
}) => {
  const {
    ids: [dead = '', live = ''],
  } = await postLeads(request, 2);
  await untilAllFailedOnce([dead, live]);
  // As a forwarder that crashed mid-send, and one still at work, would have left them.
  const leases = testDb.collection(leadCollections.leads);
  await leases.doc(dead).update({
    status: 'forwarding',
    nextAttemptAt: Timestamp.fromMillis(Date.now() - 1000),
  });
  await leases.doc(live).update({
    status: 'forwarding',
    nextAttemptAt: Timestamp.fromMillis(Date.now() + 60_000),
  });

  await upstream.start();
  const retry = await runLeadsRetry(['--all']);
  expect(retry.code, retry.output).toBe(0);
  expect((await leadRecord(dead))?.status).toBe('forwarded');
  expect((await leadRecord(live))?.status).toBe('forwarding');
  expect(upstream.countsByKey().get(live)).toBeUndefined();
});

test("the visitor's answer does not wait for a slow or hanging lead service", async ({
  request,
}) => {
  test.setTimeout(60_000);
  await upstream.start();
  const timed = async () => {
    const {
      ids: [id = ''],
      times: [ms = 0],
    } = await postLeads(request, 1);
    return { id, ms };
  };

  const fast = await timed();
  upstream.mode = 'slow';
  upstream.slowMs = 3000;
  const slow = await timed();
  // The stand-in picks its behaviour when a lead arrives: let this one arrive before switching.
  await expect.poll(() => upstream.countsByKey().get(slow.id)).toBe(1);
  upstream.mode = 'hang';
  const hanging = await timed();
  test.info().annotations.push({
    type: 'answer times',
    description: `fast service ${fast.ms} ms, service taking ${upstream.slowMs} ms ${slow.ms} ms, hanging service ${hanging.ms} ms`,
  });
  expect(slow.ms).toBeLessThan(1500);
  expect(hanging.ms).toBeLessThan(1500);

  // Meanwhile the work goes on behind the answers.
  await expect.poll(async () => (await leadRecord(slow.id))?.status).toBe('forwarded');
  await expect
    .poll(async () => (await leadRecord(hanging.id))?.lastError, { timeout: timeoutMs + 10_000 })
    .toBe(`El servicio de leads no respondió en ${timeoutMs} ms`);
  expect(await leadRecord(hanging.id)).toMatchObject({ status: 'pending', attempts: 1 });
});

test('without a lead service (the local default) leads are kept as stored', async ({ request }) => {
  // A second server from the same build, configured like `npm run dev`: no LEADS_UPSTREAM_URL.
  const server = await startWebServer({ LEADS_UPSTREAM_URL: '' });
  try {
    const url = `${server.baseURL}/api/odoo`;
    const response = await request.post(url, {
      headers: { 'x-forwarded-for': freshAddresses(1)[0] ?? '' },
      data: demoRequest(),
    });
    expect(response.status()).toBe(201);
    const { lead_id: id } = (await response.json()) as Answer;
    const record = await leadRecord(id);
    expect(record).toMatchObject({ status: 'stored', attempts: 0 });
    expect(record).not.toHaveProperty('nextAttemptAt');
  } finally {
    server.stop();
  }
});
