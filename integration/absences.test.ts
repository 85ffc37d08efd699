/**
 * Absences on Firestore (Google's emulator, see firestore-app.ts), two instances (each its own
 * module graph) running the minute jobs together: an absence opens one cover request per shift
 * of the member it overlaps within SCHEDULE_CONFLICT_DAYS (exactly the overlap), later ones as
 * they come within the window, each once; removing it cancels them; a shift someone else covers
 * opens nothing; a shift that starts while its member is away goes to the next available member
 * (else the fallback, else it stays), told once; 'Asignar Turno' to someone away is 409; the
 * schedule carries absences and Chile's holidays. Notices are counted where they are recorded.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { MemberGroup } from '@/lib/members/client';
import { scheduleCollections } from '@/lib/schedule/client';
import { dailyRotationAt } from './daily-rotation';
import { clearFirestore, serverWith, withFirestore } from './firestore-app';

const settings = {
  SHIFT_WEBHOOK_URLS: 'http://127.0.0.1:9/hook-a',
  FIREBASE_PROJECT_ID: 'demo-andina-absences',
  SCHEDULE_CONFLICT_DAYS: '2',
};
const instance = () =>
  serverWith(settings, async () => ({
    firebase: await import('@/lib/firebase'),
    members: await import('@/lib/members'),
    schedule: await import('@/lib/schedule'),
  }));
let one: Awaited<ReturnType<typeof instance>>;
let two: Awaited<ReturnType<typeof instance>>;

withFirestore(async () => {
  one = await instance();
  two = await instance();
});

beforeEach(() => clearFirestore(settings.FIREBASE_PROJECT_ID));

const db = () => one.firebase.adminDb();
const group: MemberGroup = 'equipo';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const boss = 'jefa@andina.test';

const newMember = (nombre: string) =>
  one.members.createMember(group, {
    nombre,
    email: `${nombre.toLowerCase()}@andina.test`,
    telefono: '+56 9 1234 5678',
  });

/** A daily rotation whose handoff (shift 10) falls at `at`, to the minute: that instant. */
const rotationAt = async (memberIds: string[], at: number, fallbackMemberId?: string) => {
  const { input, handoff } = dailyRotationAt(memberIds, at, fallbackMemberId);
  await db()
    .collection(scheduleCollections.rotations)
    .doc(group)
    .set({ group, ...input, updatedAt: new Date(), updatedBy: boss });
  return handoff;
};

const away = (memberId: string, from: number, to: number) =>
  one.schedule.addAbsence(
    group,
    {
      memberId,
      from: new Date(from).toISOString(),
      to: new Date(to).toISOString(),
      kind: 'vacaciones',
    },
    boss,
  );

const requests = async () =>
  (await db().collection(scheduleCollections.coverRequests).orderBy('from').get()).docs.map(
    (doc) => ({ id: doc.id, ...doc.data() }) as Record<string, unknown> & { id: string },
  );
const noticesOf = async (event: string) =>
  (await db().collection('avisos-agenda').where('event', '==', event).get()).docs.map((doc) =>
    doc.data(),
  );
const holder = async () =>
  (await db().collection(scheduleCollections.current).doc(group).get()).get('memberId') as string;

describe('an absence’s conflicts', () => {
  it('opens one cover request per shift over exactly the overlap, within the window, once', async () => {
    const [ana, beto] = await Promise.all([newMember('Ana'), newMember('Beto')]);
    // Ana's shift starts in an hour; Beto's at +25 h, +73 h, +121 h (one day each).
    const first = await rotationAt([ana.id, beto.id], Date.now() + HOUR);
    const from = first + 20 * HOUR;
    const to = first + 5.5 * DAY;
    const { absence, coverRequests } = await away(beto.id, from, to);

    // Within two days only Beto's first shift, over the whole of it (it lies inside).
    expect(coverRequests).toHaveLength(1);
    expect(coverRequests[0]).toMatchObject({
      memberId: beto.id,
      from: new Date(first + DAY).toISOString(),
      to: new Date(first + 2 * DAY).toISOString(),
      reason: 'Ausencia: vacaciones',
      status: 'abierta',
      absenceId: absence.id,
    });

    // Two days later both instances tick: the next shift came within the window, opened once.
    const later = new Date(Date.now() + 2 * DAY);
    await Promise.all([
      one.schedule.openAbsenceConflicts([group], later),
      two.schedule.openAbsenceConflicts([group], later),
    ]);
    const opened = await requests();
    expect(opened.map((request) => (request.from as { toMillis(): number }).toMillis())).toEqual([
      first + DAY,
      first + 3 * DAY,
    ]);
    expect(await noticesOf('cover.requested')).toHaveLength(2);

    // Four days on, Beto's last shift is cut at the absence's end.
    await one.schedule.openAbsenceConflicts([group], new Date(Date.now() + 4 * DAY));
    const last = (await requests()).at(-1)!;
    expect((last.to as { toMillis(): number }).toMillis()).toBe(to);

    // Removing the absence cancels what it opened and is still open.
    await one.schedule.removeAbsence(group, absence.id, boss);
    const after = await requests();
    expect(after.map((request) => request.status)).toEqual(['cancelada', 'cancelada', 'cancelada']);
    expect(after.every((request) => request.cancelledBy === boss)).toBe(true);
    expect(await noticesOf('cover.cancelled')).toHaveLength(3);
    await expect(one.schedule.removeAbsence(group, absence.id, boss)).rejects.toMatchObject({
      status: 404,
    });
  });

  it('opens nothing for a shift someone else already covers', async () => {
    const [ana, beto, caro] = await Promise.all([
      newMember('Ana'),
      newMember('Beto'),
      newMember('Caro'),
    ]);
    const first = await rotationAt([ana.id, beto.id], Date.now() + HOUR);
    await one.schedule.addCoverage(
      group,
      {
        memberId: caro.id,
        from: new Date(first + DAY).toISOString(),
        to: new Date(first + 2 * DAY).toISOString(),
      },
      boss,
    );
    const { coverRequests } = await away(beto.id, first + 20 * HOUR, first + 2 * DAY);
    expect(coverRequests).toEqual([]);
    expect(await requests()).toEqual([]);
  });
});

