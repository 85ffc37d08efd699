import type { Browser } from '@playwright/test';
import { expect, test } from '../fixtures';
import { startSession } from '../auth/accounts';
import { SlackStandIn } from '../slack/slack-stand-in';
import { blockActionsBody, signSlackRequest, slashCommandBody } from '../slack/slack-requests';
import { e2eStack } from '../stack';
import { clearAgency, createMember, origin, uniqueName } from './members-data';

/**
 * The on-call tool in Slack, end to end: a click on 'Confirmo turno' in a Slack message, sent
 * signed to the running app as Slack sends it, confirms the holder's handoff; every open board
 * stops saying 'Sin confirmar' live, and the message is replaced through its `response_url` (a
 * Slack Web API stand-in answers users.info and takes the reply).
 */
const LIVE = { timeout: 5_000 };
const slack = new SlackStandIn({ port: e2eStack.slackPort, token: e2eStack.slack.token });

test.beforeAll(() => slack.start());
test.afterAll(() => slack.stop());
test.beforeEach(() => clearAgency());

async function openBoard(browser: Browser, nombre: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const account = await startSession(page.request, { nombre });
  const live = page.waitForResponse((response) => response.url().endsWith('/api/live/token'));
  await page.goto('/soporte');
  expect((await live).status()).toBe(200);
  return { context, page, account };
}

test('a click on "Confirmo turno" in Slack confirms, and the board shows it live', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const board = await openBoard(browser, 'Bruno Díaz');
  const alicia = await createMember(board.page.request, 'agencia', {
    nombre: uniqueName('Alicia Rojas'),
    email: `alicia.${Date.now()}@andina.test`,
  });
  const assigned = await board.page.request.post(`/api/members/agencia/${alicia.id}/assign`, {
    headers: origin,
  });
  expect(assigned.status()).toBe(200);
  const current = board.page.getByRole('region', { name: 'Turno Actual - Agencia' });
  await expect(current.getByText('Sin confirmar', { exact: true })).toBeVisible(LIVE);

  const user = slack.addUser({ email: alicia.email, name: alicia.nombre });
  const body = blockActionsBody({
    userId: user.id,
    actionId: 'confirm_shift',
    value: 'agencia',
    responseUrl: slack.responseUrl('e2e-confirm'),
    channelId: 'C0E2ETURNO',
    messageTs: '1732870000.000100',
  });
  // Not signed with the app's secret: refused, nothing confirmed.
  const forged = await board.page.request.post('/api/slack/interactions', {
    headers: signSlackRequest('otra-app-otro-secreto-0123456789', body),
    data: body,
  });
  expect(forged.status()).toBe(401);

  const clicked = await board.page.request.post('/api/slack/interactions', {
    headers: signSlackRequest(e2eStack.slack.signingSecret, body),
    data: body,
  });
  expect(clicked.status()).toBe(200);
  await expect(current.getByText('Sin confirmar', { exact: true })).toHaveCount(0, LIVE);
  await expect
    .poll(() => slack.responses.map((reply) => reply.body.text), LIVE)
    .toEqual([expect.stringMatching(/^Turno confirmado por Alicia Rojas.* a las \d\d:\d\d$/)]);

  // /turno now says so, to the caller alone.
  const command = slashCommandBody({
    userId: user.id,
    text: 'agencia',
    responseUrl: slack.responseUrl('e2e-turno'),
  });
  const answer = await board.page.request.post('/api/slack/commands', {
    headers: signSlackRequest(e2eStack.slack.signingSecret, command),
    data: command,
  });
  expect(answer.status()).toBe(200);
  const { response_type: type, text } = (await answer.json()) as Record<string, string>;
  expect(type).toBe('ephemeral');
  expect(text).toContain(`*Agencia*: ${alicia.nombre}`);
  expect(text).toContain('(confirmado)');
  await board.context.close();
});
