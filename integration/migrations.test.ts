/**
 * `npm run migrate` on Firestore (Google's emulator, see firestore-app.ts): a database written
 * in the older layouts (each fixture as an older release wrote it) is brought to the current
 * layout, each migration recorded in `migraciones`; a second run changes nothing. What the code
 * no longer reads (top-level outbox fields, leads without `emailNormalized` or `expiresAt`,
 * members' `mail`, history without `source`, handoffs without `confirmedAt`…) then works through
 * the current layout alone.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { leadFields } from '../e2e/leads/lead-fields';
import { UpstreamStandIn } from '../e2e/leads/upstream-stand-in';
import {
  clearFirestore,
  root,
  runScript,
  serverEnv,
  serverWith,
  withFirestore,
} from './firestore-app';
import { scheduleCollections } from '@/lib/schedule/client';

const upstream = new UpstreamStandIn(0);
const hook = new UpstreamStandIn(0);
let settings: Record<string, string>;

const server = () =>
  serverWith(settings, async () => ({
    firebase: await import('@/lib/firebase'),
    migrations: await import('@/lib/migrations'),
    leads: await import('@/lib/leads'),
    outbox: await import('@/lib/outbox'),
    privacy: await import('@/lib/privacy'),
    members: await import('@/lib/members'),
    schedule: await import('@/lib/schedule'),
  }));
let app: Awaited<ReturnType<typeof server>>;

withFirestore(
  async () => {
    for (const standIn of [upstream, hook]) await standIn.start();
    settings = {
      LEADS_UPSTREAM_URL: upstream.url('/leads'),
      LEADS_UPSTREAM_TIMEOUT_MS: '5000',
      SHIFT_WEBHOOK_URLS: hook.url('/hook'),
      LEADS_RETENTION_DAYS: '730',
      PRIVACY_RECORDS_RETENTION_DAYS: '1095',
      PRIVACY_HASH_KEY: 'clave-de-prueba-de-privacidad-32-caracteres',
    };
    app = await server();
  },
  async () => {
    for (const standIn of [upstream, hook]) await standIn.stop();
  },
);

beforeEach(async () => {
  await clearFirestore(serverEnv().FIREBASE_PROJECT_ID!);
});

const db = () => app.firebase.adminDb();
const DAY = 24 * 60 * 60 * 1000;
const MINUTE = 60_000;
const data = async (collection: string, id: string) =>
  (await db().collection(collection).doc(id).get()).data();

/** Every document of every collection, as JSON, in a stable order. */
async function everything(): Promise<string> {
  const collections = await db().listCollections();
  const dump: Record<string, Record<string, DocumentData>> = {};
  for (const collection of collections.sort((a, b) => a.id.localeCompare(b.id))) {
    const snapshot = await collection.orderBy('__name__').get();
    dump[collection.id] = Object.fromEntries(snapshot.docs.map((doc) => [doc.id, doc.data()]));
  }
  return JSON.stringify(dump);
}

