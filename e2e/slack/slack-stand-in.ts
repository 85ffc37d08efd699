import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A real HTTP server standing in for Slack in tests (Vitest, Playwright): the Web API and the
 * `response_url` an interaction gives, as Slack documents them (api.slack.com/web,
 * api.slack.com/methods), for the methods the support-shift bot uses:
 * - `POST /api/<method>` (GET with a query string too), the arguments form-encoded or JSON, the
 *   bot token in `Authorization: Bearer …` (or a `token` argument, form or query only: Slack
 *   ignores one in a JSON body);
 * - always HTTP 200 with `{ ok: true, … }` or `{ ok: false, error }`, but for a rate limit (429
 *   with `Retry-After`) and the outages a test switches on (503, or no answer at all);
 * - `POST /respond/<id>`: what an app sends to an interaction's `response_url`, answered `ok`.
 * The workspace lives in memory: users, user groups and channels a test adds, the messages the
 * app posts. Node's http only, no test framework: any test runner can start it.
 */

/** The workspace the stand-in plays (auth.test's answer); slack-requests.ts signs as it. */
export const SLACK_STAND_IN_WORKSPACE = {
  teamId: 'T0000STND',
  teamDomain: 'stand-in',
  teamName: 'Stand-in',
  apiAppId: 'A0000STND',
  botUserId: 'U0000BOT',
  botUserName: 'turnos-bot',
  botId: 'B0000BOT',
} as const;

/** A user as users.info and users.lookupByEmail answer one (the fields the app reads). */
interface SlackUser {
  id: string;
  /** The handle; Slack derives it from the email address. */
  name: string;
  real_name: string;
  profile: { email: string; real_name: string; display_name: string };
}

interface SlackMessage {
  channel: string;
  ts: string;
  text: string;
  /** Parsed (a form body carries them as a JSON string); undefined when the message has none. */
  blocks: unknown[] | undefined;
}

interface ResponseUrlPost {
  /** The path it was posted to, `/respond/<id>`. */
  path: string;
  id: string;
  /** The JSON body: `{ replace_original?, response_type?, text, blocks? }`. */
  body: Record<string, unknown>;
  at: number;
}

interface WebApiCall {
  method: string;
  /** The arguments as received (query and body merged), without `token`. */
  params: Record<string, unknown>;
  at: number;
}

type Params = Record<string, unknown>;
/** A method's answer: the fields beside `ok: true`, or the `error` of an `ok: false`. */
type Outcome = { ok: true; fields: Record<string, unknown> } | { ok: false; error: string };

const success = (fields: Record<string, unknown>): Outcome => ({ ok: true, fields });
const failure = (error: string): Outcome => ({ ok: false, error });

/** A string argument, or undefined (absent, or another type in a JSON body). */
const stringParam = (params: Params, name: string) => {
  const value = params[name];
  return typeof value === 'string' ? value : undefined;
};

/**
 * `blocks` as an array: JSON bodies carry it as one, form bodies as a JSON string. `error` when
 * it cannot be read, as Slack answers `invalid_blocks_format`.
 */
function blocksParam(params: Params): { blocks?: unknown[]; error?: string } {
  const value = params.blocks;
  if (value === undefined) return {};
  let parsed: unknown = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      return { error: 'invalid_blocks_format' };
    }
  }
  return Array.isArray(parsed) ? { blocks: parsed } : { error: 'invalid_blocks_format' };
}

/** `users` of usergroups.users.update: a comma-separated string (or an array in JSON), deduplicated. */
function userIdsParam(params: Params): string[] {
  const value = params.users;
  const list = Array.isArray(value) ? value.map(String) : String(value ?? '').split(',');
  return [...new Set(list.map((id) => id.trim()).filter(Boolean))];
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The arguments of a Web API call: the query string, then the body by its content type, as
 * Slack reads them. `error` is Slack's answer to a body it cannot read; `token` is the one a
 * form or query carried.
 */
function readParams(
  request: IncomingMessage,
  query: URLSearchParams,
  body: string,
): { params: Params; token?: string; error?: string } {
  const params: Params = Object.fromEntries(query);
  const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (body === '') {
    // Nothing to read (a GET, or a POST whose arguments are all in the query).
  } else if (type === 'application/json') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return { params, error: 'invalid_json' };
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      return { params, error: 'json_not_object' };
    }
    // Slack ignores a token in a JSON body: JSON callers must send the header.
    const fields = { ...(parsed as Params) };
    delete fields.token;
    Object.assign(params, fields);
  } else if (type === 'application/x-www-form-urlencoded') {
    Object.assign(params, Object.fromEntries(new URLSearchParams(body)));
  } else {
    return { params, error: type ? 'invalid_post_type' : 'missing_post_type' };
  }
  const { token, ...rest } = params;
  return { params: rest, token: typeof token === 'string' ? token : undefined };
}

