/**
 * The incident register on Firestore (Google's emulator, see firestore-app.ts): changes with
 * their decision trail and audit entries, the rules a notified incident keeps, and the clock:
 * two instances (each its own module graph) running the minute jobs together announce an open
 * medium or high incident at 24 and at 72 hours once each, to two real local HTTP servers
 * standing in for the privacy staff's chat hooks, one of them down for a while.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { UpstreamStandIn } from '../e2e/leads/upstream-stand-in';
import { clearFirestore, serverWith, withFirestore } from './firestore-app';

const hooks = [new UpstreamStandIn(0), new UpstreamStandIn(0)];
let settings: Record<string, string>;
const instance = () =>
  serverWith(settings, async () => ({
    firebase: await import('@/lib/firebase'),
    outbox: await import('@/lib/outbox'),
    privacy: await import('@/lib/privacy'),
    background: await import('@/lib/background'),
  }));
let one: Awaited<ReturnType<typeof instance>>;
let two: Awaited<ReturnType<typeof instance>>;

withFirestore(
  async () => {
    for (const hook of hooks) await hook.start();
    settings = {
      FIREBASE_PROJECT_ID: 'demo-andina-incidents',
      PRIVACY_WEBHOOK_URLS: hooks.map((hook, index) => hook.url(`/privacidad-${index}`)).join(','),
      SHIFT_WEBHOOK_URLS: '',
      SHIFT_WEBHOOK_TIMEOUT_MS: '2000',
    };
    one = await instance();
    two = await instance();
  },
  async () => {
    for (const hook of hooks) await hook.stop();
  },
);

beforeEach(async () => {
  await clearFirestore(settings.FIREBASE_PROJECT_ID ?? '');
  for (const hook of hooks) hook.received.length = 0;
});
afterEach(() => {
  for (const hook of hooks) hook.mode = 'succeed';
});

const db = () => one.firebase.adminDb();
const HOUR = 3_600_000;
const officer = 'privacidad@andina.test';
const now = Date.now();
const hoursAgo = (hours: number, from = now) => new Date(from - hours * HOUR).toISOString();

const record = (overrides: Record<string, unknown> = {}) =>
  one.privacy.createIncident(
    one.privacy.newIncidentSchema.parse({
      title: 'Acceso indebido a la bandeja de ventas',
      detectedAt: hoursAgo(25),
      description: 'Una cuenta de ventas inició sesión desde un equipo desconocido.',
      dataCategories: ['contacto', 'comercial'],
      peopleAffected: 120,
      risk: 'medio',
      ...overrides,
    }),
    officer,
    new Date(now),
  );

const auditOf = async (incidentId: string) =>
  (await db().collection('auditoria-datos').where('incidentId', '==', incidentId).get()).docs
    .map((doc) => doc.data())
    .sort((a, b) => a.at.toMillis() - b.at.toMillis());

/** Moves an incident's detection `hours` further back, as if that time had passed. */
async function backdate(id: string, hours: number) {
  const ref = db().collection('incidentes-datos').doc(id);
  const detectedAt = ((await ref.get()).get('detectedAt') as { toMillis(): number }).toMillis();
  await ref.update({ detectedAt: new Date(detectedAt - hours * HOUR) });
}

/** The clock's alerts recorded for an incident, by hours. */
const recordedHours = async (incidentId: string) =>
  (await db().collection('avisos-incidentes').where('incidentId', '==', incidentId).get()).docs.map(
    (doc) => doc.get('hours') as number,
  );

/** Both instances run every minute job at `at`, at once, then send what they recorded. */
async function tickBoth(at: number) {
  const ticks = await Promise.all([one, two].map((app) => app.background.runMinuteJobs(at)));
  for (const tick of ticks) {
    expect(tick.failures.filter(({ job }) => job === 'privacy-incidents')).toEqual([]);
  }
  await Promise.all(ticks.map((tick) => tick.afterwards()));
}

/** What the hooks received, as `<incident>-<hours>` per hook, sorted. */
const announced = (hook: UpstreamStandIn) =>
  hook.received
    .map(({ body }) => body as { event: string; incidentId: string; hours: number })
    .map(({ event, incidentId, hours }) => `${event} ${incidentId} ${hours}`)
    .sort();