/** One database as older releases left it: a document of each older layout, and current ones. */
async function writeOlderLayouts(now: number) {
  const at = (ms: number) => Timestamp.fromMillis(ms);
  const write = (collection: string, id: string, fields: DocumentData) =>
    db().collection(collection).doc(id).set(fields);
  const email = 'Persona.Antigua@Empresa.cl';
  await Promise.all([
    // Leads: the lead service's outbox fields at the top level, no `emailNormalized`, no `expiresAt`.
    write('leads', 'former-upstream', {
      ...leadFields({ email }),
      status: 'pending',
      attempts: 2,
      nextAttemptAt: at(now - MINUTE),
      createdAt: at(now - 10 * DAY),
    }),
    write('leads', 'former-stored', {
      ...leadFields({ email: 'otra@empresa.cl' }),
      status: 'stored',
      attempts: 0,
      createdAt: at(now - 800 * DAY),
    }),
    // Sales notices and deletions in Odoo sent before `expiresAt` was written with `forwardedAt`.
    write('avisos-ventas', 'old-sent', {
      noticeId: 'lead.new-x',
      status: 'forwarded',
      forwardedAt: at(now - 100 * DAY),
    }),
    write('avisos-ventas', 'still-to-send', { noticeId: 'lead.new-y', status: 'pending' }),
    write('bajas-odoo', 'old-done', {
      leadId: 'x',
      status: 'forwarded',
      forwardedAt: at(now - 10 * DAY),
    }),
    // Personal-data records from before `expiresAt`.
    write('solicitudes-datos', 'old-answered', {
      right: 'acceso',
      message: '',
      status: 'respondida',
      createdAt: at(now - 1200 * DAY),
      dueOn: '2023-01-20',
      answeredAt: at(now - 1100 * DAY),
    }),
    write('solicitudes-datos', 'open', {
      email: 'abierta@empresa.cl',
      right: 'acceso',
      message: '',
      status: 'abierta',
      createdAt: at(now - 2 * DAY),
      dueOn: '2099-01-01',
    }),
    write('auditoria-datos', 'old-entry', {
      emailHash: 'x',
      action: 'export',
      by: 'staff@andinadigital.cl',
      at: at(now - 1100 * DAY),
    }),
    write('avisos-turno', 'old-notice', {
      notificationId: 'x',
      status: 'forwarded',
      createdAt: at(now - 100 * DAY),
    }),
    write('avisos-turno', 'recent-notice', {
      notificationId: 'y',
      status: 'forwarded',
      at: at(now - DAY),
      createdAt: at(now - DAY),
    }),
    // Members of the former app: `mail` and `uid`, dates as ISO text.
    write('usuarios', 'former-member', {
      nombre: 'Ana Antigua',
      mail: ' Ana@Andina.cl ',
      uid: 'u-1',
      telefono: '+56 9 1111 1111',
      flagActivo: 1,
      tipoUsuario: 'equipo',
      fechaCreacion: '2023-03-04T05:06:07.000Z',
      fechaActualizacion: '2024-01-02T03:04:05.000Z',
    }),
    write('usuarios-agencia', 'both', {
      nombre: 'Beto',
      email: 'beto@andina.cl',
      mail: 'viejo@andina.cl',
      flagActivo: 0,
      tipoUsuario: 'agencia',
      fechaCreacion: at(now - 30 * DAY),
      fechaActualizacion: at(now - 30 * DAY),
    }),
    // The shift: a history entry from before the schedule (no `source`, `at` as text) and the
    // group's latest handoff from before confirmations.
    write(scheduleCollections.history, 'before-schedule', {
      group: 'equipo',
      memberId: 'former-member',
      nombre: 'Ana Antigua',
      assignedBy: 'jefa@andina.cl',
      at: new Date(now - 2 * DAY).toISOString(),
    }),
    write(scheduleCollections.current, 'equipo', {
      group: 'equipo',
      memberId: 'former-member',
      nombre: 'Ana Antigua',
      assignedBy: 'jefa@andina.cl',
      at: at(now - 2 * DAY),
    }),
    // The group-wide calendar link of before, and a staff user's own.
    write(scheduleCollections.calendars, 'equipo', {
      group: 'equipo',
      tokenHash: 'h',
      createdAt: at(now),
    }),
    write(scheduleCollections.calendars, 'equipo-uid-1', {
      group: 'equipo',
      uid: 'uid-1',
      tokenHash: 'h2',
      createdAt: at(now),
      createdBy: 'jefa@andina.cl',
    }),
  ]);
  return { email };
}

describe('the registry', () => {
  it('numbers every migration once, in order, each number one file in lib/', () => {
    const ids = app.migrations.migrations.map((migration) => migration.id);
    expect(ids.map((id) => Number(id.slice(0, 3)))).toEqual(ids.map((_, index) => index + 1));
    for (const id of ids) expect(id).toMatch(/^\d{3}-[a-z]+(-[a-z]+)*$/);
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory()
          ? files(path.join(dir, entry.name))
          : /^\d{3}-.*\.ts$/.test(entry.name) && !entry.name.endsWith('.test.ts')
            ? [entry.name.slice(0, 3)]
            : [],
      );
    expect(files(path.join(root, 'lib')).sort()).toEqual(ids.map((id) => id.slice(0, 3)));
  });
});

