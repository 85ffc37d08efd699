/**
 * The on-call tool in Slack on Firestore (Google's emulator, see firestore-app.ts), with a Slack
 * Web API stand-in (e2e/slack/slack-stand-in.ts) and requests signed as Slack signs them, sent
 * to the two routes' own handlers: `/turno`; 'Confirmo turno' and 'Cubrir' clicks doing what the
 * board does, once, under concurrency; the notices posted to the shift channel with mentions and
 * buttons; the user group that follows the holder (newest change wins, Slack's Retry-After
 * honoured, one notice per missing account); and what a forged, stale, large or malformed
 * request gets. Work the routes start after their answer runs at once and is awaited here.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SlackStandIn } from '@/e2e/slack/slack-stand-in';
import { blockActionsBody, signSlackRequest, slashCommandBody } from '@/e2e/slack/slack-requests';
import type { MemberGroup } from '@/lib/members/client';
import { scheduleCollections } from '@/lib/schedule/client';
import { clearFirestore, serverWith, withFirestore } from './firestore-app';

/** The work the answers started after them, as Next runs it: at once, nobody waiting. */
const background: Promise<unknown>[] = [];
vi.mock('next/server', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/server')>()),
  after: (task: () => unknown) => void background.push(Promise.resolve().then(task)),
}));
const settle = async () => {
  while (background.length) await Promise.all(background.splice(0));
};

const slack = new SlackStandIn({ port: 0 });
const secret = 'integration-only-slack-signing-secret';
const channel = 'C0TURNOS1';
const userGroup = 'S0EQUIPO1';
const projectId = 'demo-andina-slack';
const settings = () => ({
  FIREBASE_PROJECT_ID: projectId,
  SHIFT_WEBHOOK_URLS: '',
  SLACK_BOT_TOKEN: slack.token,
  SLACK_SIGNING_SECRET: secret,
  SLACK_API_URL: slack.url(),
  SLACK_SHIFT_CHANNEL: channel,
  SLACK_USERGROUP_EQUIPO: userGroup,
  SHIFT_WEBHOOK_TIMEOUT_MS: '2000',
});
const modules = async () => ({
  firebase: await import('@/lib/firebase'),
  members: await import('@/lib/members'),
  schedule: await import('@/lib/schedule'),
  notifications: await import('@/lib/notifications'),
  outbox: await import('@/lib/outbox'),
  commands: await import('@/app/api/slack/commands/route'),
  interactions: await import('@/app/api/slack/interactions/route'),
});
let app: Awaited<ReturnType<typeof modules>>;

withFirestore(
  async () => {
    await slack.start();
    app = await serverWith(settings(), modules);
  },
  () => slack.stop(),
);

beforeEach(async () => {
  await clearFirestore(projectId);
  slack.reset();
  slack.addChannel(channel);
  slack.addUserGroup(userGroup, []);
});

const db = () => app.firebase.adminDb();
const group: MemberGroup = 'equipo';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A member of the group, and (unless `inSlack` is false) a Slack user with their address. */
async function person(nombre: string, { inSlack = true, where = group } = {}) {
  const email = `${nombre.toLowerCase().replace(/\W/g, '')}@andina.test`;
  const member = await app.members.createMember(where, {
    nombre,
    email,
    telefono: '+56 9 1234 5678',
  });
  const user = inSlack ? slack.addUser({ email, name: nombre }) : null;
  return { member, email, slackId: user?.id ?? '' };
}

/** A request to one of the routes, signed with `signing` (Slack's secret unless told). */
function slackRequest(
  path: 'commands' | 'interactions',
  body: string,
  headers: Record<string, string> = signSlackRequest(secret, body),
) {
  return new Request(`http://localhost:3000/api/slack/${path}`, {
    method: 'POST',
    headers,
    body,
  });
}

const turno = async (userId: string, text: string) => {
  const body = slashCommandBody({ userId, text, responseUrl: slack.responseUrl('cmd') });
  const response = await app.commands.POST(slackRequest('commands', body));
  expect(response.status).toBe(200);
  return (await response.json()) as { response_type: string; text: string };
};

let clicks = 0;
/** A click on a button of a posted message, as Slack sends it; its reply goes to `reply-<n>`. */
async function click(userId: string, actionId: string, value: string, blocks: unknown[] = []) {
  const id = `reply-${++clicks}`;
  const body = blockActionsBody({
    userId,
    actionId,
    value,
    responseUrl: slack.responseUrl(id),
    channelId: channel,
    messageTs: '1732870000.000100',
    messageBlocks: blocks,
  });
  const response = await app.interactions.POST(slackRequest('interactions', body));
  await settle();
  return { status: response.status, reply: slack.responses.find((posted) => posted.id === id) };
}

