/**
 * Cover requests on Firestore (Google's emulator, see firestore-app.ts): asked for oneself or on
 * someone's behalf only over a range the schedule gives them, the first of 10 concurrent
 * acceptances wins (one coverage, one notice per hook, nine 409s), who accepted recorded, a
 * cancellation by the requester's member or the request's creator alone (403 for anyone else),
 * told once even when two race, cancel and accept conflicts, the list's order, and expiry at the
 * start once across two instances ticking together. Notices are counted where they are recorded
 * (`avisos-agenda`, one message per hook); a cancellation's are sent to two chat hook stand-ins.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { UpstreamStandIn } from '../e2e/leads/upstream-stand-in';
import type { MemberGroup } from '@/lib/members/client';
import { scheduleCollections } from '@/lib/schedule/client';
import { clearFirestore, serverWith, withFirestore } from './firestore-app';

const hooks = [new UpstreamStandIn(0), new UpstreamStandIn(0)];
const projectId = 'demo-andina-cover';
/** The hooks' addresses are known once they have started (withFirestore's set-up). */
const instance = () =>
  serverWith(
    {
      SHIFT_WEBHOOK_URLS: hooks.map((hook, index) => hook.url(`/hook-${index}`)).join(','),
      FIREBASE_PROJECT_ID: projectId,
    },
    async () => ({
      firebase: await import('@/lib/firebase'),
      members: await import('@/lib/members'),
      schedule: await import('@/lib/schedule'),
      notifications: await import('@/lib/notifications'),
      jobs: await import('@/lib/background'),
      privacy: await import('@/lib/privacy'),
    }),
  );
let app: Awaited<ReturnType<typeof instance>>;

withFirestore(
  async () => {
    for (const hook of hooks) await hook.start();
    app = await instance();
  },
  async () => {
    for (const hook of hooks) await hook.stop();
  },
);

beforeEach(async () => {
  await clearFirestore(projectId);
  for (const hook of hooks) hook.received.length = 0;
});

const db = () => app.firebase.adminDb();
const group: MemberGroup = 'equipo';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const boss = 'jefa@andina.test';

const newMember = (nombre: string, where: MemberGroup = group) =>
  app.members.createMember(where, {
    nombre,
    email: `${nombre.toLowerCase()}@andina.test`,
    telefono: '+56 9 1234 5678',
  });

/** A rotation of one: `member` holds every shift from 10 days ago on. */
const rotationOf = (memberId: string) =>
  db()
    .collection(scheduleCollections.rotations)
    .doc(group)
    .set({
      group,
      memberIds: [memberId],
      length: { unit: 'days', count: 1 },
      handoffTime: '09:00',
      timeZone: 'America/Santiago',
      startsOn: new Date(Date.now() - 10 * DAY).toISOString().slice(0, 10),
      updatedAt: new Date(),
      updatedBy: 'x',
    });

const range = (fromHours: number, toHours: number) => ({
  from: new Date(Date.now() + fromHours * HOUR).toISOString(),
  to: new Date(Date.now() + toHours * HOUR).toISOString(),
});

const noticesOf = async (event: string) =>
  (await db().collection('avisos-agenda').where('event', '==', event).get()).docs.map((doc) =>
    doc.data(),
  );
const stored = async (id: string) =>
  (await db().collection(scheduleCollections.coverRequests).doc(id).get()).data();
/** A staff user cancelling as the route does: their email is also what is recorded. */
const as = (email: string) => ({ email, by: email });