const jsonHeaders = {
  'content-type': 'application/json; charset=utf-8',
  // Every answer closes its connection: a client never reuses a kept-alive socket that `stop()`
  // closed under it when a later test starts a stand-in again (as upstream-stand-in does).
  connection: 'close',
};

function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  response.writeHead(status, { ...jsonHeaders, ...headers });
  response.end(JSON.stringify(body));
}

function sendText(response: ServerResponse, status: number, text: string) {
  response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', connection: 'close' });
  response.end(text);
}

/** The key `down()` and `hang()` use for the response_url endpoint. */
const RESPONSE_URL = 'response_url';

export class SlackStandIn {
  readonly token: string;
  /** Who the bot is, in which workspace (auth.test's answer). */
  readonly workspace = SLACK_STAND_IN_WORKSPACE;
  /** Every Web API call received, refused ones included (bad token, rate limit, outage). */
  readonly calls: WebApiCall[] = [];
  /** The messages posted (chat.postMessage), as chat.update left them. */
  readonly messages: SlackMessage[] = [];
  /** What the app posted to response_url endpoints. */
  readonly responses: ResponseUrlPost[] = [];
  /** Each answer (Web API and response_url) waits this long first (ms; 0: at once). */
  delayMs = 0;

  private readonly users = new Map<string, SlackUser>();
  private readonly userGroups = new Map<string, string[]>();
  private readonly channels = new Set<string>();
  private readonly rateLimits = new Map<string, { retryAfterSeconds: number; times: number }>();
  /** Outages: `true` for every method, or the methods named (`response_url` for /respond). */
  private downs: true | Set<string> = new Set();
  private hangs: true | Set<string> = new Set();
  private nextUser = 1;
  /** The last message ts, in microseconds: each new one is later, even within a millisecond. */
  private lastTsMicros = 0;
  private server: Server | undefined;
  private port: number;

  constructor(options: { port?: number; token?: string } = {}) {
    this.port = options.port ?? 0;
    this.token = options.token ?? 'xoxb-stand-in-token';
  }

  /** The Web API's base, e.g. `http://127.0.0.1:41234/api` (`${url()}/chat.postMessage`). */
  url() {
    return `http://127.0.0.1:${this.port}/api`;
  }

  /** A response_url that records what is posted to it in `responses`. */
  responseUrl(id: string) {
    return `http://127.0.0.1:${this.port}/respond/${encodeURIComponent(id)}`;
  }

  // --- The workspace ---------------------------------------------------------------------------

  /**
   * Adds a member: `name` is the person's name (real and display name), the handle comes from
   * the email address, the id is generated unless given.
   */
  addUser(user: { id?: string; email: string; name: string }): SlackUser {
    const id = user.id ?? this.freeUserId();
    const stored: SlackUser = {
      id,
      name: user.email.split('@')[0] ?? user.email,
      real_name: user.name,
      profile: { email: user.email, real_name: user.name, display_name: user.name },
    };
    this.users.set(id, stored);
    return structuredClone(stored);
  }

  /**
   * Removes the member with that email (any case), as when someone leaves the workspace, and
   * takes them out of every user group. False when there was none.
   */
  removeUser(email: string) {
    const user = this.findByEmail(email);
    if (!user) return false;
    this.users.delete(user.id);
    for (const [id, members] of this.userGroups) {
      this.userGroups.set(
        id,
        members.filter((member) => member !== user.id),
      );
    }
    return true;
  }

  addUserGroup(id: string, users: string[] = []) {
    this.userGroups.set(id, [...users]);
  }

  /** A user group's members, as usergroups.users.update last set them. */
  userGroup(id: string): string[] {
    const members = this.userGroups.get(id);
    if (!members) throw new Error(`The Slack stand-in has no user group ${id}`);
    return [...members];
  }

