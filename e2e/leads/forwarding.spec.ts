import { expect, test } from '../fixtures';
import { e2eStack } from '../stack';
import { leadFields, leadRecord, postLead } from './leads';
import { UpstreamStandIn } from './upstream-stand-in';

/**
 * Forwarding as the route does it: after the answer (Next's `after()`), never before. The
 * outbox's own rules (backoff, leases, giving up, racing retry commands, many leads at once, no
 * lead service) are tested on the Firestore emulator in integration/outbox.test.ts.
 */
// One stand-in on the one port the app forwards to: these tests take turns.
test.describe.configure({ mode: 'serial' });

const upstream = new UpstreamStandIn(e2eStack.upstreamPort);
const timeoutMs = Number(e2eStack.env.LEADS_UPSTREAM_TIMEOUT_MS);

test.afterEach(async () => {
  await upstream.stop();
  upstream.mode = 'succeed';
});

type Answer = { lead_id: string };

test('a new lead is forwarded once, with its id as Idempotency-Key, and recorded', async ({
  request,
}) => {
  await upstream.start();
  const response = await postLead(request, leadFields());
  expect(response.status()).toBe(201);
  const { lead_id: id } = (await response.json()) as Answer;

  await expect.poll(async () => (await leadRecord(id))?.status).toBe('forwarded');
  const record = await leadRecord(id);
  expect(record).toMatchObject({ attempts: 1, upstreamId: `crm-${id}` });
  expect(record?.forwardedAt).toBeDefined();
  expect(record).not.toHaveProperty('nextAttemptAt');
  const received = upstream.received.filter((lead) => lead.key === id);
  expect(received).toEqual([{ key: id, body: leadFields(), contentType: 'application/json' }]);
});

test("the visitor's answer does not wait for a slow or hanging lead service", async ({
  request,
}) => {
  test.setTimeout(60_000);
  await upstream.start();
  /** Posts a lead: its id, and whether the lead service was done with it when the answer came. */
  const post = async () => {
    const response = await postLead(request, leadFields());
    expect(response.status()).toBe(201);
    const { lead_id: id } = (await response.json()) as Answer;
    return { id, serviceDone: upstream.settled.has(id) };
  };

  upstream.mode = 'slow';
  upstream.slowMs = 3000;
  const slow = await post();
  // The stand-in picks its behaviour when a lead arrives: let this one arrive before switching.
  await expect.poll(() => upstream.countsByKey().get(slow.id)).toBe(1);
  upstream.mode = 'hang';
  const hanging = await post();
  // Answered while the service still held the lead (it is forwarded after the answer).
  expect(slow.serviceDone).toBe(false);
  expect(hanging.serviceDone).toBe(false);

  // Meanwhile the work goes on behind the answers.
  await expect.poll(async () => (await leadRecord(slow.id))?.status).toBe('forwarded');
  await expect
    .poll(async () => (await leadRecord(hanging.id))?.lastError, { timeout: timeoutMs + 10_000 })
    .toBe(`El servicio de leads no respondió en ${timeoutMs} ms`);
  expect(await leadRecord(hanging.id)).toMatchObject({ status: 'pending', attempts: 1 });
});
