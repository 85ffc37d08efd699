import { clientAddress } from '../../lib/leads/client-address';
import { rateWindow, shardLimit } from '../../lib/leads/rate-window';
import { expect, test } from '../fixtures';
import { e2eStack } from '../stack';
import { demoRequest, freshAddresses, leadRecord, postLead } from './leads';

/**
 * The global ceiling: many addresses together cannot store more than their shard's part of
 * LEADS_GLOBAL_LIMIT_PER_MINUTE. It runs in a project of its own after the others, since filling
 * a shard would refuse other tests' leads that fall in it during the same minute.
 */
test('many fresh addresses together hit the global ceiling: 429, nothing stored', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const perShard = shardLimit(Number(e2eStack.env.LEADS_GLOBAL_LIMIT_PER_MINUTE));
  // Fresh addresses that all count on the same shard. The shard depends on the address as the
  // server counts it (the trusted X-Forwarded-For entry, an IPv6 address as its /64).
  const candidates = freshAddresses(4000);
  const trustedHops = Number(e2eStack.env.TRUSTED_PROXY_HOPS);
  const shardOf = (address: string) =>
    rateWindow(clientAddress(new Headers({ 'x-forwarded-for': address }), trustedHops), 0).globalId;
  const target = shardOf(candidates[0]!);
  const addresses = candidates.filter((address) => shardOf(address) === target);
  expect(addresses.length).toBeGreaterThan(perShard + 5);

  // One window: start with most of a minute ahead.
  const left = 60_000 - (Date.now() % 60_000);
  if (left < 40_000) await new Promise((resolve) => setTimeout(resolve, left + 100));

  const answers = [];
  for (const address of addresses.slice(0, perShard + 5)) {
    // Each address is fresh and sends one lead: only the ceiling can refuse it.
    const response = await postLead(request, demoRequest({ company: 'Techo Global' }), address);
    answers.push({ status: response.status(), body: await response.json() });
  }
  const accepted = answers.filter((answer) => answer.status === 201);
  const refused = answers.filter((answer) => answer.status === 429);
  expect(accepted.length).toBeLessThanOrEqual(perShard);
  expect(refused.length).toBeGreaterThanOrEqual(5);
  expect(accepted.length + refused.length).toBe(answers.length);
  for (const answer of refused) {
    expect(answer.body).toEqual({
      detail:
        'Recibimos demasiadas solicitudes desde tu conexión. Intenta nuevamente en un minuto.',
    });
  }
  for (const answer of accepted) {
    expect(await leadRecord((answer.body as { lead_id: string }).lead_id)).toBeDefined();
  }
});
