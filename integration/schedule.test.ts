/**
 * The on-call schedule on Firestore (Google's emulator, see firestore-app.ts): rotations and
 * coverages validated and written whole, the tick's handoffs through the assignment's own
 * transaction (one on duty, one history entry and one notice per handoff) under two ticks at
 * once, a tick racing a manual assignment and a tick an hour late; who is on duty at any
 * instant; the calendar feed as Mozilla's parser reads it.
 */
import { createHash } from 'node:crypto';
import ICAL from 'ical.js';
import { Temporal } from 'temporal-polyfill';
import { beforeEach, describe, expect, it } from 'vitest';
import { memberCollections, type MemberGroup } from '../lib/members/client';
import { scheduleCollections } from '../lib/schedule/client';
import { dailyRotationAt } from './daily-rotation';
import { clearFirestore, runScript, serverWith, withFirestore } from './firestore-app';

const settings = {
  // One hook: each handoff records one notice (nothing is sent: no delivery runs here).
  SHIFT_WEBHOOK_URLS: 'http://127.0.0.1:9/hook',
  FIREBASE_PROJECT_ID: 'demo-andina-schedule',
};
const instance = () =>
  serverWith(settings, async () => ({
    firebase: await import('@/lib/firebase'),
    members: await import('@/lib/members'),
    repository: await import('@/lib/schedule'),
    calendarLinks: await import('@/lib/schedule'),
    service: await import('@/lib/schedule'),
    report: await import('@/lib/schedule'),
    jobs: await import('@/lib/background'),
  }));
let app: Awaited<ReturnType<typeof instance>>;

withFirestore(async () => {
  app = await instance();
});

const db = () => app.firebase.adminDb();
const group: MemberGroup = 'equipo';
const MINUTE = 60_000;

/** Every test starts from an empty database (the emulator's own reset). */
beforeEach(() => clearFirestore(settings.FIREBASE_PROJECT_ID));

const newMember = (nombre: string, where: MemberGroup = group) =>
  app.members.createMember(where, {
    nombre,
    email: `${nombre.toLowerCase()}@andina.test`,
    telefono: '+56 9 1234 5678',
  });

/** A daily rotation whose latest handoff was `ago` ms before now, 10 shifts in. */
const dailyRotationDue = (memberIds: string[], ago: number) =>
  dailyRotationAt(memberIds, Date.now() - ago);

/** Puts a member on duty since `at` as if long ago (history, current state and flag). */
async function holdSince({ id: memberId, nombre }: { id: string; nombre: string }, at: number) {
  const entry = {
    group,
    memberId,
    nombre,
    assignedBy: 'rotación',
    source: 'rotación',
    at: new Date(at),
  };
  await db().collection(memberCollections[group]).doc(memberId).update({ flagActivo: 1 });
  await db().collection(scheduleCollections.history).add(entry);
  await db()
    .collection(scheduleCollections.current)
    .doc(group)
    .set({ ...entry, confirmedAt: entry.at });
}

const holders = async () =>
  (await db().collection(memberCollections[group]).where('flagActivo', '==', 1).get()).docs.map(
    (doc) => doc.id,
  );
const entries = async () =>
  (
    await db()
      .collection(scheduleCollections.history)
      .where('group', '==', group)
      .orderBy('at')
      .get()
  ).docs.map((doc) => doc.data());
const notices = async () => (await db().collection('avisos-turno').get()).size;
const alerts = async () =>
  (await db().collection('avisos-rotacion').get()).docs.map((doc) => doc.data());
const setRotation = (input: ReturnType<typeof dailyRotationDue>['input']) =>
  db()
    .collection(scheduleCollections.rotations)
    .doc(group)
    .set({ group, ...input, updatedAt: new Date(), updatedBy: 'x' });

