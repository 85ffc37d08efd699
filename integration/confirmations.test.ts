/**
 * Confirmed handoffs on Firestore (Google's emulator, see firestore-app.ts), with two chat hook
 * stand-ins: every handoff (staff's, the rotation's, a coverage's) asks the new holder to confirm
 * (`confirmedAt` null); 'Confirmo turno' answers the holder alone, once, and never the next
 * holder when it races a handoff; an unconfirmed handoff escalates once (`handoff.unconfirmed`,
 * with the fallback member) and a scheduled shift is reminded once (`shift.reminder`), while two
 * instances (each its own module graph: no in-process queue in common) run the jobs together.
 * Instants are injected into the jobs; the handoffs happen at the real now.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { UpstreamStandIn } from '../e2e/leads/upstream-stand-in';
import { type MemberGroup } from '@/lib/members/client';
import { scheduleCollections } from '@/lib/schedule/client';
import { dailyRotationAt } from './daily-rotation';
import { clearFirestore, serverWith, withFirestore } from './firestore-app';

const hooks = [new UpstreamStandIn(0), new UpstreamStandIn(0)];
const projectId = 'demo-andina-confirmations';
const server = () =>
  serverWith(
    {
      FIREBASE_PROJECT_ID: projectId,
      SHIFT_WEBHOOK_URLS: hooks.map((hook, index) => hook.url(`/turnos-${index}`)).join(','),
      SHIFT_CONFIRM_MINUTES: '15',
      SHIFT_REMINDER_HOURS: '12',
    },
    async () => ({
      firebase: await import('@/lib/firebase'),
      members: await import('@/lib/members'),
      schedule: await import('@/lib/schedule'),
      background: await import('@/lib/background'),
    }),
  );
let one: Awaited<ReturnType<typeof server>>;
let two: Awaited<ReturnType<typeof server>>;

withFirestore(
  async () => {
    for (const hook of hooks) await hook.start();
    // Two instances: each its own module graph (its own lib/env, its own queues).
    one = await server();
    two = await server();
  },
  async () => {
    for (const hook of hooks) await hook.stop();
  },
);

beforeEach(async () => {
  await clearFirestore(projectId);
  for (const hook of hooks) hook.received.length = 0;
});

const db = () => one.firebase.adminDb();
const group: MemberGroup = 'equipo';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const newMember = (nombre: string, where: MemberGroup = group) =>
  one.members.createMember(where, {
    nombre,
    email: `${nombre.toLowerCase()}@andina.test`,
    telefono: '+56 9 1234 5678',
  });
const current = async () =>
  (await db().collection(scheduleCollections.current).doc(group).get()).data();
const confirmedAt = async () => (await current())?.confirmedAt as unknown;

/** What each hook received under `key`, once every instance has swept the notices' channel. */
async function receivedBy(key: string) {
  await Promise.all(
    [one, two].map((app) =>
      app.background.sweepOutbox({ only: ['schedule-notices'], ignoreBackoff: true }),
    ),
  );
  return hooks.map((hook) =>
    hook.received.filter((request) => request.key === key).map((request) => request.body),
  );
}

/** A daily rotation of `memberIds` handing over `ahead` ms from now (ten shifts in). */
const dailyRotation = (memberIds: string[], ahead: number, fallbackMemberId?: string) =>
  dailyRotationAt(memberIds, Date.now() + ahead, fallbackMemberId);
/** Written directly: saving a rotation keeps the holder on with a coverage until its handoff. */
const setRotation = (input: ReturnType<typeof dailyRotation>['input']) =>
  db()
    .collection(scheduleCollections.rotations)
    .doc(group)
    .set({ group, ...input, updatedAt: new Date(), updatedBy: 'x' });

describe('the rotation’s fallback member', () => {
  it('is a member of the group (400 otherwise), stored with the rotation', async () => {
    const [ana, other] = await Promise.all([newMember('Ana'), newMember('Otra', 'agencia')]);
    const { input } = dailyRotation([ana.id], 400 * 24 * HOUR);
    await expect(
      one.schedule.saveRotation(
        group,
        { ...input, fallbackMemberId: other.id },
        'jefa@andina.test',
      ),
    ).rejects.toMatchObject({
      status: 400,
      message: 'El miembro de respaldo no pertenece a este grupo',
      fields: { fallbackMemberId: 'El miembro de respaldo no pertenece a este grupo' },
    });
    expect(await one.schedule.getRotation(group)).toBeNull();
    await one.schedule.saveRotation(
      group,
      { ...input, fallbackMemberId: ana.id },
      'jefa@andina.test',
    );
    expect(await one.schedule.getRotation(group)).toMatchObject({ fallbackMemberId: ana.id });
    const beto = await newMember('Beto');
    await one.schedule.saveRotation(
      group,
      { ...input, fallbackMemberId: beto.id },
      'jefa@andina.test',
    );
    // Named by the rotation, the fallback member cannot be deleted under it.
    await expect(one.schedule.removeMember(group, beto.id)).rejects.toMatchObject({ status: 409 });
    await one.schedule.saveRotation(group, input, 'jefa@andina.test');
    await one.schedule.removeMember(group, beto.id);
    expect(await one.schedule.getRotation(group)).not.toHaveProperty('fallbackMemberId');
  });
});