  addChannel(id: string) {
    this.channels.add(id);
  }

  // --- Faults ----------------------------------------------------------------------------------

  /**
   * The next `times` calls of `method` are refused as Slack refuses a method over its tier's
   * limit: HTTP 429, `Retry-After: <seconds>`, `{ ok: false, error: 'ratelimited' }`.
   */
  rateLimit(method: string, limit: { retryAfterSeconds: number; times: number }) {
    this.rateLimits.set(method, { ...limit });
  }

  /** HTTP 503 for every method (and response_url), or for the one named. */
  down(method?: string) {
    this.downs = add(this.downs, method);
  }

  /** No answer at all (the connection is held until the client gives up), for all or one. */
  hang(method?: string) {
    this.hangs = add(this.hangs, method);
  }

  /** No outage and no pending rate limit any more (`delayMs` stays as set). */
  heal() {
    this.downs = new Set();
    this.hangs = new Set();
    this.rateLimits.clear();
  }

  /** A new, empty workspace: no users, groups, channels, records, faults or delay. */
  reset() {
    this.heal();
    this.users.clear();
    this.userGroups.clear();
    this.channels.clear();
    this.calls.length = 0;
    this.messages.length = 0;
    this.responses.length = 0;
    this.delayMs = 0;
  }

  // --- Server ----------------------------------------------------------------------------------