const handOver = async (memberId: string) => {
  const { notifications } = await app.schedule.assignShift(group, memberId, 'jefa@andina.test');
  await app.notifications.deliverNotificationsInBackground(notifications);
};

const state = async () =>
  (await db().collection(scheduleCollections.current).doc(group).get()).data();

describe('/turno', () => {
  it('tells who holds each group, since when, confirmed or not, and the next handoff', async () => {
    const ana = await person('Ana Pérez');
    const beto = await person('Beto Soto');
    await handOver(ana.member.id);
    await db()
      .collection(scheduleCollections.coverages)
      .add({
        group,
        memberId: beto.member.id,
        nombre: beto.member.nombre,
        from: new Date(Date.now() + 2 * DAY),
        to: new Date(Date.now() + 3 * DAY),
        createdBy: 'jefa@andina.test',
        createdAt: new Date(),
      });
    const now = await turno(ana.slackId, '');
    expect(now.response_type).toBe('ephemeral');
    expect(now.text).toMatch(/\*Equipo\*: Ana Pérez desde el .+ \(sin confirmar\)\./);
    expect(now.text).toMatch(/Próximo cambio: .+, a Beto Soto\./);
    expect(now.text).toContain('*Agencia*: nadie tiene el turno.');

    await app.schedule.confirmHandoff(group, { email: ana.email, by: ana.email });
    const equipo = await turno(ana.slackId, '  EQUIPO ');
    expect(equipo.text).toContain('(confirmado)');
    expect(equipo.text).not.toContain('Agencia');

    const mine = await turno(beto.slackId, 'mis turnos');
    expect(mine.text).toContain('Tus turnos de los próximos 14 días');
    expect(mine.text).toMatch(/• Equipo: del .+ al .+/);
    expect(mine.text.match(/• /g)).toHaveLength(1);
    const carla = await person('Carla');
    expect((await turno(carla.slackId, 'mis turnos')).text).toBe(
      'No tienes turnos en los próximos 14 días.',
    );

    expect((await turno(ana.slackId, 'quién')).text).toContain('Uso de /turno');
  });

  it('names a stranger’s address and escapes what staff typed', async () => {
    const odd = await person('<!channel> Eva\nNueva');
    await handOver(odd.member.id);
    const text = (await turno(odd.slackId, 'ahora')).text;
    expect(text).toContain('&lt;!channel&gt; Eva Nueva');
    expect(text).not.toContain('<!channel>');
    const stranger = slack.addUser({ email: 'visita@otra.test', name: 'Visita' });
    expect((await turno(stranger.id, 'mis turnos')).text).toContain(
      'Tu correo en Slack (visita@otra.test) no es el de ningún miembro',
    );
  });

  it('answers within Slack’s 3 s, and sends a slow answer to the command’s response_url', async () => {
    const ana = await person('Ana');
    await handOver(ana.member.id);
    slack.delayMs = 2700;
    const first = await turno(ana.slackId, 'mis turnos');
    expect(first.text).toBe('Estoy consultando el turno; te respondo aquí en unos segundos.');
    await settle();
    expect(slack.responses.map((reply) => reply.body)).toEqual([
      expect.objectContaining({
        response_type: 'ephemeral',
        text: expect.stringContaining('Tus turnos de los próximos 14 días') as unknown,
      }),
    ]);
  });
});