describe('never handed to someone away', () => {
  it('gives a shift starting during an absence to the next available member, told once', async () => {
    const [ana, beto, caro] = await Promise.all([
      newMember('Ana'),
      newMember('Beto'),
      newMember('Caro'),
    ]);
    await one.schedule.assignShift(group, ana.id, boss);
    // Shift 10, Beto's, began a minute ago; Beto is away.
    await rotationAt([ana.id, beto.id, caro.id], Date.now() - MINUTE);
    await away(beto.id, Date.now() - HOUR, Date.now() + 2 * DAY);
    await Promise.all([one.schedule.runHandoffs([group]), two.schedule.runHandoffs([group])]);
    expect(await holder()).toBe(caro.id);
    await one.schedule.runHandoffs([group]);
    expect(await holder()).toBe(caro.id);
    const told = await noticesOf('shift.reassigned');
    expect(told).toHaveLength(1);
    expect(told[0]?.notice).toMatchObject({
      absent: { id: beto.id, nombre: 'Beto' },
      kind: 'vacaciones',
      standIn: { id: caro.id, nombre: 'Caro' },
    });
  });

  it('goes to the fallback member when the whole rotation is away, else stays', async () => {
    const [ana, beto, dani] = await Promise.all([
      newMember('Ana'),
      newMember('Beto'),
      newMember('Dani'),
    ]);
    await one.schedule.assignShift(group, dani.id, boss);
    await rotationAt([ana.id, beto.id], Date.now() - MINUTE);
    // Shift 10 is Ana's; both are away: nobody of the rotation can take it, Dani keeps it.
    await away(ana.id, Date.now() - HOUR, Date.now() + DAY);
    await away(beto.id, Date.now() - HOUR, Date.now() + DAY);
    await one.schedule.runHandoffs([group]);
    expect(await holder()).toBe(dani.id);
    expect((await noticesOf('shift.reassigned'))[0]?.notice).toMatchObject({
      standIn: null,
      holder: { id: dani.id },
    });
    // With a fallback member, the shift goes to them.
    const eva = await newMember('Eva');
    await rotationAt([ana.id, beto.id], Date.now() - MINUTE, eva.id);
    await one.schedule.runHandoffs([group]);
    expect(await holder()).toBe(eva.id);
  });

  it('refuses "Asignar Turno" to a member who is away (409), in Spanish', async () => {
    const beto = await newMember('Beto');
    await away(beto.id, Date.now() - HOUR, Date.now() + DAY);
    await expect(one.schedule.assignShift(group, beto.id, boss)).rejects.toMatchObject({
      status: 409,
      message: expect.stringMatching(/^Beto está ausente hasta el .+: elige a otro miembro$/),
    });
    expect(await holder()).toBeUndefined();
  });
});

describe('the schedule', () => {
  it('carries the absences and Chile’s public holidays of the range', async () => {
    const beto = await newMember('Beto');
    const { absence } = await away(beto.id, Date.now() + DAY, Date.now() + 3 * DAY);
    const ahead = await one.schedule.scheduleOf(group, Date.now(), Date.now() + 5 * DAY);
    expect(ahead.absences).toEqual([absence]);
    // 20 to 30 December 2026 in Santiago: Christmas only.
    const from = Date.parse('2026-12-20T03:00:00Z');
    const december = await one.schedule.scheduleOf(group, from, from + 10 * DAY);
    expect(december.holidays).toEqual([{ date: '2026-12-25', name: 'Navidad' }]);
    expect(december.absences).toEqual([]);
  });
});