describe('confirming a handoff', () => {
  it('asks for it after every kind of handoff: staff, the rotation, a coverage', async () => {
    const [ana, beto, caro] = await Promise.all([
      newMember('Ana'),
      newMember('Beto'),
      newMember('Caro'),
    ]);
    await one.schedule.assignByStaff(group, ana.id, 'jefa@andina.test');
    expect(await current()).toMatchObject({ memberId: ana.id, confirmedAt: null });
    await one.schedule.confirmHandoff(group, { email: 'ana@andina.test', by: 'ana@andina.test' });

    // The rotation names Beto now (its latest handoff a minute ago).
    await setRotation(dailyRotation([beto.id, ana.id], -MINUTE).input);
    expect((await one.schedule.runHandoffs([group])).handoffs).toEqual([
      { group, memberId: beto.id, source: 'rotación' },
    ]);
    expect(await current()).toMatchObject({ memberId: beto.id, confirmedAt: null });
    await one.schedule.confirmHandoff(group, { email: 'beto@andina.test', by: 'beto@andina.test' });

    await one.schedule.addCoverage(
      group,
      {
        memberId: caro.id,
        from: new Date(Date.now() - MINUTE).toISOString(),
        to: new Date(Date.now() + HOUR).toISOString(),
      },
      'jefa@andina.test',
    );
    expect((await one.schedule.runHandoffs([group])).handoffs).toEqual([
      { group, memberId: caro.id, source: 'cobertura' },
    ]);
    expect(await current()).toMatchObject({ memberId: caro.id, confirmedAt: null });
  });

  it('answers the holder alone (409 otherwise), and the first instant again', async () => {
    const [ana] = await Promise.all([newMember('Ana'), newMember('Beto')]);
    await expect(
      one.schedule.confirmHandoff(group, { email: 'ana@andina.test', by: 'ana@andina.test' }),
    ).rejects.toMatchObject({
      status: 409,
      message: 'No tienes el turno de este grupo: solo quien lo tiene puede confirmarlo',
    });
    await one.schedule.assignByStaff(group, ana.id, 'jefa@andina.test');
    for (const email of ['beto@andina.test', 'jefa@andina.test']) {
      await expect(
        one.schedule.confirmHandoff(group, { email: email, by: email }),
      ).rejects.toMatchObject({
        status: 409,
      });
    }
    expect(await confirmedAt()).toBeNull();
    // The member's email compared case-insensitively; a second call answers the first instant.
    const first = await one.schedule.confirmHandoff(group, {
      email: 'ANA@andina.test',
      by: 'ANA@andina.test',
    });
    const second = await two.schedule.confirmHandoff(
      group,
      { email: 'ana@andina.test', by: 'ana@andina.test' },
      new Date(),
    );
    expect(second).toEqual(first);
    expect(((await confirmedAt()) as { toDate(): Date }).toDate().toISOString()).toBe(
      first.confirmedAt,
    );
    // Another group's shift is not theirs.
    await expect(
      one.schedule.confirmHandoff('agencia', { email: 'ana@andina.test', by: 'ana@andina.test' }),
    ).rejects.toMatchObject({
      status: 409,
    });
  });

  it('racing a handoff, never confirms the new holder', async () => {
    const [ana, beto] = await Promise.all([newMember('Ana'), newMember('Beto')]);
    for (const [from, to] of [
      [ana, beto],
      [beto, ana],
      [ana, beto],
    ] as const) {
      await one.schedule.assignByStaff(group, from.id, 'jefa@andina.test').catch(() => undefined);
      await Promise.allSettled([
        one.schedule.confirmHandoff(group, { email: from.email, by: from.email }),
        two.schedule.assignByStaff(group, to.id, 'jefa@andina.test'),
      ]);
      expect(await current()).toMatchObject({ memberId: to.id, confirmedAt: null });
    }
  });
});