  async start() {
    this.server = createServer((request, response) => {
      void this.handle(request, response).catch(() => {
        if (!response.headersSent) sendText(response, 500, 'internal error');
        else response.destroy();
      });
    });
    await new Promise<void>((resolve, reject) => {
      this.server?.once('error', reject);
      this.server?.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (this.server.address() as AddressInfo).port;
  }

  /** Stops listening and drops open connections (hanging ones included). */
  async stop() {
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private async handle(request: IncomingMessage, response: ServerResponse) {
    const body = await readBody(request);
    const url = new URL(request.url ?? '/', 'http://stand-in');
    if (url.pathname.startsWith('/api/')) {
      return this.handleWebApi(request, response, url, body);
    }
    if (url.pathname.startsWith('/respond/') && request.method === 'POST') {
      return this.handleResponseUrl(response, url.pathname, body);
    }
    sendText(response, 404, 'Not Found');
  }

  /** Waits `delayMs`, then applies an outage: true when the request is answered that way. */
  private async outage(key: string, response: ServerResponse) {
    if (this.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    if (matches(this.hangs, key)) return true;
    if (matches(this.downs, key)) {
      sendText(response, 503, 'Service Unavailable');
      return true;
    }
    return false;
  }

  private async handleWebApi(
    request: IncomingMessage,
    response: ServerResponse,
    url: URL,
    body: string,
  ) {
    const method = decodeURIComponent(url.pathname.slice('/api/'.length));
    const read = readParams(request, url.searchParams, body);
    this.calls.push({ method, params: read.params, at: Date.now() });
    if (await this.outage(method, response)) return;
    const answer = (outcome: Outcome) =>
      sendJson(
        response,
        200,
        outcome.ok ? { ok: true, ...outcome.fields } : { ok: false, error: outcome.error },
      );
    if (read.error) return answer(failure(read.error));
    // Own keys only: `toString` and the like are no Slack methods.
    const run = Object.hasOwn(this.methods, method) ? this.methods[method] : undefined;
    if (!run) return answer(failure('unknown_method'));
    const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    const token = bearer ?? read.token;
    if (!token) return answer(failure('not_authed'));
    if (token !== this.token) return answer(failure('invalid_auth'));
    // Limits are per app and workspace: a call is counted against one once it is authenticated.
    const limit = this.rateLimits.get(method);
    if (limit && limit.times > 0) {
      limit.times -= 1;
      return sendJson(
        response,
        429,
        { ok: false, error: 'ratelimited' },
        { 'retry-after': String(limit.retryAfterSeconds) },
      );
    }
    answer(run(read.params));
  }

  private async handleResponseUrl(response: ServerResponse, path: string, body: string) {
    if (await this.outage(RESPONSE_URL, response)) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      parsed = undefined;
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      return sendText(response, 400, 'invalid_payload');
    }
    const id = decodeURIComponent(path.slice('/respond/'.length));
    this.responses.push({ path, id, body: parsed as Record<string, unknown>, at: Date.now() });
    sendText(response, 200, 'ok');
  }

  // --- Methods -----------------------------------------------------------------------------------

  /** The Web API methods it speaks, by name: each answers from the call's arguments. */
  private readonly methods: Record<string, (params: Params) => Outcome> = {
    'auth.test': () =>
      success({
        url: `https://${this.workspace.teamDomain}.slack.com/`,
        team: this.workspace.teamName,
        user: this.workspace.botUserName,
        team_id: this.workspace.teamId,
        user_id: this.workspace.botUserId,
        bot_id: this.workspace.botId,
      }),

    'users.lookupByEmail': (params) => {
      const user = this.findByEmail(stringParam(params, 'email') ?? '');
      return user ? success({ user: structuredClone(user) }) : failure('users_not_found');
    },

    'users.info': (params) => {
      const user = this.users.get(stringParam(params, 'user') ?? '');
      return user ? success({ user: structuredClone(user) }) : failure('user_not_found');
    },

    // `users` is the group's whole membership: it replaces the one before.
    'usergroups.users.update': (params) => {
      const id = stringParam(params, 'usergroup') ?? '';
      const users = userIdsParam(params);
      if (!this.userGroups.has(id)) return failure('no_such_subteam');
      if (users.length === 0) return failure('no_users_provided');
      if (users.some((user) => !this.users.has(user))) return failure('invalid_users');
      this.userGroups.set(id, users);
      return success({
        usergroup: { id, team_id: this.workspace.teamId, users, user_count: users.length },
      });
    },

    'chat.postMessage': (params) => {
      const channel = stringParam(params, 'channel') ?? '';
      if (!this.channels.has(channel)) return failure('channel_not_found');
      const { blocks, error } = blocksParam(params);
      if (error) return failure(error);
      const text = stringParam(params, 'text');
      if (!text && !blocks?.length) return failure('no_text');
      const message: SlackMessage = { channel, ts: this.nextTs(), text: text ?? '', blocks };
      this.messages.push(message);
      return success({ channel, ts: message.ts, message: this.messageFields(message) });
    },

    // Text or blocks left out keep what the message had; an empty `blocks` removes them.
    'chat.update': (params) => {
      const channel = stringParam(params, 'channel') ?? '';
      if (!this.channels.has(channel)) return failure('channel_not_found');
      const ts = stringParam(params, 'ts');
      const message = this.messages.find((row) => row.channel === channel && row.ts === ts);
      if (!message) return failure('message_not_found');
      const { blocks, error } = blocksParam(params);
      if (error) return failure(error);
      const text = stringParam(params, 'text');
      if (text === undefined && blocks === undefined) return failure('no_text');
      if (text !== undefined) message.text = text;
      if (blocks !== undefined) message.blocks = blocks.length ? blocks : undefined;
      return success({
        channel,
        ts: message.ts,
        text: message.text,
        message: this.messageFields(message),
      });
    },
  };

  /** A generated id (`U0001ABC`, …) no member has yet. */
  private freeUserId() {
    let id: string;
    do id = `U${String(this.nextUser++).padStart(4, '0')}ABC`;
    while (this.users.has(id));
    return id;
  }

  private findByEmail(email: string) {
    const wanted = email.toLowerCase();
    return [...this.users.values()].find((user) => user.profile.email.toLowerCase() === wanted);
  }

  /** A message as chat.postMessage and chat.update answer it: posted by the bot. */
  private messageFields(message: SlackMessage) {
    return {
      type: 'message',
      user: this.workspace.botUserId,
      bot_id: this.workspace.botId,
      text: message.text,
      ts: message.ts,
      ...(message.blocks ? { blocks: message.blocks } : {}),
    };
  }

  /** A ts later than any before, `<seconds>.<microseconds>` as Slack's, even within one ms. */
  private nextTs() {
    this.lastTsMicros = Math.max(this.lastTsMicros + 100, Date.now() * 1000);
    const seconds = Math.floor(this.lastTsMicros / 1_000_000);
    return `${seconds}.${String(this.lastTsMicros % 1_000_000).padStart(6, '0')}`;
  }
}

/** An outage set with `method` added; none named: every method. */
function add(set: true | Set<string>, method: string | undefined): true | Set<string> {
  if (method === undefined || set === true) return true;
  return new Set([...set, method]);
}

const matches = (set: true | Set<string>, key: string) => set === true || set.has(key);