describe('rotations and coverages', () => {
  it('refuses a member not in the group, and writes nothing', async () => {
    const ana = await newMember('Ana');
    const other = await newMember('Otra', 'agencia');
    const { input } = dailyRotationDue([ana.id, other.id], 0);
    await expect(
      app.repository.saveRotation(group, input, 'jefa@andina.test'),
    ).rejects.toMatchObject({
      status: 400,
      message: 'Algún miembro de la rotación no pertenece a este grupo',
      fields: { memberIds: 'Algún miembro de la rotación no pertenece a este grupo' },
    });
    expect(await app.repository.getRotation(group)).toBeNull();
  });

  it('refuses a coverage by someone outside the group; deletes only its own group’s', async () => {
    const ana = await newMember('Ana');
    const other = await newMember('Otra', 'agencia');
    const range = {
      from: new Date(Date.now() + MINUTE).toISOString(),
      to: new Date(Date.now() + 60 * MINUTE).toISOString(),
    };
    await expect(
      app.repository.addCoverage(group, { memberId: other.id, ...range }, 'jefa@andina.test'),
    ).rejects.toMatchObject({
      status: 400,
      fields: { memberId: 'Ese miembro no pertenece a este grupo' },
    });
    expect((await db().collection(scheduleCollections.coverages).get()).size).toBe(0);
    const coverage = await app.repository.addCoverage(
      group,
      { memberId: ana.id, ...range, reason: 'Vacaciones' },
      'jefa@andina.test',
    );
    expect(coverage).toMatchObject({
      group,
      memberId: ana.id,
      nombre: 'Ana',
      reason: 'Vacaciones',
      createdBy: 'jefa@andina.test',
      ...range,
    });
    await expect(app.repository.deleteCoverage('agencia', coverage.id)).rejects.toMatchObject({
      status: 404,
    });
    await expect(app.repository.deleteCoverage(group, 'nope')).rejects.toMatchObject({
      status: 404,
    });
    await app.repository.deleteCoverage(group, coverage.id);
    expect((await db().collection(scheduleCollections.coverages).get()).size).toBe(0);
  });

  it('applies a rotation change from its next handoff on: the holder keeps the shift until then', async () => {
    const [ana, beto] = await Promise.all([newMember('Ana'), newMember('Beto')]);
    const { input, handoff } = dailyRotationDue([ana.id, beto.id], 30 * MINUTE);
    await holdSince(beto, handoff - 5 * MINUTE);
    await app.repository.saveRotation(group, input, 'jefa@andina.test');
    // Shift 10 is Ana's, but Beto keeps it until the next handoff.
    const [coverage] = (await db().collection(scheduleCollections.coverages).get()).docs.map(
      (doc) => doc.data(),
    );
    expect(coverage).toMatchObject({ memberId: beto.id, reason: 'Cambio de rotación' });
    expect(coverage!.to.toMillis()).toBe(handoff + 24 * 60 * MINUTE);
    expect((await app.service.runHandoffs([group])).handoffs).toEqual([]);
    expect(await holders()).toEqual([beto.id]);
  });
});