describe('signed requests only', () => {
  it('refuses a forged, stale, unsigned or oversized request and changes nothing', async () => {
    const ana = await person('Ana');
    await handOver(ana.member.id);
    const body = blockActionsBody({
      userId: ana.slackId,
      actionId: 'confirm_shift',
      value: group,
      responseUrl: slack.responseUrl('x'),
      channelId: channel,
      messageTs: '1.2',
    });
    const stale = Math.floor(Date.now() / 1000) - 301;
    const refusals = [
      signSlackRequest('otro-secreto-de-otra-app-0123', body),
      signSlackRequest(secret, body, stale),
      { 'content-type': 'application/x-www-form-urlencoded' },
      { ...signSlackRequest(secret, body), 'x-slack-signature': 'v0=00' },
    ];
    for (const headers of refusals) {
      const response = await app.interactions.POST(slackRequest('interactions', body, headers));
      expect(response.status).toBe(401);
    }
    const large = `payload=${'x'.repeat(64 * 1024)}`;
    expect((await app.commands.POST(slackRequest('commands', large))).status).toBe(413);
    await settle();
    expect((await state())?.confirmedAt).toBeNull();
    expect(slack.responses).toHaveLength(0);
  });

  it('answers 400 to a malformed payload or an unknown action', async () => {
    const malformed = 'payload=%7Bnot-json';
    expect((await app.interactions.POST(slackRequest('interactions', malformed))).status).toBe(400);
    const unknown = blockActionsBody({
      userId: 'U0001ABC',
      actionId: 'borrar_todo',
      value: group,
      responseUrl: slack.responseUrl('x'),
      channelId: channel,
      messageTs: '1.2',
    });
    const response = await app.interactions.POST(slackRequest('interactions', unknown));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Acción de Slack desconocida' });
  });

  it('is not there without the Slack app (404), and nothing of Slack is recorded', async () => {
    const plain = await serverWith(
      {
        ...settings(),
        SLACK_BOT_TOKEN: '',
        SLACK_SIGNING_SECRET: '',
        SLACK_SHIFT_CHANNEL: '',
        SLACK_USERGROUP_EQUIPO: '',
      },
      modules,
    );
    const body = slashCommandBody({ userId: 'U1', text: '', responseUrl: slack.responseUrl('x') });
    expect((await plain.commands.POST(slackRequest('commands', body))).status).toBe(404);
    expect((await plain.interactions.POST(slackRequest('interactions', body))).status).toBe(404);
    const ana = await plain.members.createMember(group, {
      nombre: 'Ana',
      email: 'ana@andina.test',
      telefono: '',
    });
    await plain.schedule.assignShift(group, ana.id, 'jefa@andina.test');
    expect((await db().collection('avisos-turno').get()).size).toBe(0);
    expect((await db().collection('slack-grupos').get()).size).toBe(0);
  });
});

