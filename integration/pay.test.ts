/**
 * Pay and fair hours on Firestore (Google's emulator, see firestore-app.ts): pay rates kept with
 * every change (who, when) and the rates in effect in a month; the pay report as the month's
 * hours at those rates, to the peso; publishing that freezes a month's rows whatever changes
 * later (rates, history), once under concurrency (one wins, the others 409), never before the
 * month is over; each member's nights, weekends, holidays and covers over the last 90 days.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { MemberGroup } from '@/lib/members/client';
import { scheduleCollections } from '@/lib/schedule/client';
import { clearFirestore, serverWith, withFirestore } from './firestore-app';

const projectId = 'demo-andina-pay';
const instance = () =>
  serverWith({ FIREBASE_PROJECT_ID: projectId }, async () => ({
    firebase: await import('@/lib/firebase'),
    members: await import('@/lib/members'),
    schedule: await import('@/lib/schedule'),
  }));
let app: Awaited<ReturnType<typeof instance>>;

withFirestore(async () => {
  app = await instance();
});

beforeEach(() => clearFirestore(projectId));

const db = () => app.firebase.adminDb();
const group: MemberGroup = 'equipo';
const boss = 'jefa@andina.test';

const newMember = (nombre: string, where: MemberGroup = group) =>
  app.members.createMember(where, {
    nombre,
    email: `${nombre.toLowerCase()}@andina.test`,
    telefono: '+56 9 1234 5678',
  });

/** A handoff in the history, as the assignment's transaction writes it. */
const assign = (member: { id: string; nombre: string }, at: string, where: MemberGroup = group) =>
  db()
    .collection(scheduleCollections.history)
    .add({
      group: where,
      memberId: member.id,
      nombre: member.nombre,
      assignedBy: boss,
      source: 'manual',
      at: new Date(at),
    });

const rates = (habiles: number, noche: number, finDeSemana: number, feriado: number) => ({
  habiles,
  noche,
  finDeSemana,
  feriado,
});

/**
 * September 2026 as the hours report's test has it, Beto 20 minutes longer on Monday 21's night:
 * Ana from 31 August; Beto over Fiestas Patrias (Friday 18 and Saturday 19, holidays) and Sunday
 * 20 to Monday 00:20; Ana again until October. Sunday 6 September lasts 23 hours.
 */
async function september() {
  const [ana, beto] = await Promise.all([newMember('Ana'), newMember('Beto')]);
  await assign(ana, '2026-08-31T09:00:00-04:00');
  await assign(beto, '2026-09-18T00:00:00-03:00');
  await assign(ana, '2026-09-21T00:20:00-03:00');
  await assign(beto, '2026-10-01T12:00:00-03:00');
  return { ana, beto };
}

describe('pay rates', () => {
  it('keeps every change with who and when; the rates in effect are the latest month at or before', async () => {
    const first = new Date('2026-07-20T10:00:00Z');
    const second = new Date('2026-07-21T10:00:00Z');
    await app.schedule.savePayRates(
      group,
      { effectiveFrom: '2026-08', clpPerHour: rates(4000, 6000, 7000, 9000) },
      boss,
      first,
    );
    const saved = await app.schedule.savePayRates(
      group,
      { effectiveFrom: '2026-08', clpPerHour: rates(5000, 7501, 8000, 10000) },
      'otra@andina.test',
      second,
    );
    expect(saved).toEqual({
      group,
      effectiveFrom: '2026-08',
      clpPerHour: rates(5000, 7501, 8000, 10000),
      updatedBy: 'otra@andina.test',
      updatedAt: second.toISOString(),
      changes: [
        { clpPerHour: rates(4000, 6000, 7000, 9000), by: boss, at: first.toISOString() },
        {
          clpPerHour: rates(5000, 7501, 8000, 10000),
          by: 'otra@andina.test',
          at: second.toISOString(),
        },
      ],
    });
    // The same rates again change nothing; another group's and a later month's are apart.
    expect(
      await app.schedule.savePayRates(
        group,
        { effectiveFrom: '2026-08', clpPerHour: rates(5000, 7501, 8000, 10000) },
        boss,
      ),
    ).toEqual(saved);
    await app.schedule.savePayRates(
      'agencia',
      { effectiveFrom: '2026-01', clpPerHour: rates(1, 1, 1, 1) },
      boss,
    );
    await app.schedule.savePayRates(
      group,
      { effectiveFrom: '2026-10', clpPerHour: rates(1, 2, 3, 4) },
      boss,
    );
    const stored = await db().collection(scheduleCollections.payRates).doc('equipo-2026-08').get();
    expect(stored.get('changes')).toHaveLength(2);
    expect(stored.get('updatedBy')).toBe('otra@andina.test');

    // September pays August's rates; July has none (404).
    await september();
    const { rows } = await app.schedule.payReport(group, '2026-09');
    expect(rows.map((row) => row.amount)).toEqual([4_134_189, 674_500]);
    await expect(app.schedule.payReport(group, '2026-07')).rejects.toMatchObject({
      status: 404,
      message: 'No hay tarifas de turno vigentes para ese mes',
    });
    await expect(app.schedule.publishPay(group, '2026-07', boss)).rejects.toMatchObject({
      status: 404,
    });
  });
});