describe('the tick', () => {
  it('hands the shift over once, an hour late, dated when it was due', async () => {
    const [ana, beto] = await Promise.all([newMember('Ana'), newMember('Beto')]);
    const { input, handoff } = dailyRotationDue([ana.id, beto.id], 60 * MINUTE);
    await holdSince(beto, handoff - 24 * 60 * MINUTE);
    // Written directly: saving it now would keep Beto on (the change applies from the next handoff).
    await db()
      .collection(scheduleCollections.rotations)
      .doc(group)
      .set({ group, ...input, updatedAt: new Date(), updatedBy: 'x' });

    const { answer } = await app.jobs.runMinuteJobs();
    expect(answer).toEqual({ handoffs: [{ group, memberId: ana.id, source: 'rotación' }] });
    expect((await app.jobs.runMinuteJobs()).answer).toEqual({ handoffs: [] });

    expect(await holders()).toEqual([ana.id]);
    const history = await entries();
    expect(history).toHaveLength(2);
    expect(history[1]).toMatchObject({
      memberId: ana.id,
      nombre: 'Ana',
      assignedBy: 'rotación',
      source: 'rotación',
    });
    expect(history[1]!.at.toMillis()).toBe(handoff);
    expect(await notices()).toBe(1);
  });

  it('runs as `npm run schedule:tick`, twice at once, with one handoff', async () => {
    const [ana, beto] = await Promise.all([newMember('Ana'), newMember('Beto')]);
    const { input } = dailyRotationDue([ana.id, beto.id], 10 * MINUTE);
    await holdSince(beto, Date.now() - 24 * 60 * MINUTE);
    await db()
      .collection(scheduleCollections.rotations)
      .doc(group)
      .set({ group, ...input, updatedAt: new Date(), updatedBy: 'x' });
    const command = () => runScript('schedule:tick', [], settings);
    const runs = await Promise.all([command(), command()]);
    for (const run of runs) expect(run.code, run.output).toBe(0);
    const outputs = runs.map((run) => run.output).join('\n');
    expect(outputs).toContain(`Handoffs: equipo → ${ana.id} (rotación)`);
    expect(outputs).toContain('No handoff due.');
    expect(await holders()).toEqual([ana.id]);
    expect(await entries()).toHaveLength(2);
  });

  it('makes one handoff when two ticks of two instances run at once', async () => {
    const [ana, beto] = await Promise.all([newMember('Ana'), newMember('Beto')]);
    const { input, handoff } = dailyRotationDue([ana.id, beto.id], MINUTE);
    await holdSince(beto, handoff - 24 * 60 * MINUTE);
    await db()
      .collection(scheduleCollections.rotations)
      .doc(group)
      .set({ group, ...input, updatedAt: new Date(), updatedBy: 'x' });
    const other = await instance();

    const results = await Promise.all([
      app.service.runHandoffs([group]),
      other.service.runHandoffs([group]),
      app.service.runHandoffs([group]),
    ]);
    expect(results.flatMap((result) => result.handoffs)).toHaveLength(1);
    expect(await holders()).toEqual([ana.id]);
    expect(await entries()).toHaveLength(2);
    expect(await notices()).toBe(1);
    app = await instance();
  });

  it('leaves one on duty when a tick races a manual assignment, and the manual one stays', async () => {
    const [ana, beto, caro] = await Promise.all([
      newMember('Ana'),
      newMember('Beto'),
      newMember('Caro'),
    ]);
    const { input, handoff } = dailyRotationDue([ana.id, beto.id], MINUTE);
    await holdSince(beto, handoff - 24 * 60 * MINUTE);
    await db()
      .collection(scheduleCollections.rotations)
      .doc(group)
      .set({ group, ...input, updatedAt: new Date(), updatedBy: 'x' });
    const other = await instance();

    const [tick] = await Promise.all([
      other.service.runHandoffs([group]),
      app.service.assignByStaff(group, caro.id, 'jefa@andina.test'),
    ]);
    expect(await holders()).toEqual([caro.id]);
    // The tick's handoff happened before the manual one, or not at all.
    const history = await entries();
    expect(history).toHaveLength(1 + 1 + tick.handoffs.length);
    expect(history.at(-1)).toMatchObject({
      memberId: caro.id,
      source: 'manual',
      assignedBy: 'jefa@andina.test',
    });
    expect(await notices()).toBe(history.length - 1);
    // The manual assignment holds until the next handoff: a coverage to it, so later ticks agree.
    const [coverage] = (await db().collection(scheduleCollections.coverages).get()).docs.map(
      (doc) => doc.data(),
    );
    expect(coverage).toMatchObject({
      memberId: caro.id,
      reason: 'Asignar Turno',
      createdBy: 'jefa@andina.test',
    });
    expect(coverage!.to.toMillis()).toBe(handoff + 24 * 60 * MINUTE);
    expect((await app.service.runHandoffs([group])).handoffs).toEqual([]);
    expect(await holders()).toEqual([caro.id]);
    app = await instance();
  });

  it('hands over to a coverage, and back when it is removed', async () => {
    const [ana, beto] = await Promise.all([newMember('Ana'), newMember('Beto')]);
    await holdSince(ana, Date.now() - 60 * MINUTE);
    const coverage = await app.repository.addCoverage(
      group,
      {
        memberId: beto.id,
        from: new Date(Date.now() - MINUTE).toISOString(),
        to: new Date(Date.now() + 60 * MINUTE).toISOString(),
      },
      'jefa@andina.test',
    );
    expect((await app.service.runHandoffs([group])).handoffs).toEqual([
      { group, memberId: beto.id, source: 'cobertura' },
    ]);
    await app.repository.deleteCoverage(group, coverage.id);
    // No rotation: back to whoever held it before the coverage.
    expect((await app.service.runHandoffs([group])).handoffs).toEqual([
      { group, memberId: ana.id, source: 'cobertura' },
    ]);
    expect(await holders()).toEqual([ana.id]);
  });
});

