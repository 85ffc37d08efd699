import 'server-only';
import { authenticateResult, json2Result, jsonRpcResult, type OdooAnswer } from './answers';
import type { OdooConfig, OdooResult } from './types';

const USER_AGENT = 'andina-sitio-web (leads)';

/** One POST of JSON to Odoo, with the call's timeout; never throws. */
async function postJson(
  url: string,
  headers: Record<string, string>,
  body: unknown,
  timeoutMs: number,
): Promise<OdooAnswer> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        accept: 'application/json',
        'user-agent': USER_AGENT,
        ...headers,
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
      cache: 'no-store',
      // A redirect means ODOO_URL is not Odoo's own address (http → https, a login page): a POST
      // followed as a GET would hide that.
      redirect: 'manual',
    });
    const text = await response.text();
    let json: unknown;
    try {
      json = text ? (JSON.parse(text) as unknown) : undefined;
    } catch {
      json = undefined;
    }
    return { kind: 'response', status: response.status, json };
  } catch (error) {
    if (error instanceof Error && error.name === 'TimeoutError')
      return { kind: 'timeout', timeoutMs };
    const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : null;
    const code = typeof cause?.code === 'string' ? cause.code : String(error);
    return { kind: 'unreachable', code };
  }
}

/** A model method's arguments, all named (JSON-2's way); `ids` for methods on records. */
export interface ModelCall {
  ids?: number[];
  params?: Record<string, unknown>;
  context?: Record<string, unknown>;
}

/**
 * The arguments JSON-RPC must get by position: Odoo's `call_kw` takes a record method's ids
 * from `args[0]`, and `create`'s result shape from its first argument, so these cannot be
 * keyword arguments there. Every other argument goes in `kwargs`.
 */
const POSITIONAL: Readonly<Record<string, readonly string[]>> = {
  create: ['vals_list'],
  load: ['fields', 'data'],
  search: ['domain'],
  search_read: ['domain'],
  read: ['fields'],
  write: ['vals'],
};

/** JSON-2: `POST <url>/json/2/<model>/<method>`, bearer key, named arguments, `ids`, `context`. */
function json2Call(config: OdooConfig, model: string, method: string, call: ModelCall) {
  const headers: Record<string, string> = { authorization: `bearer ${config.apiKey}` };
  if (config.database) headers['x-odoo-database'] = config.database;
  const body = {
    ...call.params,
    ...(call.ids ? { ids: call.ids } : {}),
    ...(call.context ? { context: call.context } : {}),
  };
  const url = `${config.url}/json/2/${encodeURIComponent(model)}/${encodeURIComponent(method)}`;
  return postJson(url, headers, body, config.timeoutMs).then(json2Result);
}

let requestId = 0;

/** JSON-RPC: `POST <url>/jsonrpc` `{ jsonrpc: '2.0', method: 'call', params: { service, method, args } }`. */
function jsonRpc(config: OdooConfig, service: string, method: string, args: unknown[]) {
  const body = {
    jsonrpc: '2.0',
    method: 'call',
    params: { service, method, args },
    id: ++requestId,
  };
  return postJson(`${config.url}/jsonrpc`, {}, body, config.timeoutMs).then(jsonRpcResult);
}

/**
 * The bot user's uid per server, database, login and key, asked once per process (JSON-RPC
 * calls need it; JSON-2 takes the user from the key). A failed answer is not kept.
 */
const uids = new Map<string, Promise<OdooResult<number>>>();
const uidKey = (config: OdooConfig) =>
  [config.url, config.database, config.login, config.apiKey].join('\n');

function uidOf(config: OdooConfig): Promise<OdooResult<number>> {
  const key = uidKey(config);
  let uid = uids.get(key);
  if (!uid) {
    uid = jsonRpc(config, 'common', 'authenticate', [
      config.database ?? '',
      config.login ?? '',
      config.apiKey,
      {},
    ]).then(authenticateResult);
    uids.set(key, uid);
    void uid.then((result) => {
      if (!result.ok) uids.delete(key);
    });
  }
  return uid;
}

/** Forgets the uids: a hold may come from a key or user that changed since. */
export const clearUids = () => uids.clear();

/**
 * A cheap call that needs nothing but the key: JSON-2 `res.users/context_get`, JSON-RPC a fresh
 * `common.authenticate`. When it succeeds, Odoo accepts us, and a refusal of another call was
 * about that call's record.
 */
export function probeKey(config: OdooConfig): Promise<OdooResult> {
  if (config.api === 'json2') return json2Call(config, 'res.users', 'context_get', {});
  uids.delete(uidKey(config));
  return uidOf(config);
}

/** Calls one model method through the configured API. */
export async function callModel(
  config: OdooConfig,
  model: string,
  method: string,
  call: ModelCall = {},
): Promise<OdooResult> {
  if (config.api === 'json2') return json2Call(config, model, method, call);
  const uid = await uidOf(config);
  if (!uid.ok) return uid;
  const positional = POSITIONAL[method] ?? [];
  const args: unknown[] = call.ids ? [call.ids] : [];
  const kwargs: Record<string, unknown> = { ...call.params };
  for (const name of positional) {
    if (!(name in kwargs)) break;
    args.push(kwargs[name]);
    delete kwargs[name];
  }
  if (call.context) kwargs.context = call.context;
  const result = await jsonRpc(config, 'object', 'execute_kw', [
    config.database ?? '',
    uid.value,
    config.apiKey,
    model,
    method,
    args,
    kwargs,
  ]);
  if (!result.ok && result.disposition === 'hold') clearUids();
  return result;
}

/**
 * Whether the bot may do `operation` on `model` (its access rights, no record): JSON-2 (Odoo 19)
 * `has_access(operation)`, JSON-RPC (16–18) `check_access_rights(operation,
 * raise_exception=False)`, deprecated since 18.
 */
export function probeRights(config: OdooConfig, model: string, operation: string) {
  return config.api === 'json2'
    ? callModel(config, model, 'has_access', { params: { operation } })
    : callModel(config, model, 'check_access_rights', {
        params: { operation, raise_exception: false },
      });
}