describe('clicks do what the board does', () => {
  it('confirms the holder’s handoff, once, and shows it in place of the message', async () => {
    const ana = await person('Ana');
    const beto = await person('Beto');
    await handOver(ana.member.id);
    const posted = slack.messages.find((message) => message.text.startsWith('Cambio de turno'));
    expect(posted?.blocks).toContainEqual(
      expect.objectContaining({
        type: 'actions',
        elements: [expect.objectContaining({ action_id: 'confirm_shift', value: group })],
      }),
    );

    const refused = await click(beto.slackId, 'confirm_shift', group, posted!.blocks);
    expect(refused.status).toBe(200);
    expect(refused.reply?.body).toMatchObject({
      response_type: 'ephemeral',
      text: 'No tienes el turno de este grupo: solo quien lo tiene puede confirmarlo',
    });
    expect((await state())?.confirmedAt).toBeNull();

    const done = await click(ana.slackId, 'confirm_shift', group, posted!.blocks);
    const stored = await state();
    expect(stored?.confirmedBy).toBe(`slack:${ana.slackId} ${ana.email}`);
    const confirmedAt = stored?.confirmedAt.toDate() as Date;
    const time = new Intl.DateTimeFormat('es-CL', {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'America/Santiago',
    }).format(confirmedAt);
    expect(done.reply?.body).toMatchObject({
      replace_original: true,
      text: `Turno confirmado por Ana a las ${time}`,
    });
    const blocks = (done.reply?.body as { blocks: { type: string }[] }).blocks;
    expect(blocks.some((block) => block.type === 'actions')).toBe(false);

    // A second click answers the first confirmation's instant.
    await click(ana.slackId, 'confirm_shift', group, posted!.blocks);
    expect((await state())?.confirmedAt.toDate()).toEqual(confirmedAt);
  });

  it('refuses a Slack user who is not a member of that group, in Spanish', async () => {
    const ana = await person('Ana');
    await handOver(ana.member.id);
    const agencia = await person('Carla', { where: 'agencia' });
    const { reply } = await click(agencia.slackId, 'confirm_shift', group);
    expect(reply?.body).toEqual({
      response_type: 'ephemeral',
      replace_original: false,
      text: `No eres miembro de Equipo (tu correo en Slack es ${agencia.email}).`,
    });
  });

  it('gives one coverage to ten concurrent Cubrir from Slack and the board', async () => {
    const ana = await person('Ana');
    await db()
      .collection(scheduleCollections.rotations)
      .doc(group)
      .set({
        group,
        memberIds: [ana.member.id],
        length: { unit: 'days', count: 1 },
        handoffTime: '09:00',
        timeZone: 'America/Santiago',
        startsOn: new Date(Date.now() - 10 * DAY).toISOString().slice(0, 10),
        updatedAt: new Date(),
        updatedBy: 'x',
      });
    const { request, notices } = await app.schedule.askCover(
      group,
      {
        from: new Date(Date.now() + 2 * HOUR).toISOString(),
        to: new Date(Date.now() + 26 * HOUR).toISOString(),
        reason: 'Médico\n<!here>',
      },
      ana.email,
    );
    await app.notifications.deliverScheduleNoticesInBackground(notices);
    const posted = slack.messages.find((message) => message.text.startsWith('Pedido de cobertura'));
    expect(posted?.text).toContain('Motivo: Médico &lt;!here&gt;.');
    expect(posted?.text).toContain(`<@${ana.slackId}> necesita`);
    expect(posted?.blocks).toContainEqual(
      expect.objectContaining({
        elements: [
          expect.objectContaining({ action_id: 'cover_accept', value: `${group}:${request.id}` }),
        ],
      }),
    );

    const others = await Promise.all(
      Array.from({ length: 10 }, (_, index) => person(`Miembro ${index}`)),
    );
    const outcomes = await Promise.all(
      others.map(async (other, index) => {
        if (index % 2 === 0) {
          const { reply } = await click(other.slackId, 'cover_accept', `${group}:${request.id}`);
          return (reply?.body as { replace_original?: boolean }).replace_original
            ? 'accepted'
            : 'refused';
        }
        return app.schedule
          .acceptCover(group, request.id, { email: other.email, by: other.email })
          .then(
            () => 'accepted',
            (error: { status?: number }) => {
              expect(error.status).toBe(409);
              return 'refused';
            },
          );
      }),
    );
    expect(outcomes.filter((outcome) => outcome === 'accepted')).toHaveLength(1);
    const coverages = await db()
      .collection(scheduleCollections.coverages)
      .where('reason', '==', 'Cobertura de Ana')
      .get();
    expect(coverages.size).toBe(1);
    const accepted = (
      await db().collection(scheduleCollections.coverRequests).doc(request.id).get()
    ).data();
    expect(accepted?.status).toBe('aceptada');
    const winner = others.find((other) => other.member.id === accepted?.acceptedBy.memberId)!;
    expect([winner.email, `slack:${winner.slackId} ${winner.email}`]).toContain(
      accepted?.acceptedByUser,
    );
    expect(coverages.docs[0]?.get('createdBy')).toBe(winner.email);
    const refusals = slack.responses.filter(
      (posted) => (posted.body as { response_type?: string }).response_type === 'ephemeral',
    );
    for (const refusal of refusals) {
      expect(refusal.body).toMatchObject({ text: 'La solicitud ya no está abierta' });
    }
  });
});