describe('members and the schedule agree', () => {
  it('refuses deleting a member in the rotation or with a coverage not ended (409)', async () => {
    const [ana, beto, caro, dani] = await Promise.all([
      newMember('Ana'),
      newMember('Beto'),
      newMember('Caro'),
      newMember('Dani'),
    ]);
    await setRotation(dailyRotationDue([ana.id, beto.id], 0).input);
    const coverage = await app.repository.addCoverage(
      group,
      {
        memberId: caro.id,
        from: new Date(Date.now() + 60 * MINUTE).toISOString(),
        to: new Date(Date.now() + 120 * MINUTE).toISOString(),
      },
      'jefa@andina.test',
    );
    // An ended coverage keeps nobody.
    await db()
      .collection(scheduleCollections.coverages)
      .add({ group, memberId: dani.id, nombre: 'Dani', from: new Date(0), to: new Date(1000) });

    await expect(app.service.removeMember(group, beto.id)).rejects.toMatchObject({
      status: 409,
      message: 'Beto está en la rotación o tiene una cobertura pendiente: quítalo de ahí primero',
    });
    await expect(app.service.removeMember(group, caro.id)).rejects.toMatchObject({
      status: 409,
      message: 'Caro está en la rotación o tiene una cobertura pendiente: quítalo de ahí primero',
    });
    expect((await db().collection(memberCollections[group]).get()).size).toBe(4);

    // Offboarding (`npm run user:disable`) disables the account anyway, and says so.
    expect(await app.service.scheduledMemberWarning(group, beto.id)).toBe(
      'Beto está en la rotación o tiene una cobertura pendiente: quítalo de ahí primero',
    );
    expect(await app.service.scheduledMemberWarning(group, dani.id)).toBeNull();

    await app.service.removeMember(group, dani.id);
    await app.repository.deleteCoverage(group, coverage.id);
    await app.service.removeMember(group, caro.id);
    await app.repository.deleteRotation(group);
    await app.service.removeMember(group, beto.id);
    const left = (await db().collection(memberCollections[group]).get()).docs.map((d) => d.id);
    expect(left).toEqual([ana.id]);
  });

  it('skips a rotation member deleted some other way: the next one takes the shift, one alert', async () => {
    const [ana, beto, caro] = await Promise.all([
      newMember('Ana'),
      newMember('Beto'),
      newMember('Caro'),
    ]);
    // Shift 10 is Beto's (10 mod 3 = 1); Ana held shift 9.
    const { input, handoff } = dailyRotationDue([ana.id, beto.id, caro.id], 10 * MINUTE);
    await holdSince(ana, handoff - 24 * 60 * MINUTE);
    await setRotation(input);
    await db().collection(memberCollections[group]).doc(beto.id).delete(); // the console

    expect((await app.service.runHandoffs([group])).handoffs).toEqual([
      { group, memberId: caro.id, source: 'rotación' },
    ]);
    expect(await holders()).toEqual([caro.id]);
    expect((await entries()).at(-1)!.at.toMillis()).toBe(handoff);
    // Later ticks neither hand over again nor alert again.
    const later = await app.service.runHandoffs([group]);
    expect(later).toMatchObject({ handoffs: [], alerts: [] });
    const recorded = await alerts();
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({
      group,
      skipped: { id: beto.id, nombre: '' },
      holder: { id: caro.id, nombre: 'Caro' },
      status: 'pending',
    });
    expect(recorded[0]!.at.toMillis()).toBe(handoff);
  });

  it('alerts once when the member skipped is followed by the one who already holds', async () => {
    const [ana, beto] = await Promise.all([newMember('Ana'), newMember('Beto')]);
    // Shift 10 is Ana's; Beto held shift 9 and is next after her.
    const { input } = dailyRotationDue([ana.id, beto.id], 10 * MINUTE);
    await holdSince(beto, Date.now() - 24 * 60 * MINUTE);
    await setRotation(input);
    await db().collection(memberCollections[group]).doc(ana.id).delete();

    const first = await app.service.runHandoffs([group]);
    const second = await app.service.runHandoffs([group]);
    expect([first.handoffs, second.handoffs]).toEqual([[], []]);
    expect(first.alerts).toHaveLength(1);
    expect(second.alerts).toEqual([]);
    expect(await holders()).toEqual([beto.id]);
    expect(await alerts()).toHaveLength(1);
  });

  it('makes at most one handoff when a rotation is saved while the tick runs', async () => {
    for (let round = 0; round < 6; round++) {
      for (const doc of (await db().collection(scheduleCollections.coverages).get()).docs)
        await doc.ref.delete();
      const [ana, beto, caro] = await Promise.all([
        newMember('Ana'),
        newMember('Beto'),
        newMember('Caro'),
      ]);
      // Ana's shift began a minute ago and Beto still holds; the new rotation names Caro.
      const old = dailyRotationDue([ana.id, beto.id], MINUTE);
      await holdSince(beto, old.handoff - 24 * 60 * MINUTE);
      await setRotation(old.input);
      const changed = { ...old.input, memberIds: [caro.id, ana.id] };
      const [tick] = await Promise.all([
        app.service.runHandoffs([group]),
        app.repository.saveRotation(group, changed, 'jefa@andina.test'),
      ]);
      const next = await app.service.runHandoffs([group], Date.now() + MINUTE);
      expect(tick.handoffs.length + next.handoffs.length, `round ${round}`).toBeLessThanOrEqual(1);
      for (const id of [ana.id, beto.id, caro.id]) {
        await db().collection(memberCollections[group]).doc(id).update({ flagActivo: 0 });
      }
    }
  });
});

