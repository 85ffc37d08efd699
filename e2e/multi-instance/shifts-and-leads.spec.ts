import { Timestamp } from 'firebase-admin/firestore';
import { leadCollections } from '../../lib/leads/client';
import { type MemberGroup } from '../../lib/members/client';
import { scheduleCollections } from '../../lib/schedule/client';
import { startSession, testDb } from '../auth/accounts';
import { expect, test } from '../fixtures';
import {
  leadFields,
  withConsent,
  freshAddresses,
  leadRecords,
  retryTotals,
  runLeadsRetry,
  untilAllFailedOnce,
} from '../leads/leads';
import { UpstreamStandIn } from '../leads/upstream-stand-in';
import { e2eStack } from '../stack';
import { createMember, onDuty, origin } from '../support/members-data';
import { instances, untilBothAnswer } from './instances';

/**
 * Each instance has its own in-memory queue of assignments and its own background forwarder:
 * only Firestore's transactions and the leads' claims keep two of them right.
 */
test.describe.configure({ mode: 'serial' });

test.beforeAll(untilBothAnswer);

test('80 concurrent assignments over both instances leave one on duty per group at every read', async ({
  playwright,
  request: setup,
}) => {
  test.setTimeout(180_000);
  const staff = await startSession(setup);
  const groups: MemberGroup[] = ['equipo', 'agencia'];
  const members = Object.fromEntries(
    await Promise.all(
      groups.map(async (group) => [
        group,
        await Promise.all(Array.from({ length: 40 }, () => createMember(setup, group))),
      ]),
    ),
  ) as Record<MemberGroup, { id: string }[]>;
  // Someone holds each shift before the burst, so "exactly one" holds from the first read.
  for (const group of groups) {
    const holder = members[group][0]?.id ?? '';
    expect(
      (await setup.post(`/api/members/${group}/${holder}/assign`, { headers: origin })).status(),
    ).toBe(200);
  }
  // Fresh connections for the burst: a socket left idle by the set-up may be closed by the
  // server (keep-alive timeout) just as it is reused, which is the client's race, not the app's.
  const request = await playwright.request.newContext({
    storageState: await setup.storageState(),
  });
  const started = new Date();

  // Staff pages read the group through either instance while the assignments run.
  let bursting = true;
  const reads: { instance: string; group: MemberGroup; onDuty: number; status: number }[] = [];
  const reader = (async () => {
    while (bursting) {
      await Promise.all(
        instances.flatMap((instance) =>
          groups.map(async (group) => {
            const response = await request.get(`${instance}/api/members/${group}`);
            const body = response.ok()
              ? ((await response.json()) as { members: { flagActivo: number }[] })
              : { members: [] };
            reads.push({
              instance,
              group,
              status: response.status(),
              onDuty: body.members.filter((member) => member.flagActivo === 1).length,
            });
          }),
        ),
      );
    }
  })();

  const jobs = groups.flatMap((group) =>
    members[group].map((member, index) => ({
      group,
      id: member.id,
      instance: instances[index % 2],
    })),
  );
  const responses = await Promise.all(
    jobs.map(async ({ group, id, instance }) => {
      const response = await request.post(`${instance}/api/members/${group}/${id}/assign`, {
        headers: origin,
      });
      return { group, id, status: response.status(), body: await response.text() };
    }),
  );
  bursting = false;
  await reader;
  await request.dispose();

  const serverErrors = responses.filter(({ status }) => status >= 500);
  expect(serverErrors).toEqual([]);
  for (const { status, body } of responses.filter(({ status }) => status !== 200)) {
    // 409: already on duty (the holder from before the burst), or another change crossed this
    // one ("Intenta nuevamente").
    expect(status, body).toBe(409);
    expect((JSON.parse(body) as { error: string }).error).toMatch(
      /ya está activ|Intenta nuevamente/,
    );
  }
  expect(reads.length).toBeGreaterThan(0);
  expect(reads.filter((read) => read.status !== 200 || read.onDuty !== 1)).toEqual([]);

  for (const group of groups) {
    const holders = await onDuty(group);
    expect(holders).toHaveLength(1);
    const succeeded = responses.filter((r) => r.group === group && r.status === 200);
    expect(succeeded.length).toBeGreaterThan(0);
    expect(succeeded.map((r) => r.id)).toContain(holders[0]);
    const history = await testDb
      .collection(scheduleCollections.history)
      .where('group', '==', group)
      .where('at', '>=', started)
      .get();
    const ids = new Set(members[group].map((member) => member.id));
    const ours = history.docs.filter((doc) => ids.has(doc.get('memberId') as string));
    expect(ours).toHaveLength(succeeded.length);
    expect(ours.every((doc) => doc.get('assignedBy') === staff.email)).toBe(true);
    test.info().annotations.push({
      type: group,
      description: `${succeeded.length} assignments succeeded, ${40 - succeeded.length} answered 409; ${reads.length} reads, each with one on duty`,
    });
  }
});

test('leads posted to both instances while the lead service is down are each forwarded once when it is back', async ({
  request,
}) => {
  test.setTimeout(180_000);
  const upstream = new UpstreamStandIn(e2eStack.upstreamPort);
  const post = (address: string, index: number) =>
    request.post(`${instances[index % 2]}/api/odoo`, {
      headers: { 'x-forwarded-for': address },
      data: withConsent(leadFields({ company: `Empresa ${index + 1}` })),
      timeout: 90_000,
    });
  const idsOf = async (responses: Awaited<ReturnType<typeof post>>[]) => {
    for (const response of responses) expect(response.status()).toBe(201);
    return Promise.all(
      responses.map(async (r) => ((await r.json()) as { lead_id: string }).lead_id),
    );
  };

  // Down: both instances store the leads and fail their first forward.
  const down = await idsOf(await Promise.all(freshAddresses(30).map(post)));
  await untilAllFailedOnce(down);

  // Up: the backoff is over (moved into the past here); new leads reach both instances, whose
  // background forwarders race two retry commands for the pending ones.
  await upstream.start();
  try {
    const batch = testDb.batch();
    for (const id of down) {
      batch.update(testDb.collection(leadCollections.leads).doc(id), {
        'destinations.upstream.nextAttemptAt': Timestamp.fromMillis(Date.now() - 1000),
      });
    }
    await batch.commit();
    const [upResponses, ...retries] = await Promise.all([
      Promise.all(freshAddresses(10).map(post)),
      runLeadsRetry(['--all']),
      runLeadsRetry(['--all']),
    ]);
    for (const retry of retries) expect(retry.code, retry.output).toBe(0);
    const up = await idsOf(upResponses);
    const all = [...down, ...up];
    await expect
      .poll(
        async () => (await leadRecords(all)).filter((lead) => lead.status !== 'forwarded').length,
        {
          timeout: 30_000,
        },
      )
      .toBe(0);
    const counts = upstream.countsByKey();
    expect(all.filter((id) => counts.get(id) !== 1)).toEqual([]);
    const forwardedByRetries = retries.reduce((sum, r) => sum + retryTotals(r.output).forwarded, 0);
    test.info().annotations.push({
      type: 'leads',
      description: `${down.length} posted while down, ${up.length} while up; the retry commands forwarded ${forwardedByRetries}, the instances the rest`,
    });
  } finally {
    await upstream.stop();
  }
});
