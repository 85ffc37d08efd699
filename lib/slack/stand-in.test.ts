import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { blockActionsBody, signSlackRequest, slashCommandBody } from '@/e2e/slack/slack-requests';
import { SlackStandIn } from '@/e2e/slack/slack-stand-in';

/**
 * The Slack stand-in (e2e/slack/slack-stand-in.ts) speaks Slack's documented Web API and
 * response_url; the request helpers (e2e/slack/slack-requests.ts) build what Slack sends an
 * app. These checks keep both honest, so that what the app is tested against is what Slack does.
 */
let slack: SlackStandIn;

beforeEach(async () => {
  slack = new SlackStandIn();
  await slack.start();
  slack.addChannel('C0TURNOS');
});
afterEach(() => slack.stop());

interface CallOptions {
  /** How the arguments travel: form-encoded (the SDK's way) or JSON. */
  encoding?: 'form' | 'json' | 'query';
  /** The bearer token; null: no Authorization header. */
  token?: string | null;
  signal?: AbortSignal;
}

/** Calls a Web API method as a client does: POST `${url}/${method}`, or GET with a query. */
async function call(
  method: string,
  params: Record<string, unknown> = {},
  options: CallOptions = {},
) {
  const { encoding = 'form', token = slack.token } = options;
  const headers: Record<string, string> =
    token === null ? {} : { authorization: `Bearer ${token}` };
  let url = `${slack.url()}/${method}`;
  let body: string | undefined;
  if (encoding === 'json') {
    headers['content-type'] = 'application/json; charset=utf-8';
    body = JSON.stringify(params);
  } else {
    // Form and query values are strings: objects travel as JSON, as the SDK sends them.
    const form = new URLSearchParams(
      Object.entries(params).map(([key, value]) => [
        key,
        typeof value === 'string' ? value : JSON.stringify(value),
      ]),
    );
    if (encoding === 'query') url += `?${form.toString()}`;
    else {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = form.toString();
    }
  }
  const response = await fetch(url, {
    method: encoding === 'query' ? 'GET' : 'POST',
    headers,
    body,
    signal: options.signal,
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    json: (text.startsWith('{') ? JSON.parse(text) : text) as Record<string, unknown>,
  };
}

describe('the Web API conventions', () => {
  it('answers auth.test with who the bot is, over a form, JSON or a query', async () => {
    const identity = {
      ok: true,
      url: 'https://stand-in.slack.com/',
      team: 'Stand-in',
      user: slack.workspace.botUserName,
      team_id: slack.workspace.teamId,
      user_id: slack.workspace.botUserId,
      bot_id: slack.workspace.botId,
    };
    for (const encoding of ['form', 'json', 'query'] as const) {
      const answer = await call('auth.test', {}, { encoding });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
      // Every answer closes its connection, so a restarted stand-in is never hit on a dead socket.
      expect(answer.headers.get('connection')).toBe('close');
      expect(answer.json).toEqual(identity);
    }
  });

  it('refuses a call without a token (not_authed) or with a wrong one (invalid_auth), with 200', async () => {
    expect(await call('auth.test', {}, { token: null })).toMatchObject({
      status: 200,
      json: { ok: false, error: 'not_authed' },
    });
    expect(await call('auth.test', {}, { token: 'xoxb-wrong' })).toMatchObject({
      status: 200,
      json: { ok: false, error: 'invalid_auth' },
    });
    // A form may carry the token as an argument; a JSON body may not (Slack ignores it there).
    expect((await call('auth.test', { token: slack.token }, { token: null })).json.ok).toBe(true);
    expect(
      (await call('auth.test', { token: slack.token }, { token: null, encoding: 'json' })).json,
    ).toEqual({ ok: false, error: 'not_authed' });
  });

  it('answers unknown_method for a method it does not know, even inherited names', async () => {
    for (const method of ['chat.fly', 'toString', 'constructor']) {
      expect((await call(method)).json).toEqual({ ok: false, error: 'unknown_method' });
    }
  });

  it('answers a body it cannot read as Slack does', async () => {
    const post = (body: string, type?: string) =>
      fetch(`${slack.url()}/auth.test`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${slack.token}`,
          ...(type ? { 'content-type': type } : {}),
        },
        body,
      }).then((response) => response.json());
    expect(await post('{oops', 'application/json')).toEqual({ ok: false, error: 'invalid_json' });
    expect(await post('[1]', 'application/json')).toEqual({ ok: false, error: 'json_not_object' });
    expect(await post('<x/>', 'application/xml')).toEqual({
      ok: false,
      error: 'invalid_post_type',
    });
  });

  it('records every call, refused ones included, with its arguments but not the token', async () => {
    const before = Date.now();
    await call('users.info', { user: 'U1' }, { token: 'xoxb-wrong' });
    await call('users.lookupByEmail', { email: 'a@b.cl', token: slack.token }, { token: null });
    await call('chat.postMessage', { channel: 'C0TURNOS', blocks: [] }, { encoding: 'json' });
    expect(slack.calls).toEqual([
      { method: 'users.info', params: { user: 'U1' }, at: expect.any(Number) },
      { method: 'users.lookupByEmail', params: { email: 'a@b.cl' }, at: expect.any(Number) },
      {
        method: 'chat.postMessage',
        params: { channel: 'C0TURNOS', blocks: [] },
        at: expect.any(Number),
      },
    ]);
    expect(slack.calls[0]?.at).toBeGreaterThanOrEqual(before);
  });
});

describe('users', () => {
  it('looks a user up by email, whatever its case, and answers users_not_found otherwise', async () => {
    const ana = slack.addUser({ email: 'Ana.Rojas@Andina.cl', name: 'Ana Rojas' });
    expect(ana.id).toMatch(/^U\d{4}ABC$/);
    const expected = {
      id: ana.id,
      name: 'Ana.Rojas',
      real_name: 'Ana Rojas',
      profile: { email: 'Ana.Rojas@Andina.cl', real_name: 'Ana Rojas', display_name: 'Ana Rojas' },
    };
    expect(ana).toEqual(expected);
    expect((await call('users.lookupByEmail', { email: 'ana.rojas@andina.cl' })).json).toEqual({
      ok: true,
      user: expected,
    });
    expect(
      (await call('users.lookupByEmail', { email: 'nadie@andina.cl' }, { encoding: 'json' })).json,
    ).toEqual({ ok: false, error: 'users_not_found' });
  });

  it('answers users.info by id, or user_not_found', async () => {
    const luis = slack.addUser({ id: 'U0LUIS', email: 'luis@andina.cl', name: 'Luis' });
    const other = slack.addUser({ email: 'otra@andina.cl', name: 'Otra' });
    expect(luis.id).toBe('U0LUIS');
    expect(other.id).not.toBe(luis.id);
    expect((await call('users.info', { user: 'U0LUIS' }, { encoding: 'query' })).json).toEqual({
      ok: true,
      user: luis,
    });
    expect((await call('users.info', { user: 'U0NADIE' })).json).toEqual({
      ok: false,
      error: 'user_not_found',
    });
  });

  it('removes a user, from its user groups too', async () => {
    const ana = slack.addUser({ email: 'ana@andina.cl', name: 'Ana' });
    const luis = slack.addUser({ email: 'luis@andina.cl', name: 'Luis' });
    slack.addUserGroup('S0SOPORTE', [ana.id, luis.id]);
    expect(slack.removeUser('ANA@andina.cl')).toBe(true);
    expect(slack.removeUser('ana@andina.cl')).toBe(false);
    expect(slack.userGroup('S0SOPORTE')).toEqual([luis.id]);
    expect((await call('users.info', { user: ana.id })).json.error).toBe('user_not_found');
  });
});

describe('usergroups.users.update', () => {
  it("sets a group's members exactly, from a comma-separated list or a JSON array", async () => {
    const ana = slack.addUser({ email: 'ana@andina.cl', name: 'Ana' });
    const luis = slack.addUser({ email: 'luis@andina.cl', name: 'Luis' });
    const eva = slack.addUser({ email: 'eva@andina.cl', name: 'Eva' });
    slack.addUserGroup('S0SOPORTE', [ana.id]);
    const form = await call('usergroups.users.update', {
      usergroup: 'S0SOPORTE',
      users: `${luis.id}, ${eva.id}`,
    });
    expect(form.json).toMatchObject({
      ok: true,
      usergroup: { id: 'S0SOPORTE', users: [luis.id, eva.id] },
    });
    expect(slack.userGroup('S0SOPORTE')).toEqual([luis.id, eva.id]);
    const json = await call(
      'usergroups.users.update',
      { usergroup: 'S0SOPORTE', users: [ana.id] },
      { encoding: 'json' },
    );
    expect(json.json).toMatchObject({ ok: true, usergroup: { users: [ana.id] } });
    expect(slack.userGroup('S0SOPORTE')).toEqual([ana.id]);
  });

  it('answers no_such_subteam and invalid_users, leaving the group as it was', async () => {
    const ana = slack.addUser({ email: 'ana@andina.cl', name: 'Ana' });
    slack.addUserGroup('S0SOPORTE', [ana.id]);
    expect(
      (await call('usergroups.users.update', { usergroup: 'S0NADA', users: ana.id })).json,
    ).toEqual({ ok: false, error: 'no_such_subteam' });
    expect(
      (
        await call('usergroups.users.update', {
          usergroup: 'S0SOPORTE',
          users: `${ana.id},U0NADIE`,
        })
      ).json,
    ).toEqual({ ok: false, error: 'invalid_users' });
    expect(slack.userGroup('S0SOPORTE')).toEqual([ana.id]);
    expect(() => slack.userGroup('S0NADA')).toThrow(/no user group S0NADA/);
  });
});

describe('chat.postMessage and chat.update', () => {
  const blocks = [{ type: 'section', text: { type: 'mrkdwn', text: '*Turno* de Ana' } }];

  it('posts with blocks as a JSON string (form) or an array (JSON), each with a later ts', async () => {
    const form = await call('chat.postMessage', { channel: 'C0TURNOS', text: 'Turno', blocks });
    const json = await call(
      'chat.postMessage',
      { channel: 'C0TURNOS', text: 'Turno 2', blocks },
      { encoding: 'json' },
    );
    const tsOf = (answer: typeof form) => answer.json.ts as string;
    for (const [answer, text] of [
      [form, 'Turno'],
      [json, 'Turno 2'],
    ] as const) {
      expect(answer.json).toEqual({
        ok: true,
        channel: 'C0TURNOS',
        ts: expect.stringMatching(/^\d{10}\.\d{6}$/),
        message: expect.objectContaining({ text, blocks, ts: tsOf(answer) }),
      });
    }
    expect(Number(tsOf(json))).toBeGreaterThan(Number(tsOf(form)));
    expect(slack.messages).toEqual([
      { channel: 'C0TURNOS', ts: tsOf(form), text: 'Turno', blocks },
      { channel: 'C0TURNOS', ts: tsOf(json), text: 'Turno 2', blocks },
    ]);
  });

  it('gives each message its own ts, increasing, even posted at once', async () => {
    await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        call('chat.postMessage', { channel: 'C0TURNOS', text: `m${index}` }),
      ),
    );
    const stamps = slack.messages.map((message) => Number(message.ts));
    expect(new Set(stamps).size).toBe(20);
    expect(stamps).toEqual([...stamps].sort((a, b) => a - b));
  });

  it('answers channel_not_found, no_text and invalid_blocks_format', async () => {
    expect((await call('chat.postMessage', { channel: 'C0NADA', text: 'x' })).json).toEqual({
      ok: false,
      error: 'channel_not_found',
    });
    expect((await call('chat.postMessage', { channel: 'C0TURNOS' })).json.error).toBe('no_text');
    expect(
      (await call('chat.postMessage', { channel: 'C0TURNOS', text: 'x', blocks: '[oops' })).json
        .error,
    ).toBe('invalid_blocks_format');
    expect(slack.messages).toEqual([]);
  });

  it('updates a posted message; left-out blocks stay; message_not_found otherwise', async () => {
    const posted = await call('chat.postMessage', { channel: 'C0TURNOS', text: 'Turno', blocks });
    const ts = posted.json.ts as string;
    const updated = await call(
      'chat.update',
      { channel: 'C0TURNOS', ts, text: 'Turno tomado' },
      { encoding: 'json' },
    );
    expect(updated.json).toEqual({
      ok: true,
      channel: 'C0TURNOS',
      ts,
      text: 'Turno tomado',
      message: expect.objectContaining({ text: 'Turno tomado', blocks, ts }),
    });
    const newBlocks = [{ type: 'section', text: { type: 'plain_text', text: 'Listo' } }];
    await call('chat.update', { channel: 'C0TURNOS', ts, blocks: newBlocks });
    expect(slack.messages).toEqual([
      { channel: 'C0TURNOS', ts, text: 'Turno tomado', blocks: newBlocks },
    ]);
    expect(
      (await call('chat.update', { channel: 'C0TURNOS', ts: '1.000001', text: 'x' })).json,
    ).toEqual({ ok: false, error: 'message_not_found' });
    expect((await call('chat.update', { channel: 'C0NADA', ts, text: 'x' })).json.error).toBe(
      'channel_not_found',
    );
  });
});

describe('response_url', () => {
  it('records what the app posts and answers ok as text', async () => {
    const url = slack.responseUrl('click-1');
    expect(url).toBe(`${slack.url().replace(/\/api$/, '')}/respond/click-1`);
    const body = { replace_original: true, text: 'Tomaste el turno', blocks: [] };
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await response.text()).toBe('ok');
    expect(slack.responses).toEqual([
      { path: '/respond/click-1', id: 'click-1', body, at: expect.any(Number) },
    ]);
    const bad = await fetch(url, { method: 'POST', body: 'no json' });
    expect(bad.status).toBe(400);
    expect(slack.responses).toHaveLength(1);
  });
});

describe('rate limits and outages', () => {
  it('answers 429 with Retry-After the given number of times, then serves again', async () => {
    slack.rateLimit('chat.postMessage', { retryAfterSeconds: 7, times: 2 });
    for (let attempt = 0; attempt < 2; attempt++) {
      const limited = await call('chat.postMessage', { channel: 'C0TURNOS', text: 'x' });
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toBe('7');
      expect(limited.json).toEqual({ ok: false, error: 'ratelimited' });
    }
    // Other methods are not limited.
    expect((await call('auth.test')).json.ok).toBe(true);
    expect((await call('chat.postMessage', { channel: 'C0TURNOS', text: 'x' })).status).toBe(200);
    expect(slack.messages).toHaveLength(1);
    expect(slack.calls.filter((row) => row.method === 'chat.postMessage')).toHaveLength(3);
  });

  it('answers 503 for one method or all, hangs, and heals', async () => {
    slack.down('users.info');
    expect((await call('users.info', { user: 'U1' })).status).toBe(503);
    expect((await call('auth.test')).status).toBe(200);
    slack.down();
    expect((await call('auth.test')).status).toBe(503);
    const respond = await fetch(slack.responseUrl('x'), { method: 'POST', body: '{}' });
    expect(respond.status).toBe(503);
    slack.heal();
    slack.hang('auth.test');
    const hung = await call('auth.test', {}, { signal: AbortSignal.timeout(300) }).catch(
      (error: unknown) => (error as Error).name,
    );
    expect(hung).toBe('TimeoutError');
    expect((await call('users.info', { user: 'U1' })).json.error).toBe('user_not_found');
    slack.heal();
    expect((await call('auth.test')).json.ok).toBe(true);
  });

  it('delays every answer by delayMs', async () => {
    slack.delayMs = 150;
    const started = performance.now();
    await call('auth.test');
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('starts again on the same port after stop', async () => {
    const port = new URL(slack.url()).port;
    await slack.stop();
    slack = new SlackStandIn({ port: Number(port), token: 'xoxb-other' });
    await slack.start();
    expect(slack.url()).toBe(`http://127.0.0.1:${port}/api`);
    expect((await call('auth.test')).json.ok).toBe(true);
  });
});

describe('the requests Slack sends', () => {
  /** Slack's own example (api.slack.com/authentication/verifying-requests-from-slack). */
  it("signs as Slack's documented example", () => {
    const body =
      'token=xyzz0WbapA4vBCDEFasx0q6G&team_id=T1DC2JH3J&team_domain=testteamnow&channel_id=G8PSS9T3V' +
      '&channel_name=foobar&user_id=U2CERLKJA&user_name=roadrunner&command=%2Fwebhook-collect&text=' +
      '&response_url=https%3A%2F%2Fhooks.slack.com%2Fcommands%2FT1DC2JH3J%2F397700885554%2F96rGlfmibIGlgcZRskXaIFfN' +
      '&trigger_id=398738663015.47445629121.803a0bc887a14d10d2c447fce8b6703c';
    expect(signSlackRequest('8f742231b10e8888abcd99yyyzzz85a5', body, 1531420618)).toEqual({
      'x-slack-request-timestamp': '1531420618',
      'x-slack-signature': 'v0=a2114d57b48eac39b9ad189dd8316235a7b4a8d21a10bd27519666489c69b503',
      'content-type': 'application/x-www-form-urlencoded',
    });
  });

  it('signs any body as an independent HMAC (Web Crypto) computes it, now by default', async () => {
    const secret = 'un-secreto-de-firma';
    const body = slashCommandBody({
      userId: 'U0ANA',
      text: 'hoy',
      responseUrl: slack.responseUrl('c'),
    });
    const headers = signSlackRequest(secret, body);
    const timestamp = Number(headers['x-slack-request-timestamp']);
    expect(Math.abs(timestamp - Date.now() / 1000)).toBeLessThan(5);
    const encoder = new TextEncoder();
    const key = await crypto.subtle.importKey(
      'raw',
      encoder.encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign'],
    );
    const mac = await crypto.subtle.sign('HMAC', key, encoder.encode(`v0:${timestamp}:${body}`));
    const hex = [...new Uint8Array(mac)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
    expect(headers['x-slack-signature']).toBe(`v0=${hex}`);
  });

  it('builds a slash command body with the fields Slack sends', () => {
    const body = slashCommandBody({
      userId: 'U0ANA',
      text: 'cambio martes',
      responseUrl: slack.responseUrl('cmd-1'),
    });
    const fields = Object.fromEntries(new URLSearchParams(body));
    expect(fields).toEqual({
      token: expect.any(String),
      team_id: slack.workspace.teamId,
      team_domain: slack.workspace.teamDomain,
      channel_id: expect.any(String),
      channel_name: expect.any(String),
      user_id: 'U0ANA',
      user_name: expect.any(String),
      command: '/turno',
      text: 'cambio martes',
      api_app_id: slack.workspace.apiAppId,
      response_url: slack.responseUrl('cmd-1'),
      trigger_id: expect.stringMatching(/^\d+\.\d+\.[0-9a-f]+$/),
    });
    expect(
      new URLSearchParams(
        slashCommandBody({ userId: 'U0ANA', text: '', command: '/otro', responseUrl: 'x' }),
      ).get('command'),
    ).toBe('/otro');
  });

  it('builds a block_actions body: payload=<JSON> for a button click', () => {
    const blocks = [{ type: 'actions', elements: [] }];
    const body = blockActionsBody({
      userId: 'U0ANA',
      actionId: 'take_shift',
      value: 'shift-42',
      responseUrl: slack.responseUrl('click-1'),
      channelId: 'C0TURNOS',
      messageTs: '1732870000.000100',
      messageText: 'Turno',
      messageBlocks: blocks,
    });
    const form = new URLSearchParams(body);
    expect([...form.keys()]).toEqual(['payload']);
    expect(JSON.parse(form.get('payload') ?? '')).toMatchObject({
      type: 'block_actions',
      user: { id: 'U0ANA', username: expect.any(String), team_id: slack.workspace.teamId },
      api_app_id: slack.workspace.apiAppId,
      container: { type: 'message', message_ts: '1732870000.000100', channel_id: 'C0TURNOS' },
      trigger_id: expect.any(String),
      team: { id: slack.workspace.teamId },
      channel: { id: 'C0TURNOS', name: expect.any(String) },
      message: { ts: '1732870000.000100', text: 'Turno', blocks },
      response_url: slack.responseUrl('click-1'),
      actions: [
        {
          action_id: 'take_shift',
          block_id: expect.any(String),
          value: 'shift-42',
          type: 'button',
          action_ts: expect.stringMatching(/^\d{10}\.\d{6}$/),
        },
      ],
    });
  });
});