describe('npm run migrate', () => {
  it('brings every older layout to the current one, and a second run changes nothing', async () => {
    const now = Date.now();
    const { email } = await writeOlderLayouts(now);
    // Before: a look-up by the normalised address misses the older lead.
    expect((await app.privacy.findPersonalData(email)).leads).toEqual([]);

    const first = await runScript('migrate', [], settings);
    expect(first.code, first.output).toBe(0);
    const count = app.migrations.migrations.length;
    expect(first.output).toContain(`Migrations applied: ${count} of ${count}`);
    expect(first.output).toMatch(/001-leads-destinations: applied, 2 documents changed/);

    const records = await db().collection('migraciones').get();
    expect(records.docs.map((doc) => doc.id)).toEqual(
      app.migrations.migrations.map((migration) => migration.id),
    );
    for (const record of records.docs) {
      expect(record.get('ranAt')).toBeInstanceOf(Timestamp);
      expect(Math.abs(record.get('ranAt').toMillis() - Date.now())).toBeLessThan(5 * MINUTE);
    }

    const before = await everything();
    const second = await runScript('migrate', [], settings);
    expect(second.code, second.output).toBe(0);
    expect(second.output).toContain(`Migrations applied: 0 of ${count}`);
    expect(second.output).toMatch(/011-calendar-group-links: already applied \(\d{4}-.*Z\)/);
    expect(await everything()).toBe(before);
    // Each migration, run again on its own, finds nothing left to change.
    for (const migration of app.migrations.migrations) {
      expect(await migration.run(db()), migration.id).toBe(0);
    }
  });
});