describe('the incident register', () => {
  it('keeps every change with its decision, who and when, and audits each', async () => {
    const incident = await record({ decision: 'Se bloqueó la cuenta de ventas' });
    expect(incident).toMatchObject({
      status: 'abierto',
      sensitive: false,
      createdBy: officer,
      hoursOpen: 25,
      decisions: [{ by: officer, text: 'Se bloqueó la cuenta de ventas' }],
    });

    const later = new Date(now + HOUR);
    const changed = await one.privacy.updateIncident(
      incident.id,
      { risk: 'alto', peopleAffected: 300, decision: 'El acceso incluyó las cotizaciones' },
      'dpo@andina.test',
      later,
    );
    expect(changed).toMatchObject({ risk: 'alto', peopleAffected: 300 });
    expect(changed.decisions.map(({ by, text }) => [by, text])).toEqual([
      [officer, 'Se bloqueó la cuenta de ventas'],
      ['dpo@andina.test', 'El acceso incluyó las cotizaciones'],
    ]);
    expect(changed.decisions[1]?.at).toBe(later.toISOString());

    const audit = await auditOf(incident.id);
    expect(audit.map(({ action, change, by, fields }) => ({ action, change, by, fields }))).toEqual(
      [
        { action: 'incident', change: 'create', by: officer, fields: undefined },
        {
          action: 'incident',
          change: 'update',
          by: 'dpo@andina.test',
          fields: ['risk', 'peopleAffected'],
        },
      ],
    );
    for (const entry of audit) expect(entry.expiresAt).toBeDefined();
  });

  it('refuses a notified incident without its dates, naming the field, and changes nothing', async () => {
    const incident = await record({ sensitive: true });
    const refusal = await one.privacy
      .updateIncident(incident.id, { status: 'notificado', decision: 'Se notificó' }, officer)
      .catch((error: unknown) => error);
    expect(refusal).toMatchObject({
      status: 400,
      fields: { agencyNotifiedAt: expect.any(String) },
    });

    const onlyAgency = await one.privacy
      .updateIncident(
        incident.id,
        {
          status: 'notificado',
          agencyNotifiedAt: hoursAgo(1),
          decision: 'Se notificó a la Agencia',
        },
        officer,
      )
      .catch((error: unknown) => error);
    expect(onlyAgency).toMatchObject({
      status: 400,
      fields: { peopleNotifiedAt: expect.stringContaining('personas afectadas') },
    });
    expect((await one.privacy.findIncident(incident.id))?.status).toBe('abierto');
    expect(await auditOf(incident.id)).toHaveLength(1);

    const notified = await one.privacy.updateIncident(
      incident.id,
      {
        status: 'notificado',
        agencyNotifiedAt: hoursAgo(1),
        peopleNotifiedAt: hoursAgo(0.5),
        decision: 'Se notificó a la Agencia y a las personas afectadas',
      },
      officer,
      new Date(now),
    );
    expect(notified).toMatchObject({ status: 'notificado', agencyNotifiedAt: hoursAgo(1) });
    // Its hours open stop at the notification's record.
    expect(
      (await one.privacy.findIncident(incident.id, new Date(now + 50 * HOUR)))?.hoursOpen,
    ).toBe(25);
  });

  it('answers 404 for an incident that does not exist', async () => {
    const refusal = await one.privacy
      .updateIncident('no-existe', { decision: 'x' }, officer)
      .catch((error: unknown) => error);
    expect(refusal).toMatchObject({ status: 404 });
  });

  it('lists open incidents first, earliest detected first, then the rest newest first', async () => {
    const newerOpen = await record({ detectedAt: hoursAgo(2) });
    const olderOpen = await record({ detectedAt: hoursAgo(30) });
    const closedOld = await record({ detectedAt: hoursAgo(100), status: 'cerrado' });
    const closedNew = await record({ detectedAt: hoursAgo(5), status: 'descartado' });
    const listed = await one.privacy.listIncidents(new Date(now));
    expect(listed.map(({ id }) => id)).toEqual([
      olderOpen.id,
      newerOpen.id,
      closedNew.id,
      closedOld.id,
    ]);
    // A closed one counts its hours to when it stopped being open (here, its registration).
    expect(listed.map(({ hoursOpen }) => hoursOpen)).toEqual([30, 2, 5, 100]);
  });
});