describe('asking for cover', () => {
  it('asks for the caller’s own member (by email, any case) and tells each hook once', async () => {
    const ana = await newMember('Ana');
    await rotationOf(ana.id);
    const { request, notices } = await app.schedule.askCover(
      group,
      { ...range(2, 26), reason: 'Médico' },
      'ANA@Andina.test',
    );
    expect(request).toMatchObject({
      group,
      memberId: ana.id,
      nombre: 'Ana',
      reason: 'Médico',
      status: 'abierta',
      createdBy: 'ANA@Andina.test',
    });
    expect(notices).toEqual([`cover.requested-${request.id}-0`, `cover.requested-${request.id}-1`]);
    const [told] = await noticesOf('cover.requested');
    expect(told).toMatchObject({
      group,
      notice: { requester: { id: ana.id, nombre: 'Ana' }, reason: 'Médico' },
    });
    expect((await stored(request.id))?.status).toBe('abierta');

    // The notices name people: retention deletes them 90 days on (TTL where it runs).
    expect((await app.privacy.deleteExpiredRecords({ now: new Date() })).notifications).toBe(0);
    const later = new Date(Date.now() + 91 * DAY);
    expect((await app.privacy.deleteExpiredRecords({ now: later })).notifications).toBe(2);
    expect((await db().collection('avisos-agenda').get()).size).toBe(0);
  });

  it('asks on someone’s behalf; refuses a range they hold none of, and a caller without member', async () => {
    const [ana, beto] = await Promise.all([newMember('Ana'), newMember('Beto')]);
    const other = await newMember('Otra', 'agencia');
    await rotationOf(ana.id);
    const { request } = await app.schedule.askCover(
      group,
      { ...range(1, 3), memberId: ana.id },
      boss,
    );
    expect(request).toMatchObject({ memberId: ana.id, createdBy: boss });
    await expect(
      app.schedule.askCover(group, { ...range(1, 3), memberId: beto.id }, boss),
    ).rejects.toMatchObject({ status: 400, message: 'No tiene turno en ese rango' });
    await expect(app.schedule.askCover(group, range(1, 3), boss)).rejects.toMatchObject({
      status: 400,
      fields: { memberId: 'No tienes un miembro en este grupo: indica quién (memberId)' },
    });
    await expect(
      app.schedule.askCover(group, { ...range(1, 3), memberId: other.id }, boss),
    ).rejects.toMatchObject({ status: 400, message: 'Ese miembro no pertenece a este grupo' });
    // Only the first was stored, and told.
    expect((await db().collection(scheduleCollections.coverRequests).get()).size).toBe(1);
    expect(await noticesOf('cover.requested')).toHaveLength(2);
  });
});

describe('accepting', () => {
  it('10 concurrent acceptances: one wins, one coverage, one notice per hook, nine 409s', async () => {
    const ana = await newMember('Ana');
    const others = await Promise.all(
      Array.from({ length: 10 }, (_, index) => newMember(`Miembro${index}`)),
    );
    await rotationOf(ana.id);
    const { request } = await app.schedule.askCover(group, range(5, 29), 'ana@andina.test');
    // Two instances, so no in-process queue keeps them apart: only the transaction does.
    const instances = [app, await instance()];
    const results = await Promise.all(
      others.map((member, index) =>
        instances[index % 2]!.schedule.acceptCover(group, request.id, {
          email: member.email,
          by: member.email,
        }).then(
          () => 200,
          (error: { status?: number; message?: string }) => {
            expect(error.message).toBe('La solicitud ya no está abierta');
            return error.status;
          },
        ),
      ),
    );
    expect(results.filter((status) => status === 200)).toHaveLength(1);
    expect(results.filter((status) => status === 409)).toHaveLength(9);

    const winner = others[results.indexOf(200)]!;
    const coverages = (await db().collection(scheduleCollections.coverages).get()).docs;
    expect(coverages).toHaveLength(1);
    expect(coverages[0]!.data()).toMatchObject({
      memberId: winner.id,
      nombre: winner.nombre,
      reason: 'Cobertura de Ana',
      createdBy: winner.email,
    });
    expect(coverages[0]!.get('from').toDate().toISOString()).toBe(request.from);
    expect(coverages[0]!.get('to').toDate().toISOString()).toBe(request.to);
    expect(await stored(request.id)).toMatchObject({
      status: 'aceptada',
      acceptedBy: { memberId: winner.id, nombre: winner.nombre },
      acceptedByUser: winner.email,
      coverageId: coverages[0]!.id,
    });
    const told = await noticesOf('cover.accepted');
    expect(told.map((notice) => notice.hookId)).toHaveLength(2);
    expect(new Set(told.map((notice) => notice.hookId)).size).toBe(2);
    expect(told[0]).toMatchObject({
      notice: {
        requester: { id: ana.id },
        acceptor: { id: winner.id, telefono: '+56 9 1234 5678' },
      },
    });
  });

  it('covers from now on once started; refuses the requester, outsiders, unknown and closed ones', async () => {
    const [ana, beto] = await Promise.all([newMember('Ana'), newMember('Beto')]);
    const other = await newMember('Otra', 'agencia');
    await rotationOf(ana.id);
    const { request } = await app.schedule.askCover(group, range(-1, 3), 'ana@andina.test');
    const byBoss = (memberId?: string) => ({ memberId, email: boss, by: boss });
    await expect(app.schedule.acceptCover(group, request.id, byBoss(ana.id))).rejects.toMatchObject(
      {
        status: 400,
        message: 'No puedes cubrir tu propia solicitud',
      },
    );
    await expect(
      app.schedule.acceptCover(group, request.id, byBoss(other.id)),
    ).rejects.toMatchObject({ status: 400, message: 'Ese miembro no pertenece a este grupo' });
    await expect(app.schedule.acceptCover(group, request.id, byBoss())).rejects.toMatchObject({
      status: 400,
    });
    await expect(
      app.schedule.acceptCover('agencia', request.id, byBoss(other.id)),
    ).rejects.toMatchObject({
      status: 404,
      message: 'Solicitud de cobertura no encontrada',
    });
    await expect(app.schedule.acceptCover(group, 'nope', byBoss(beto.id))).rejects.toMatchObject({
      status: 404,
    });

    // On Beto's behalf: the coverage is his, from now (the request began an hour ago); the
    // request records who accepted (a Slack user here) beside the member who covers.
    const before = Date.now();
    const slack = `slack:U0BOSS ${boss}`;
    const accepted = await app.schedule.acceptCover(group, request.id, {
      memberId: beto.id,
      email: boss,
      by: slack,
    });
    expect(Date.parse(accepted.coverage.from)).toBeGreaterThanOrEqual(before);
    expect(accepted.coverage).toMatchObject({
      memberId: beto.id,
      to: request.to,
      createdBy: beto.email,
    });
    expect(accepted.request).toMatchObject({ acceptedByUser: slack });
    expect(await stored(request.id)).toMatchObject({
      acceptedBy: { memberId: beto.id, nombre: 'Beto' },
      acceptedByUser: slack,
    });
    await expect(
      app.schedule.cancelCover(group, request.id, as('ana@andina.test')),
    ).rejects.toMatchObject({
      status: 409,
      message: 'La solicitud ya no está abierta',
    });

    // A cancelled request cannot be accepted, nor cancelled again.
    const second = await app.schedule.askCover(group, range(30, 40), 'ana@andina.test');
    await app.schedule.cancelCover(group, second.request.id, as('ana@andina.test'));
    expect((await stored(second.request.id))?.status).toBe('cancelada');
    await expect(
      app.schedule.cancelCover(group, second.request.id, as('ana@andina.test')),
    ).rejects.toMatchObject({ status: 409 });
    await expect(
      app.schedule.acceptCover(group, second.request.id, byBoss(beto.id)),
    ).rejects.toMatchObject({ status: 409 });
    await expect(
      app.schedule.cancelCover(group, 'nope', as('ana@andina.test')),
    ).rejects.toMatchObject({ status: 404 });
    expect((await db().collection(scheduleCollections.coverages).get()).size).toBe(1);
  });
});