describe('the user group follows the holder', () => {
  it('ends on the latest holder when the first update was rate limited', async () => {
    const ana = await person('Ana');
    const beto = await person('Beto');
    slack.rateLimit('usergroups.users.update', { retryAfterSeconds: 2, times: 1 });
    await handOver(ana.member.id);
    const limited = (await db().collection('slack-grupos').doc(group).get()).data();
    expect(limited?.status).toBe('pending');
    await handOver(beto.member.id);
    // The newer holder waits for Retry-After too: nothing went to Slack meanwhile.
    const updates = () => slack.calls.filter((call) => call.method === 'usergroups.users.update');
    expect(updates()).toHaveLength(1);
    expect(slack.userGroup(userGroup)).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    await app.outbox.deliverDue(app.notifications.userGroupChannel);
    expect(slack.userGroup(userGroup)).toEqual([beto.slackId]);
    expect(updates()).toHaveLength(2);
    // Sent once: nothing more is due.
    await app.outbox.deliverDue(app.notifications.userGroupChannel, { ignoreBackoff: true });
    expect(updates()).toHaveLength(2);
    const member = (await db().collection('usuarios').doc(beto.member.id).get()).data();
    expect(member?.slack).toEqual({ email: beto.email, id: beto.slackId });
  });

  it('never lets a send of an older holder overwrite a newer one', async () => {
    const ana = await person('Ana');
    const beto = await person('Beto');
    // Ana's sync is slow (her look-up takes 600 ms) and on its way when Beto takes over; Slack
    // then answers at once, so a send of Beto made meanwhile would land before Ana's.
    slack.delayMs = 600;
    const first = await app.schedule.assignShift(group, ana.member.id, 'jefa@andina.test');
    const sendingAna = app.notifications.deliverNotificationsInBackground(first.notifications);
    await new Promise((resolve) => setTimeout(resolve, 150));
    const second = await app.schedule.assignShift(group, beto.member.id, 'jefa@andina.test');
    slack.delayMs = 0;
    await app.notifications.deliverNotificationsInBackground(second.notifications);
    await sendingAna;
    await app.outbox.deliverDue(app.notifications.userGroupChannel, { ignoreBackoff: true });
    expect(slack.userGroup(userGroup)).toEqual([beto.slackId]);
    const updates = slack.calls.filter((call) => call.method === 'usergroups.users.update');
    expect(updates.at(-1)?.params.users).toBe(beto.slackId);
  });

  it('looks a holder up again when Slack refuses the id kept on the member', async () => {
    const ana = await person('Ana');
    await handOver(ana.member.id);
    expect(slack.userGroup(userGroup)).toEqual([ana.slackId]);
    // Ana's Slack account was replaced: the kept id is nobody now.
    slack.removeUser(ana.email);
    const again = slack.addUser({ email: ana.email, name: 'Ana' });
    const beto = await person('Beto');
    await handOver(beto.member.id);
    await handOver(ana.member.id);
    expect(slack.userGroup(userGroup)).toEqual([again.id]);
  });

  it('announces a holder without a Slack account once, leaving the user group as it was', async () => {
    const ana = await person('Ana');
    const nadia = await person('Nadia', { inSlack: false });
    await handOver(ana.member.id);
    await handOver(nadia.member.id);
    await handOver(ana.member.id);
    await handOver(nadia.member.id);
    expect(slack.userGroup(userGroup)).toEqual([ana.slackId]);
    const notices = await db()
      .collection('avisos-agenda')
      .where('event', '==', 'slack.no-account')
      .get();
    expect(notices.size).toBe(1);
    const said = slack.messages.filter((message) => message.text.includes('no tiene cuenta'));
    expect(said.map((message) => message.text)).toEqual([
      `Nadia no tiene cuenta de Slack con ${nadia.email}. El grupo de usuarios de Slack de Equipo sigue igual hasta que la tenga.`,
    ]);
    // Once Nadia joins Slack, her next shift puts her in the user group.
    const joined = slack.addUser({ email: nadia.email, name: 'Nadia' });
    await handOver(ana.member.id);
    await handOver(nadia.member.id);
    expect(slack.userGroup(userGroup)).toEqual([joined.id]);
  });
});

describe('Slack down', () => {
  it('keeps the notice in the outbox and never blocks a handoff', async () => {
    const ana = await person('Ana');
    slack.down();
    await handOver(ana.member.id);
    expect((await state())?.memberId).toBe(ana.member.id);
    const post = (await db().collection('avisos-turno').get()).docs.map((doc) => doc.data());
    expect(post).toEqual([
      expect.objectContaining({ hookId: 'slack-app', status: 'pending', attempts: 1 }),
    ]);
    expect((await db().collection('slack-grupos').doc(group).get()).get('status')).toBe('pending');
    slack.heal();
    await app.outbox.deliverDue(app.notifications.notificationChannel, { ignoreBackoff: true });
    await app.outbox.deliverDue(app.notifications.userGroupChannel, { ignoreBackoff: true });
    expect(slack.messages.filter((message) => message.channel === channel)).toHaveLength(1);
    expect(slack.userGroup(userGroup)).toEqual([ana.slackId]);
  });

  it('holds what Slack refuses the app, and shows staff the user group not on the holder', async () => {
    const ana = await person('Ana');
    slack.reset();
    slack.addChannel(channel);
    const again = slack.addUser({ email: ana.email, name: 'Ana' });
    // The user group was deleted in Slack: `no_such_subteam` refuses the app, not this change.
    await handOver(ana.member.id);
    const sync = (await db().collection('slack-grupos').doc(group).get()).data();
    expect(sync).toMatchObject({
      status: 'held',
      lastError: expect.stringContaining('no_such_subteam'),
    });
    expect(await app.notifications.userGroupTroubles()).toEqual([
      {
        group,
        holder: 'Ana',
        lastError: 'Slack respondió no_such_subteam (usergroups.users.update)',
      },
    ]);
    slack.addUserGroup(userGroup, []);
    await app.outbox.deliverDue(app.notifications.userGroupChannel, { ignoreBackoff: true });
    expect(slack.userGroup(userGroup)).toEqual([again.id]);
    expect(await app.notifications.userGroupTroubles()).toEqual([]);
  });
});