describe('an unconfirmed handoff', () => {
  /** Ana's shift handed to Beto by staff, Caro the rotation's fallback: Beto's handoff instant. */
  async function betoUnconfirmed() {
    const [ana, beto, caro] = await Promise.all([
      newMember('Ana'),
      newMember('Beto'),
      newMember('Caro'),
    ]);
    // A rotation that starts next year: it names the fallback and hands nothing over now.
    const { input } = dailyRotation([ana.id, beto.id], 400 * 24 * HOUR, caro.id);
    await setRotation(input);
    await one.schedule.assignByStaff(group, ana.id, 'jefa@andina.test');
    await one.schedule.assignByStaff(group, beto.id, 'jefa@andina.test');
    const since = ((await current())!.at as { toMillis(): number }).toMillis();
    return { ana, beto, caro, since, noticeId: `handoff.unconfirmed-${group}-${since}` };
  }
  const escalateBoth = (now: number) =>
    Promise.all([
      one.schedule.escalateUnconfirmedHandoffs([group], now),
      two.schedule.escalateUnconfirmedHandoffs([group], now),
    ]);

  it('escalates once, naming the holder, the previous one and the fallback, however many instances tick', async () => {
    const { ana, beto, caro, since, noticeId } = await betoUnconfirmed();
    expect((await escalateBoth(since + 15 * MINUTE - 1)).flat()).toEqual([]);
    const recorded = await escalateBoth(since + 15 * MINUTE);
    expect(recorded.flat()).toHaveLength(hooks.length);
    expect((await escalateBoth(since + 16 * MINUTE)).flat()).toEqual([]);

    const received = await receivedBy(noticeId);
    for (const bodies of received) {
      expect(bodies).toHaveLength(1);
      const body = bodies[0] as Record<string, unknown>;
      expect(body).toMatchObject({
        event: 'handoff.unconfirmed',
        group,
        holder: { id: beto.id, nombre: 'Beto', telefono: '+56 9 1234 5678' },
        previous: { id: ana.id, nombre: 'Ana' },
        fallback: { id: caro.id, nombre: 'Caro', email: 'caro@andina.test' },
        since: new Date(since).toISOString(),
      });
      expect(body.text).toMatch(/Beto .*no ha confirmado.*Llama a Caro \(\+56 9 1234 5678\)/);
      expect(body.text).toContain('/soporte');
    }

    // Beto confirms after the escalation: nothing more is sent, then or later.
    await one.schedule.confirmHandoff(group, { email: 'beto@andina.test', by: 'beto@andina.test' });
    expect((await escalateBoth(since + 30 * MINUTE)).flat()).toEqual([]);
    expect((await receivedBy(noticeId)).map((bodies) => bodies.length)).toEqual([1, 1]);
  });

  it('does not escalate a handoff confirmed in time', async () => {
    const { since, noticeId } = await betoUnconfirmed();
    await two.schedule.confirmHandoff(group, { email: 'beto@andina.test', by: 'beto@andina.test' });
    expect((await escalateBoth(since + 15 * MINUTE)).flat()).toEqual([]);
    expect((await escalateBoth(since + 60 * MINUTE)).flat()).toEqual([]);
    expect((await receivedBy(noticeId)).map((bodies) => bodies.length)).toEqual([0, 0]);
    expect((await db().collection('avisos-agenda').get()).size).toBe(0);
  });
});

describe('a shift reminder', () => {
  it('goes once per scheduled shift within SHIFT_REMINDER_HOURS, however many instances tick', async () => {
    const [ana, beto] = await Promise.all([newMember('Ana'), newMember('Beto')]);
    const { handoff, input } = dailyRotation([ana.id, beto.id], 2 * HOUR);
    await setRotation(input);
    const remindBoth = (now: number) =>
      Promise.all([
        one.schedule.sendShiftReminders([group], now),
        two.schedule.sendShiftReminders([group], now),
      ]);
    // Twelve hours before the handoff it is due, not a millisecond earlier.
    expect((await remindBoth(handoff - 12 * HOUR - 1)).flat()).toEqual([]);
    expect((await remindBoth(handoff - 12 * HOUR)).flat()).toHaveLength(hooks.length);
    expect((await remindBoth(handoff - 11 * HOUR)).flat()).toEqual([]);
    expect((await remindBoth(handoff - MINUTE)).flat()).toEqual([]);

    const received = await receivedBy(`shift.reminder-${group}-${handoff}`);
    for (const bodies of received) {
      expect(bodies).toHaveLength(1);
      expect(bodies[0]).toMatchObject({
        event: 'shift.reminder',
        group,
        // Shift 10 of the order: Ana's.
        member: { id: ana.id, nombre: 'Ana', email: 'ana@andina.test' },
        from: new Date(handoff).toISOString(),
        to: new Date(handoff + 24 * HOUR).toISOString(),
      });
      expect((bodies[0] as { text: string }).text).toMatch(/^Recordatorio de turno \(Equipo\)/);
    }
  });

  it('reminds a coverage’s member before it starts', async () => {
    const caro = await newMember('Caro');
    const from = Math.floor((Date.now() + 3 * HOUR) / MINUTE) * MINUTE;
    await one.schedule.addCoverage(
      group,
      {
        memberId: caro.id,
        from: new Date(from).toISOString(),
        to: new Date(from + 5 * HOUR).toISOString(),
      },
      'jefa@andina.test',
    );
    const now = Date.now();
    const recorded = await Promise.all([
      one.schedule.sendShiftReminders([group], now),
      two.schedule.sendShiftReminders([group], now),
    ]);
    expect(recorded.flat()).toHaveLength(hooks.length);
    const [bodies] = await receivedBy(`shift.reminder-${group}-${from}`);
    expect(bodies).toEqual([
      expect.objectContaining({
        member: expect.objectContaining({ id: caro.id, nombre: 'Caro' }),
        from: new Date(from).toISOString(),
        to: new Date(from + 5 * HOUR).toISOString(),
      }),
    ]);
  });
});