describe('cancelling', () => {
  /** What each hook received of the request's `cover.cancelled`, once both instances swept. */
  const cancelledNotices = async (id: string, instances: (typeof app)[]) => {
    await Promise.all(
      instances.map((one) =>
        one.jobs.sweepOutbox({ only: ['schedule-notices'], ignoreBackoff: true }),
      ),
    );
    return hooks.map((hook) =>
      hook.received
        .filter((message) => message.key === `cover.cancelled-${id}`)
        .map((message) => message.body as { event: string; text: string; cancelledBy: string }),
    );
  };

  it('refuses anyone but the requester’s member or the creator with 403, changing nothing', async () => {
    const [ana] = await Promise.all([newMember('Ana'), newMember('Beto')]);
    await rotationOf(ana.id);
    const { request } = await app.schedule.askCover(group, range(5, 9), 'ana@andina.test');
    // Another member of the group, and a staff user with no member who did not create it.
    for (const email of ['beto@andina.test', boss]) {
      await expect(app.schedule.cancelCover(group, request.id, as(email))).rejects.toMatchObject({
        status: 403,
        message: 'Solo quien pidió la cobertura o quien la creó puede cancelarla',
      });
    }
    const after = await stored(request.id);
    expect(after?.status).toBe('abierta');
    expect(after).not.toHaveProperty('cancelledBy');
    expect(after).not.toHaveProperty('cancelledAt');
    expect(await noticesOf('cover.cancelled')).toEqual([]);
  });

  it('the requester’s member cancels, told once per hook even when two cancel at once (409)', async () => {
    const ana = await newMember('Ana');
    await rotationOf(ana.id);
    // Asked on her behalf: she cancels as the requester's member, not as the creator.
    const { request } = await app.schedule.askCover(
      group,
      { ...range(5, 9), memberId: ana.id },
      boss,
    );
    const instances = [app, await instance()];
    const results = await Promise.allSettled(
      instances.map((one) => one.schedule.cancelCover(group, request.id, as('ANA@Andina.test'))),
    );
    const won = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    const lost = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
    expect(won).toEqual([[`cover.cancelled-${request.id}-0`, `cover.cancelled-${request.id}-1`]]);
    expect(lost).toEqual([
      expect.objectContaining({ status: 409, message: 'La solicitud ya no está abierta' }),
    ]);
    const after = await stored(request.id);
    expect(after).toMatchObject({ status: 'cancelada', cancelledBy: 'ANA@Andina.test' });
    expect(after?.cancelledAt.toDate().getTime()).toBeLessThanOrEqual(Date.now());
    expect(await noticesOf('cover.cancelled')).toHaveLength(2);

    // Sent after the answer, as the route does; a sweep by both instances sends nothing again.
    await app.notifications.deliverScheduleNoticesInBackground(won[0]!);
    const received = await cancelledNotices(request.id, instances);
    expect(received.map((bodies) => bodies.length)).toEqual([1, 1]);
    expect(received[0]![0]).toMatchObject({
      event: 'cover.cancelled',
      cancelledBy: 'ANA@Andina.test',
      requester: { id: ana.id, nombre: 'Ana' },
    });
    expect(received[0]![0]!.text).toContain(
      'Pedido de cobertura cancelado (Equipo): ya no se busca quien cubra a Ana del',
    );
    expect(received[0]![0]!.text).toContain('Lo canceló ANA@Andina.test.');
  });

  it('the creator who is not the requester cancels (any case), recording who it was', async () => {
    const ana = await newMember('Ana');
    await rotationOf(ana.id);
    const { request } = await app.schedule.askCover(
      group,
      { ...range(5, 9), memberId: ana.id },
      'JEFA@andina.test',
    );
    // From Slack: the address that may cancel, and the Slack user recorded.
    const by = `slack:U0BOSS ${boss}`;
    const notices = await app.schedule.cancelCover(group, request.id, { email: boss, by });
    expect(notices).toHaveLength(2);
    expect(await stored(request.id)).toMatchObject({ status: 'cancelada', cancelledBy: by });
    const [listed] = await app.schedule.listCoverRequests(group, 'cancelada');
    expect(listed).toMatchObject({ id: request.id, cancelledBy: by });
    expect(Date.parse(listed!.cancelledAt!)).not.toBeNaN();
  });
});