describe('the clock', () => {
  it('announces an open medium or high incident at 24 h and at 72 h, once each, whatever the instances', async () => {
    const medium = await record({ detectedAt: hoursAgo(25), risk: 'medio' });
    const high = await record({ detectedAt: hoursAgo(73), risk: 'alto' });
    const young = await record({ detectedAt: hoursAgo(10), risk: 'alto' });
    const low = await record({ detectedAt: hoursAgo(80), risk: 'bajo' });
    const notified = await record({
      detectedAt: hoursAgo(80),
      risk: 'alto',
      status: 'notificado',
      agencyNotifiedAt: hoursAgo(70),
    });

    await tickBoth(now);
    await tickBoth(now + 60_000);
    const first = [
      `privacy.incident_open ${high.id} 24`,
      `privacy.incident_open ${high.id} 72`,
      `privacy.incident_open ${medium.id} 24`,
    ].sort();
    for (const hook of hooks) expect(announced(hook)).toEqual(first);

    const body = hooks[0]?.received[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ risk: expect.any(String), detectedAt: expect.any(String) });
    expect(String(body.text)).toMatch(/^Incidente de seguridad abierto hace más de (24|72) horas/);
    expect(String(body.text)).toContain('/soporte/privacidad/incidentes/');

    // 47 hours on: the medium one reaches 72 h and the young one 24 h; the others stay quiet.
    for (const { id } of [medium, high, young, low, notified]) await backdate(id, 47);
    await tickBoth(Date.now());
    await tickBoth(Date.now());
    for (const hook of hooks) {
      expect(announced(hook)).toEqual(
        [
          ...first,
          `privacy.incident_open ${medium.id} 72`,
          `privacy.incident_open ${young.id} 24`,
        ].sort(),
      );
      expect([...hook.countsByKey().values()].every((count) => count === 1)).toBe(true);
    }
    const quiet = [low.id, notified.id];
    for (const hook of hooks) {
      expect(
        hook.received.some(({ body }) =>
          quiet.includes((body as { incidentId: string }).incidentId),
        ),
      ).toBe(false);
    }
    const { alertsSentAt } = (await one.privacy.findIncident(medium.id)) ?? {};
    expect(alertsSentAt?.[24]).toBe(new Date(now).toISOString());
    expect(Date.parse(alertsSentAt?.[72] ?? '')).toBeGreaterThan(now);
  });

  it('stops once the incident is notified, and keeps an alert while its hook is down', async () => {
    const incident = await record({ detectedAt: hoursAgo(24), risk: 'alto' });
    const [down, up] = hooks as [UpstreamStandIn, UpstreamStandIn];
    down.mode = 'fail';
    await tickBoth(now);
    expect(announced(up)).toEqual([`privacy.incident_open ${incident.id} 24`]);
    const waiting = await db()
      .collection('avisos-incidentes')
      .where('incidentId', '==', incident.id)
      .get();
    expect(waiting.docs.map((doc) => doc.get('status')).sort()).toEqual(['forwarded', 'pending']);
    // The register's page says so, with the hook's answer.
    expect(await one.privacy.undeliveredIncidentAlerts()).toEqual([
      {
        incidentId: incident.id,
        title: expect.any(String),
        hours: 24,
        status: 'pending',
        reason: expect.stringContaining('503'),
      },
    ]);

    // The hook is back: the waiting alert goes, once, whichever instance sweeps.
    down.mode = 'succeed';
    await Promise.all(
      [one, two].map((app) =>
        app.outbox.deliverDue(app.privacy.incidentAlertChannel, { ignoreBackoff: true }),
      ),
    );
    // One refused attempt, then the one accepted: never given up, never twice accepted.
    expect(down.countsByKey().get(`privacy.incident_open-${incident.id}-24`)).toBe(2);
    const sent = await db()
      .collection('avisos-incidentes')
      .where('incidentId', '==', incident.id)
      .get();
    expect(sent.docs.map((doc) => doc.get('status'))).toEqual(['forwarded', 'forwarded']);
    expect(await one.privacy.undeliveredIncidentAlerts()).toEqual([]);

    await one.privacy.updateIncident(
      incident.id,
      {
        status: 'notificado',
        agencyNotifiedAt: hoursAgo(1),
        decision: 'Notificado por el formulario de la Agencia',
      },
      officer,
    );
    await backdate(incident.id, 72);
    await tickBoth(Date.now());
    expect(await recordedHours(incident.id)).toEqual([24, 24]);
  });
});