describe('each migration', () => {
  const migrate = () => app.migrations.runMigrations(db(), app.migrations.migrations);

  it('001: a lead of the former layout goes out from `destinations`, not lost', async () => {
    const now = Date.now();
    await writeOlderLayouts(now);
    await migrate();
    const lead = await data('leads', 'former-upstream');
    expect(lead).not.toHaveProperty('nextAttemptAt');
    expect(lead).not.toHaveProperty('attempts');
    expect(lead?.destinations.upstream).toMatchObject({ status: 'pending', attempts: 2 });
    const stored = await data('leads', 'former-stored');
    expect(stored).toMatchObject({ status: 'stored', destinations: {} });
    expect(stored).not.toHaveProperty('attempts');

    await app.outbox.deliverDue(app.leads.leadChannels.upstream);
    expect((await data('leads', 'former-upstream'))?.destinations.upstream).toMatchObject({
      status: 'forwarded',
      attempts: 3,
    });
    expect(upstream.countsByKey().get('former-upstream')).toBe(1);
  });

  it("002: a person's look-up finds their older leads by the normalised address alone", async () => {
    const { email } = await writeOlderLayouts(Date.now());
    await migrate();
    expect((await data('leads', 'former-upstream'))?.emailNormalized).toBe(email.toLowerCase());
    const found = await app.privacy.findPersonalData(email.toUpperCase());
    expect(found.leads.map((lead) => lead.id)).toEqual(['former-upstream']);
  });

  it('003–006: retention deletes older records by `expiresAt` alone, and nothing else', async () => {
    const now = Date.now();
    await writeOlderLayouts(now);
    await migrate();
    expect((await data('leads', 'former-stored'))?.expiresAt.toMillis()).toBe(
      now - 800 * DAY + 730 * DAY,
    );
    expect((await data('avisos-ventas', 'old-sent'))?.expiresAt.toMillis()).toBe(
      now - 100 * DAY + 90 * DAY,
    );
    expect(await data('avisos-ventas', 'still-to-send')).not.toHaveProperty('expiresAt');
    expect((await data('bajas-odoo', 'old-done'))?.expiresAt.toMillis()).toBe(
      now - 10 * DAY + 90 * DAY,
    );
    expect((await data('solicitudes-datos', 'old-answered'))?.expiresAt.toMillis()).toBe(
      now - 1100 * DAY + 1095 * DAY,
    );
    expect(await data('solicitudes-datos', 'open')).not.toHaveProperty('expiresAt');
    expect((await data('auditoria-datos', 'old-entry'))?.expiresAt.toMillis()).toBe(
      now - 1100 * DAY + 1095 * DAY,
    );
    expect((await data('avisos-turno', 'recent-notice'))?.expiresAt.toMillis()).toBe(
      now - DAY + 90 * DAY,
    );

    const at = new Date(now);
    expect(await app.leads.deleteExpiredLeads({ now: at })).toBe(1);
    expect(await data('leads', 'former-stored')).toBeUndefined();
    expect(await data('leads', 'former-upstream')).toBeDefined();
    expect(await app.privacy.deleteExpiredRecords({ now: at })).toEqual({
      requests: 1,
      audit: 1,
      notifications: 1,
      salesNotices: 1,
      odooDeletions: 0,
    });
    for (const [collection, id] of [
      ['solicitudes-datos', 'old-answered'],
      ['auditoria-datos', 'old-entry'],
      ['avisos-turno', 'old-notice'],
      ['avisos-ventas', 'old-sent'],
    ] as const) {
      expect(await data(collection, id), `${collection}/${id}`).toBeUndefined();
    }
  });

  it('007–008: members read their address from `email`, their dates from Timestamps', async () => {
    await writeOlderLayouts(Date.now());
    await migrate();
    const former = await data('usuarios', 'former-member');
    expect(former).not.toHaveProperty('mail');
    expect(former).not.toHaveProperty('uid');
    expect(former?.fechaCreacion).toBeInstanceOf(Timestamp);
    expect(await data('usuarios-agencia', 'both')).toMatchObject({ email: 'beto@andina.cl' });
    expect(await data('usuarios-agencia', 'both')).not.toHaveProperty('mail');
    expect(await app.members.listMembers('equipo')).toEqual([
      expect.objectContaining({
        id: 'former-member',
        email: 'ana@andina.cl',
        fechaCreacion: '2023-03-04T05:06:07.000Z',
        fechaActualizacion: '2024-01-02T03:04:05.000Z',
      }),
    ]);
  });

  it('009–011: the shift reads the current layout: a source, a confirmation, per-user links', async () => {
    const now = Date.now();
    await writeOlderLayouts(now);
    await migrate();
    const entry = await data(scheduleCollections.history, 'before-schedule');
    expect(entry).toMatchObject({ source: 'manual' });
    expect(entry?.at.toMillis()).toBe(now - 2 * DAY);
    // A handoff from before confirmations counts as confirmed at its handoff: nobody is
    // escalated at deploy.
    const handoff = await data(scheduleCollections.current, 'equipo');
    expect(handoff?.confirmedAt.toMillis()).toBe(now - 2 * DAY);
    expect(handoff?.source).toBe('manual');
    expect(await app.schedule.escalateUnconfirmedHandoffs(['equipo'], now)).toEqual([]);
    expect(await data(scheduleCollections.calendars, 'equipo')).toBeUndefined();
    expect(await data(scheduleCollections.calendars, 'equipo-uid-1')).toBeDefined();
  });

  it('records nothing for a migration that fails, and applies it again on the next run', async () => {
    const failing = {
      id: '999-fails',
      run: () => Promise.reject(new Error('interrumpida')),
    };
    const [first] = app.migrations.migrations;
    await expect(app.migrations.runMigrations(db(), [first!, failing])).rejects.toThrow(
      'interrumpida',
    );
    expect((await db().collection('migraciones').doc(first!.id).get()).exists).toBe(true);
    expect((await db().collection('migraciones').doc('999-fails').get()).exists).toBe(false);
    const again = await app.migrations.runMigrations(db(), [
      first!,
      { id: '999-fails', run: () => Promise.resolve(0) },
    ]);
    expect(again.map((outcome) => [outcome.id, outcome.ran])).toEqual([
      [first!.id, false],
      ['999-fails', true],
    ]);
  });
});