describe('listing and expiry', () => {
  it('lists the open ones by start, then the others newest first', async () => {
    const ana = await newMember('Ana');
    await rotationOf(ana.id);
    const ask = async (from: number, to: number) =>
      (await app.schedule.askCover(group, range(from, to), 'ana@andina.test')).request.id;
    const late = await ask(50, 60);
    const cancelled = await ask(10, 20);
    const soon = await ask(5, 6);
    await app.schedule.cancelCover(group, cancelled, as('ana@andina.test'));
    const ids = async (status?: Parameters<typeof app.schedule.listCoverRequests>[1]) =>
      (await app.schedule.listCoverRequests(group, status)).map((request) => request.id);
    expect(await ids()).toEqual([soon, late, cancelled]);
    expect(await ids('abierta')).toEqual([soon, late]);
    expect(await ids('cancelada')).toEqual([cancelled]);
    expect(await app.schedule.listCoverRequests('agencia')).toEqual([]);
  });

  it('expires an open request at its start once, across two instances ticking together', async () => {
    const ana = await newMember('Ana');
    await rotationOf(ana.id);
    const started = await app.schedule.askCover(group, range(1, 5), 'ana@andina.test');
    const later = await app.schedule.askCover(group, range(3, 5), 'ana@andina.test');
    const second = await instance();
    // Two instances' expiry functions at once, an instant after the first one's start.
    const at = new Date(Date.parse(started.request.from) + 1000);
    const [first, other] = await Promise.all([
      app.schedule.expireCoverRequests(at),
      second.schedule.expireCoverRequests(at),
    ]);
    expect([...first, ...other].sort()).toEqual([
      `cover.expired-${started.request.id}-0`,
      `cover.expired-${started.request.id}-1`,
    ]);
    expect((await stored(started.request.id))?.status).toBe('vencida');
    expect((await stored(later.request.id))?.status).toBe('abierta');
    expect(await noticesOf('cover.expired')).toHaveLength(2);
    await expect(
      app.schedule.acceptCover(group, started.request.id, { email: boss, by: boss }),
    ).rejects.toMatchObject({ status: 409 });

    // The minute jobs run it too (two ticks at once), and tell nothing twice.
    await db()
      .collection(scheduleCollections.coverRequests)
      .doc(later.request.id)
      .update({ from: new Date(Date.now() - 1000) });
    await Promise.all([app.jobs.runMinuteJobs(), second.jobs.runMinuteJobs()]);
    expect((await stored(later.request.id))?.status).toBe('vencida');
    expect(await noticesOf('cover.expired')).toHaveLength(4);
  });
});
