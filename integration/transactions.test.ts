/**
 * The transactions that keep the data right under concurrency, on Firestore (Google's emulator,
 * see firestore-app.ts): the lead rate limit (per address and the global ceiling) and
 * the shift assignment. Each rate-limit test passes its own clock (`now`), so none waits for a
 * minute to begin. The routes' answers (201, 429 with Retry-After) stay in e2e/leads.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { leadFields } from '../e2e/leads/lead-fields';
import { GLOBAL_SHARDS, RATE_COUNTERS_COLLECTION } from '../lib/spam/rate-limit';
import { memberCollections, type MemberGroup } from '../lib/members/client';
import { scheduleCollections } from '../lib/schedule/client';
import { serverWith, withFirestore } from './firestore-app';

/** The app's modules as one server instance loads them (its own in-process queues). */
const instance = () =>
  serverWith({ SHIFT_WEBHOOK_URLS: '' }, async () => ({
    firebase: await import('@/lib/firebase'),
    leads: await import('@/lib/leads'),
    members: await import('@/lib/members'),
    assignment: await import('@/lib/schedule'),
  }));
let app: Awaited<ReturnType<typeof instance>>;

withFirestore(async () => {
  app = await instance();
});

const db = () => app.firebase.adminDb();
const limit = 5;
/** The middle of a clock minute of its own for each test. */
let minute = Date.UTC(2026, 10, 25, 12, 0, 30);
const freshMinute = () => new Date((minute += 60_000));

/** Client addresses nobody else uses (documentation range), each in a /64 of its own. */
const freshAddresses = (count: number) => {
  const block = randomBytes(2).toString('hex');
  return Array.from({ length: count }, (_, index) => `2001:db8:${block}:${index.toString(16)}::1`);
};

const store = (address: string, now: Date, globalLimitPerMinute = 600) =>
  app.leads.insertLeadWithinRateLimit(leadFields(), {
    clientAddress: address,
    limitPerMinute: limit,
    globalLimitPerMinute,
    destinations: ['upstream'],
    now,
  });

const stored = (results: Awaited<ReturnType<typeof store>>[]) =>
  results.filter((result) => result.ok);

describe('the lead rate limit', () => {
  it(`stores ${limit} leads a minute per address, refuses the next, leaves others alone`, async () => {
    const now = freshMinute();
    const [address = '', other = ''] = freshAddresses(2);
    const results = [];
    for (let lead = 0; lead <= limit; lead++) results.push(await store(address, now));
    expect(stored(results)).toHaveLength(limit);
    // Refused by its own limit until the minute ends: 30 s into it.
    expect(results.at(-1)).toEqual({ ok: false, scope: 'client', retryAfterSeconds: 30 });
    expect((await store(other, now)).ok).toBe(true);
    // The next minute, a fresh allowance.
    expect((await store(address, new Date(now.getTime() + 60_000))).ok).toBe(true);
  });

  it('holds when one address sends a burst at once', async () => {
    const now = freshMinute();
    const [address = ''] = freshAddresses(1);
    const results = await Promise.all(Array.from({ length: limit + 3 }, () => store(address, now)));
    const accepted = stored(results);
    expect(accepted).toHaveLength(limit);
    expect(results.filter((result) => !result.ok)).toHaveLength(3);
    // Exactly the accepted leads were written, each once.
    const leads = await db().getAll(
      ...accepted.map(({ leadId }) => db().collection('leads').doc(leadId)),
    );
    expect(leads.every((lead) => lead.exists)).toBe(true);
  });

  it('many fresh addresses together meet the global ceiling: refused as global, nothing stored', async () => {
    const now = freshMinute();
    // 2 per shard: 100 a minute in all.
    const globalLimit = 2 * GLOBAL_SHARDS;
    const results = [];
    for (const address of freshAddresses(globalLimit + 60)) {
      results.push(await store(address, now, globalLimit));
    }
    const accepted = stored(results);
    // Never past it; refusals only start close to it (the emptier of two random shards). With 60
    // over the ceiling, fewer than 90 accepted is a chance below 1 in 200,000 (simulated).
    expect(accepted.length).toBeLessThanOrEqual(globalLimit);
    expect(accepted.length).toBeGreaterThanOrEqual(globalLimit - 10);
    const refused = results.filter((result) => !result.ok);
    expect(refused.length).toBe(results.length - accepted.length);
    for (const result of refused) expect(result).toMatchObject({ scope: 'global' });
    const leads = await db().getAll(
      ...accepted.map(({ leadId }) => db().collection('leads').doc(leadId)),
    );
    expect(leads.every((lead) => lead.exists)).toBe(true);
  });

  it('is not filled by a few addresses: ten at their own limit use a quarter of it', async () => {
    const now = freshMinute();
    const globalLimit = 4 * GLOBAL_SHARDS;
    const results = [];
    for (const address of freshAddresses(10)) {
      for (let lead = 0; lead < limit; lead++) results.push(await store(address, now, globalLimit));
    }
    expect(results.filter((result) => !result.ok)).toEqual([]);
  });

  it('holds the ceiling under a burst from many addresses at once', async () => {
    const now = freshMinute();
    const globalLimit = GLOBAL_SHARDS;
    const results = await Promise.all(
      freshAddresses(globalLimit + 20).map((address) => store(address, now, globalLimit)),
    );
    const accepted = stored(results);
    expect(accepted.length).toBeLessThanOrEqual(globalLimit);
    expect(accepted.length).toBeGreaterThan(0);
    const shards = await db()
      .collection(RATE_COUNTERS_COLLECTION)
      .where('expiresAt', '==', new Date(Math.floor(now.getTime() / 60_000) * 60_000 + 60_000))
      .get();
    const counted = shards.docs
      .filter((doc) => doc.id.startsWith('all-'))
      .reduce((sum, doc) => sum + (doc.get('count') as number), 0);
    expect(counted).toBe(accepted.length);
  });
});