describe('the pay report', () => {
  it('is the month’s hours at the rates in effect, to the peso, in the hours report’s format', async () => {
    await september();
    await app.schedule.savePayRates(
      group,
      { effectiveFrom: '2026-08', clpPerHour: rates(5000, 7501, 8000, 10000) },
      boss,
    );
    // Ana: 315 business hours, 188⅔ night (189 less Beto's 20 minutes), 143 weekend:
    // 1,575,000 + 1,415,188.67 + 1,144,000 → 4,134,189. Beto: 20 minutes of night, 24 weekend,
    // 48 holiday: 2,500.33 + 192,000 + 480,000 → 674,500.
    const { csv, published } = await app.schedule.payReport(group, '2026-09');
    expect(published).toBeNull();
    expect(csv).toBe(
      '\uFEFFmiembro;email;horas_habiles;horas_noche;horas_fin_de_semana;horas_feriado;monto_clp\r\n' +
        'Ana;ana@andina.test;315,0;188,7;143,0;0,0;4134189\r\n' +
        'Beto;beto@andina.test;0,0;0,3;24,0;48,0;674500\r\n',
    );
  });
});

describe('publishing a month', () => {
  it('freezes its rows: later rates and history change nothing of what the report answers', async () => {
    await september();
    await app.schedule.savePayRates(
      group,
      { effectiveFrom: '2026-08', clpPerHour: rates(5000, 7501, 8000, 10000) },
      boss,
    );
    const before = (await app.schedule.payReport(group, '2026-09')).csv;
    const at = new Date('2026-10-01T00:00:00-03:00');
    const published = await app.schedule.publishPay(group, '2026-09', boss, at);
    expect(published).toMatchObject({
      group,
      month: '2026-09',
      rates: { effectiveFrom: '2026-08', clpPerHour: rates(5000, 7501, 8000, 10000) },
      publishedBy: boss,
      publishedAt: at.toISOString(),
    });
    expect(published.rows.map((row) => [row.nombre, row.amount])).toEqual([
      ['Ana', 4_134_189],
      ['Beto', 674_500],
    ]);
    const stored = await db()
      .collection(scheduleCollections.publishedPay)
      .doc('equipo-2026-09')
      .get();
    expect(stored.get('publishedBy')).toBe(boss);
    expect(stored.get('publishedAt').toDate()).toEqual(at);

    // The rates change, a later month's rates start, and the history gains Caro on 10 September.
    await app.schedule.savePayRates(
      group,
      { effectiveFrom: '2026-08', clpPerHour: rates(1, 1, 1, 1) },
      boss,
    );
    await app.schedule.savePayRates(
      group,
      { effectiveFrom: '2026-09', clpPerHour: rates(2, 2, 2, 2) },
      boss,
    );
    await assign(await newMember('Caro'), '2026-09-10T09:00:00-03:00');
    expect((await app.schedule.hoursReport(group, '2026-09')).rows).toHaveLength(3);

    const after = await app.schedule.payReport(group, '2026-09');
    expect(after.csv).toBe(before);
    expect(after.published).toEqual(published);
    // Published once: again is 409.
    await expect(app.schedule.publishPay(group, '2026-09', boss)).rejects.toMatchObject({
      status: 409,
      message: 'El pago de ese mes ya fue publicado',
    });
  });

  it('publishes once when five publish at once: one wins, four get 409', async () => {
    await september();
    await app.schedule.savePayRates(
      group,
      { effectiveFrom: '2026-09', clpPerHour: rates(5000, 7501, 8000, 10000) },
      boss,
    );
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, (_, i) =>
        app.schedule.publishPay(group, '2026-09', `staff-${i}@andina.test`),
      ),
    );
    const won = results.filter((result) => result.status === 'fulfilled');
    const lost = results.filter((result) => result.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost.map((result) => (result.reason as { status?: number }).status)).toEqual([
      409, 409, 409, 409,
    ]);
    const stored = await db().collection(scheduleCollections.publishedPay).get();
    expect(stored.docs.map((doc) => doc.id)).toEqual(['equipo-2026-09']);
    expect(stored.docs[0]!.get('publishedBy')).toBe(won[0]!.value.publishedBy);
  });

  it('refuses a month not over yet in Santiago (400), and writes nothing', async () => {
    await september();
    await app.schedule.savePayRates(
      group,
      { effectiveFrom: '2026-01', clpPerHour: rates(1, 1, 1, 1) },
      boss,
    );
    const lastMoment = new Date('2026-09-30T23:59:59.999-03:00');
    await expect(app.schedule.publishPay(group, '2026-09', boss, lastMoment)).rejects.toMatchObject(
      {
        status: 400,
        message: 'El mes aún no termina: se publica una vez terminado',
        fields: { month: 'El mes aún no termina: se publica una vez terminado' },
      },
    );
    await expect(app.schedule.publishPay(group, '2099-01', boss)).rejects.toMatchObject({
      status: 400,
    });
    expect((await db().collection(scheduleCollections.publishedPay).get()).size).toBe(0);
  });
});