describe('who is on duty, at any instant', () => {
  it('answers the past from the history and the future from the plan, with who is next', async () => {
    const [ana, beto] = await Promise.all([newMember('Ana'), newMember('Beto')]);
    const { input, handoff } = dailyRotationDue([ana.id, beto.id], 60 * MINUTE);
    await holdSince(beto, handoff - 24 * 60 * MINUTE);
    await db()
      .collection(scheduleCollections.rotations)
      .doc(group)
      .set({ group, ...input, updatedAt: new Date(), updatedBy: 'x' });
    await app.service.runHandoffs([group]);
    const day = 24 * 60 * MINUTE;

    const now = await app.service.dutyAt(group, undefined);
    expect(now).toMatchObject({
      id: ana.id,
      nombre: 'Ana',
      since: new Date(handoff).toISOString(),
      assignedBy: 'rotación',
    });
    expect(now?.next).toEqual({
      id: beto.id,
      nombre: 'Beto',
      email: 'beto@andina.test',
      telefono: '+56 9 1234 5678',
      start: new Date(handoff + day).toISOString(),
    });

    const past = await app.service.dutyAt(group, handoff - 30 * MINUTE);
    expect(past).toMatchObject({ id: beto.id, since: new Date(handoff - day).toISOString() });
    expect(past?.next).toMatchObject({ id: ana.id, start: new Date(handoff).toISOString() });

    const future = await app.service.dutyAt(group, handoff + day + 60 * MINUTE);
    expect(future).toMatchObject({
      id: beto.id,
      since: new Date(handoff + day).toISOString(),
      assignedBy: 'rotación',
    });
    expect(future?.next).toMatchObject({
      id: ana.id,
      start: new Date(handoff + 2 * day).toISOString(),
    });

    const schedule = await app.service.scheduleOf(group, handoff, handoff + 3 * day);
    expect(schedule.shifts.map((shift) => [shift.memberId, shift.source])).toEqual([
      [ana.id, 'rotación'],
      [beto.id, 'rotación'],
      [ana.id, 'rotación'],
    ]);
  });

  it('answers up to 366 days ahead from the plan over the range asked', async () => {
    const [ana, beto] = await Promise.all([newMember('Ana'), newMember('Beto')]);
    const { input, handoff } = dailyRotationDue([ana.id, beto.id], 60 * MINUTE);
    await holdSince(beto, handoff - 24 * 60 * MINUTE);
    await setRotation(input);
    await app.service.runHandoffs([group]);
    const day = 24 * 60 * MINUTE;
    // Day 300 after today's handoff is Ana's again (an even shift); its handoff is at the same
    // local time, so a whole number of local days from today's.
    const local =
      Temporal.Instant.fromEpochMilliseconds(handoff).toZonedDateTimeISO('America/Santiago');
    const at = (days: number) => local.add({ days }).epochMilliseconds;
    const far = await app.service.dutyAt(group, at(300) + 60 * MINUTE);
    expect(far).toMatchObject({
      id: ana.id,
      since: new Date(at(300)).toISOString(),
      assignedBy: 'rotación',
    });
    expect(far?.next).toMatchObject({ id: beto.id, start: new Date(at(301)).toISOString() });

    const schedule = await app.service.scheduleOf(group, at(270), at(270) + 92 * day);
    // 92 days of 24 hours: 92 shifts, and a piece of one more across an offset change.
    expect(schedule.shifts.length).toBeGreaterThanOrEqual(92);
    expect(schedule.shifts[0]).toMatchObject({
      memberId: ana.id,
      start: new Date(at(270)).toISOString(),
      end: new Date(at(271)).toISOString(),
    });

    // A rotation of one: the holding runs from its start in the history, however far.
    await setRotation({ ...input, memberIds: [ana.id] });
    expect(await app.service.dutyAt(group, at(200))).toMatchObject({
      id: ana.id,
      since: new Date(handoff).toISOString(),
    });
  });

  it('serves a calendar that Mozilla’s parser reads, with stable UIDs and a member filter', async () => {
    const [ana, beto] = await Promise.all([newMember('Ana'), newMember('Beto')]);
    const { input, handoff } = dailyRotationDue([ana.id, beto.id], 60 * MINUTE);
    await holdSince(beto, handoff - 24 * 60 * MINUTE);
    await db()
      .collection(scheduleCollections.rotations)
      .doc(group)
      .set({ group, ...input, updatedAt: new Date(), updatedBy: 'x' });
    await app.service.runHandoffs([group]);

    const read = async (memberId?: string) => {
      const calendar = new ICAL.Component(
        ICAL.parse(await app.service.calendarFeed(group, 'https://andina.test', memberId)),
      );
      return calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    };
    const events = await read();
    // Beto's day before, then one a day until 90 days ahead.
    expect(events.length).toBeGreaterThanOrEqual(91);
    const first = events[0]!;
    expect(first.uid).toBe(
      `equipo-${new Date(handoff - 24 * 60 * MINUTE).toISOString().replace(/[-:]/g, '').replace('.000', '')}@andina.test`,
    );
    expect(first.summary).toBe('Turno de soporte (Equipo): Beto');
    expect(first.startDate.toJSDate().getTime()).toBe(handoff - 24 * 60 * MINUTE);
    expect(first.startDate.zone?.tzid).toBe('UTC');
    expect(events[1]!.summary).toBe('Turno de soporte (Equipo): Ana');
    expect(events[1]!.startDate.toJSDate().getTime()).toBe(handoff);
    // The same feed a minute later names every shift by the same UID.
    expect((await read()).map((event) => event.uid)).toEqual(events.map((event) => event.uid));
    const anas = await read(ana.id);
    expect(anas.every((event) => event.summary.endsWith(': Ana'))).toBe(true);
    expect(anas.length).toBeGreaterThanOrEqual(45);
  });

  it('keeps one calendar link per person and group: renewing mine keeps yours; offboarding ends all of mine', async () => {
    const links = app.calendarLinks;
    const mine = { uid: 'uid-jefa', email: 'jefa@andina.test' };
    const yours = { uid: 'uid-turno', email: 'turno@andina.test' };
    const first = await links.replaceCalendarToken(group, mine);
    const other = await links.replaceCalendarToken(group, yours);
    const agency = await links.replaceCalendarToken('agencia', mine);
    expect(await links.calendarTokenOwner(group, first)).toBe(mine.uid);
    expect(await links.calendarTokenOwner(group, other)).toBe(yours.uid);
    expect(await links.calendarTokenOwner('agencia', agency)).toBe(mine.uid);
    expect(await links.calendarTokenOwner('agencia', first)).toBeNull();
    expect(await links.calendarTokenOwner(group, '')).toBeNull();
    // Only hashes are stored.
    const stored = JSON.stringify(
      (await db().collection(scheduleCollections.calendars).get()).docs.map((d) => d.data()),
    );
    for (const token of [first, other, agency]) expect(stored).not.toContain(token);

    const renewed = await links.replaceCalendarToken(group, mine);
    expect(await links.calendarTokenOwner(group, first)).toBeNull();
    expect(await links.calendarTokenOwner(group, renewed)).toBe(mine.uid);
    expect(await links.calendarTokenOwner(group, other)).toBe(yours.uid);

    // The group-wide link of before (one hash per group, no owner) opens nothing.
    const legacy = 'enlace-de-grupo';
    await db()
      .collection(scheduleCollections.calendars)
      .doc(group)
      .set({
        tokenHash: createHash('sha256').update(legacy).digest('hex'),
        createdAt: new Date(),
        createdBy: mine.email,
      });
    expect(await links.calendarTokenOwner(group, legacy)).toBeNull();

    expect(await links.endCalendarLinks(mine.uid)).toBe(2);
    expect(await links.calendarTokenOwner(group, renewed)).toBeNull();
    expect(await links.calendarTokenOwner('agencia', agency)).toBeNull();
    expect(await links.calendarTokenOwner(group, other)).toBe(yours.uid);
  });
});