describe('the shift assignment', () => {
  const member = (members: typeof app.members, group: MemberGroup) =>
    members.createMember(group, {
      nombre: `Miembro ${randomBytes(3).toString('hex')}`,
      email: `${randomBytes(4).toString('hex')}@andina.test`,
      telefono: '+56 9 1234 5678',
    });

  const onDuty = async (group: MemberGroup) =>
    (await db().collection(memberCollections[group]).where('flagActivo', '==', 1).get()).docs.map(
      (doc) => doc.id,
    );

  it('50 concurrent assignments over two instances leave one on duty and one entry each', async () => {
    // Two server instances: their in-process queues do not see each other, only the
    // transaction keeps them right.
    const instances = [app, await instance()];
    const groups: MemberGroup[] = ['equipo', 'agencia'];
    const members = Object.fromEntries(
      await Promise.all(
        groups.map(async (group) => [
          group,
          await Promise.all(Array.from({ length: 25 }, () => member(app.members, group))),
        ]),
      ),
    ) as Record<MemberGroup, { id: string }[]>;
    const started = new Date();
    const attempts = groups.flatMap((group) =>
      members[group].map(({ id }, index) =>
        instances[index % 2]!.assignment.assignShift(group, id, 'jefa@andina.test').then(
          () => ({ group, id, ok: true }),
          (error: { status?: number }) => {
            // The only refusal allowed: that member was put on duty meanwhile.
            expect(error.status).toBe(409);
            return { group, id, ok: false };
          },
        ),
      ),
    );
    const results = await Promise.all(attempts);

    for (const group of groups) {
      const holders = await onDuty(group);
      expect(holders).toHaveLength(1);
      const succeeded = results.filter((result) => result.group === group && result.ok);
      expect(succeeded.length).toBeGreaterThan(0);
      const ids = new Set(members[group].map(({ id }) => id));
      const entries = await db()
        .collection(scheduleCollections.history)
        .where('group', '==', group)
        .where('at', '>=', started)
        .get();
      const ours = entries.docs.filter((doc) => ids.has(doc.get('memberId') as string));
      expect(ours).toHaveLength(succeeded.length);
      // The latest entry names the holder, and so does the group's current state.
      const latest = ours.sort((a, b) => b.get('at').toMillis() - a.get('at').toMillis())[0];
      expect(latest?.get('memberId')).toBe(holders[0]);
      const current = await db().collection(scheduleCollections.current).doc(group).get();
      expect(current.get('memberId')).toBe(holders[0]);
    }
  });

  it('writes the same number of documents whatever the group size', async () => {
    const group = 'agencia';
    const collection = db().collection(memberCollections[group]);
    const updateTimes = async () =>
      new Map((await collection.get()).docs.map((doc) => [doc.id, doc.updateTime.toMillis()]));
    const writesOfOneAssignment = async () => {
      const [candidate] = (await collection.where('flagActivo', '==', 0).limit(1).get()).docs;
      const before = await updateTimes();
      await app.assignment.assignShift(group, candidate!.id, 'jefa@andina.test');
      const after = await updateTimes();
      return [...after].filter(([id, time]) => before.get(id) !== time).length;
    };

    for (let index = 0; index < 3; index++) await member(app.members, group);
    await writesOfOneAssignment(); // someone on duty first
    const small = await writesOfOneAssignment();
    await Promise.all(Array.from({ length: 40 }, () => member(app.members, group)));
    const large = await writesOfOneAssignment();
    expect(small).toBe(2);
    expect(large).toBe(small);
  });
});

describe('a transaction the database closed under it', () => {
  // What Google's emulator answers when it aborted a transaction for contention (firebase-admin
  // retries ABORTED, not this): the burst of assignments once answered 503 for it.
  const closed = Object.assign(new Error('3 INVALID_ARGUMENT: Transaction is invalid or closed.'), {
    code: 3,
  });

  it('is run again, and commits once', async () => {
    const ref = db().collection('transaction-runs').doc(randomBytes(6).toString('hex'));
    let runs = 0;
    const result = await app.firebase.runTransaction(async (transaction) => {
      runs += 1;
      const snapshot = await transaction.get(ref);
      if (runs === 1) throw closed;
      transaction.set(ref, { count: (snapshot.get('count') ?? 0) + 1 });
      return 'committed';
    });
    expect(result).toBe('committed');
    expect(runs).toBe(2);
    expect((await ref.get()).get('count')).toBe(1);
  });

  it('is given up after a few runs, and any other failure at once', async () => {
    let runs = 0;
    await expect(
      app.firebase.runTransaction(async () => {
        runs += 1;
        throw closed;
      }),
    ).rejects.toBe(closed);
    expect(runs).toBe(5);
    runs = 0;
    const other = Object.assign(new Error('3 INVALID_ARGUMENT: bad field'), { code: 3 });
    await expect(
      app.firebase.runTransaction(async () => {
        runs += 1;
        throw other;
      }),
    ).rejects.toBe(other);
    expect(runs).toBe(1);
  });
});