describe('fair hours', () => {
  it('counts each current member’s nights, weekends, holidays and covers over the last 90 days', async () => {
    const [ana, beto, caro] = await Promise.all([
      newMember('Ana'),
      newMember('Beto'),
      newMember('Caro'),
    ]);
    const other = await newMember('Otra', 'agencia');
    const gone = { id: 'gone', nombre: 'Ida' };
    // Now is Monday 21 September 2026 19:00; the window starts 90 days before, Tuesday 23 June
    // 18:00 (UTC−4). Caro holds from before it until 24 June: 4 business hours and 2 of night in
    // it. Someone no longer a member holds until Thursday 17 September 07:00: left out.
    const now = Date.parse('2026-09-21T19:00:00-03:00');
    await assign(caro, '2026-06-20T00:00:00-04:00');
    await assign(gone, '2026-06-24T00:00:00-04:00');
    // Ana: Thursday 17, 07:00–22:00 business and 22:00–24:00 night.
    await assign(ana, '2026-09-17T07:00:00-03:00');
    // Beto: Friday 18 and Saturday 19 (holidays), Sunday 20 and Monday's night to 07:00.
    await assign(beto, '2026-09-18T00:00:00-03:00');
    // Ana again: Monday 07:00 to now, business.
    await assign(ana, '2026-09-21T07:00:00-03:00');
    // The other group's history counts for it alone.
    await assign(other, '2026-09-01T00:00:00-03:00', 'agencia');

    const request = (
      requester: { id: string; nombre: string },
      acceptor: { id: string; nombre: string } | null,
      acceptedAt: string | null,
      where: MemberGroup = group,
    ) =>
      db()
        .collection(scheduleCollections.coverRequests)
        .add({
          group: where,
          memberId: requester.id,
          nombre: requester.nombre,
          from: new Date('2026-09-01T00:00:00Z'),
          to: new Date('2026-09-02T00:00:00Z'),
          status: acceptor ? 'aceptada' : 'abierta',
          ...(acceptor && {
            acceptedBy: { memberId: acceptor.id, nombre: acceptor.nombre },
            acceptedByUser: boss,
            acceptedAt: new Date(acceptedAt!),
          }),
          createdBy: boss,
          createdAt: new Date('2026-05-01T00:00:00Z'),
        });
    await request(ana, beto, '2026-09-10T12:00:00Z');
    await request(ana, caro, '2026-09-15T12:00:00Z');
    // Before the window, still open, another group's, after now: none counts.
    await request(beto, ana, '2026-05-02T12:00:00Z');
    await request(caro, null, null);
    await request(other, other, '2026-09-10T12:00:00Z', 'agencia');
    await request(beto, caro, '2026-09-22T12:00:00Z');

    const member = (
      m: { id: string; nombre: string },
      hours: number,
      offHours: number,
      holidayHours: number,
      coversGiven: number,
      coversReceived: number,
    ) => ({
      memberId: m.id,
      nombre: m.nombre,
      hours,
      offHours,
      holidayHours,
      coversGiven,
      coversReceived,
    });
    expect(await app.schedule.fairness(group, now)).toEqual({
      since: '2026-06-23T22:00:00.000Z',
      // Ana and Caro have 2 off-hours each (by name), Beto 79 (48 of holidays).
      members: [
        member(ana, 15 + 2 + 12, 2, 0, 0, 2),
        member(caro, 6, 2, 0, 1, 0),
        member(beto, 24 + 24 + 24 + 7, 79, 48, 1, 0),
      ],
    });
    // A group whose members held nothing: every member, zeros.
    expect(await app.schedule.fairness('agencia', Date.parse('2026-01-01T00:00:00Z'))).toEqual({
      since: '2025-10-03T00:00:00.000Z',
      members: [member(other, 0, 0, 0, 0, 0)],
    });
  });
});