describe('the hours report', () => {
  it('counts a month from the history: business hours, nights, weekends, holidays, an offset change', async () => {
    const [ana, beto] = await Promise.all([newMember('Ana'), newMember('Beto')]);
    const assign = (member: { id: string; nombre: string }, at: string) =>
      db()
        .collection(scheduleCollections.history)
        .add({
          group,
          memberId: member.id,
          nombre: member.nombre,
          assignedBy: 'jefa@andina.test',
          source: 'manual',
          at: new Date(at),
        });
    // Ana from August on; Beto over Fiestas Patrias (Friday 18 and Saturday 19 September 2026)
    // and Sunday 20; Ana again until October. Sunday 6 September lasts 23 hours (UTC−4 → −3).
    await assign(ana, '2026-08-31T09:00:00-04:00');
    await assign(beto, '2026-09-18T00:00:00-03:00');
    await assign(ana, '2026-09-21T00:00:00-03:00');
    await assign(beto, '2026-10-01T12:00:00-03:00');

    const { rows, csv } = await app.report.hoursReport(group, '2026-09');
    // Ana's 21 weekdays are 15 business hours (07:00–22:00) and 9 night hours each.
    expect(
      rows.map((row) => [row.nombre, row.total, row.business, row.night, row.weekend, row.holiday]),
    ).toEqual([
      ['Ana', 17 * 24 - 1 + 10 * 24, (13 + 8) * 15, (13 + 8) * 9, 3 * 24 + 23 + 2 * 24, 0],
      ['Beto', 72, 0, 0, 24, 48],
    ]);
    expect(csv).toBe(
      '\uFEFFmiembro;email;horas_total;horas_habiles;horas_noche;horas_fin_de_semana;horas_feriado\r\n' +
        'Ana;ana@andina.test;647,0;315,0;189,0;143,0;0,0\r\n' +
        'Beto;beto@andina.test;72,0;0,0;0,0;24,0;48,0\r\n',
    );
    // A month not begun yet has nobody.
    expect((await app.report.hoursReport(group, '2099-01')).rows).toEqual([]);
  });
});
