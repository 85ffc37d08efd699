import type { OdooFailure, OdooResult } from './types';

/** What came back from one HTTP call to Odoo, before it is given a meaning. */
export type OdooAnswer =
  /** `json` is the parsed body, undefined when the body was not JSON (a proxy's HTML page). */
  | { kind: 'response'; status: number; json: unknown }
  | { kind: 'timeout'; timeoutMs: number }
  /** No connection: refused, reset, DNS; `code` as Node names it (ECONNREFUSED…). */
  | { kind: 'unreachable'; code: string };

/** Why a hold happened, as a hint for the operator who reads the reason on the leads desk. */
const hints = {
  key: 'revisa ODOO_API_KEY: una clave de API de Odoo dura a lo más tres meses',
  rights: 'el usuario de Odoo no tiene los permisos de CRM necesarios',
  endpoint: 'revisa ODOO_URL, ODOO_DATABASE y ODOO_API',
} as const;

const MAX_MESSAGE_LENGTH = 300;

/** Odoo's message, on one line and of a size staff can read (tracebacks stay in Odoo's log). */
function shortMessage(message: unknown): string | undefined {
  if (typeof message !== 'string') return undefined;
  const line = message.replace(/\s+/g, ' ').trim();
  if (!line) return undefined;
  return line.length > MAX_MESSAGE_LENGTH ? `${line.slice(0, MAX_MESSAGE_LENGTH - 1)}…` : line;
}

const record = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;

/**
 * The JSON-2 error's `message` (`{ name, message, arguments, context, debug }`, Odoo 19), or the
 * body itself when it is a JSON string (how some later versions answer).
 */
const json2Message = (json: unknown) =>
  typeof json === 'string' ? shortMessage(json) : shortMessage(record(json)?.message);

const failure = (
  disposition: OdooFailure['disposition'],
  reason: string,
  hint?: keyof typeof hints,
): OdooFailure => ({
  ok: false,
  disposition,
  reason: hint ? `${reason} (${hints[hint]})` : reason,
  ...(hint === 'key' && { keyRefused: true }),
});

/** A timeout or no connection: Odoo (or the way to it) may be back later. */
function transportFailure(answer: Exclude<OdooAnswer, { kind: 'response' }>): OdooFailure {
  return answer.kind === 'timeout'
    ? failure('retry', `Odoo no respondió en ${answer.timeoutMs} ms`)
    : failure('retry', `No se pudo conectar con Odoo (${answer.code})`);
}

/**
 * An HTTP status other than 2xx (JSON-2's errors, and anything before JSON-RPC's own layer):
 * - 408, 429, 5xx: retry (Odoo answers 500 to exceptions it does not map, a proxy 502/503/504);
 * - 401 (`Invalid apikey`: a wrong, expired or revoked key), 403 (AccessError), 404 (no such
 *   endpoint or database), 405 and any redirect (ODOO_URL is not Odoo's address): hold;
 * - 400, 422 (UserError, ValidationError, a call Odoo could not bind), a 404 that is a
 *   MissingError (about this record), other 4xx: fail.
 */
function statusFailure(status: number, json: unknown): OdooFailure {
  const message = json2Message(json);
  const reason = message ? `Odoo respondió ${status}: ${message}` : `Odoo respondió ${status}`;
  if (status === 408 || status === 429 || status >= 500) return failure('retry', reason);
  if (status === 401) return failure('hold', reason, 'key');
  if (status === 403) return failure('hold', reason, 'rights');
  if (status === 404 && String(record(json)?.name).endsWith('MissingError')) {
    return failure('fail', reason);
  }
  if (status === 404 || status === 405 || (status >= 300 && status < 400)) {
    return failure('hold', reason, 'endpoint');
  }
  if (status >= 400) return failure('fail', reason);
  return failure('retry', reason);
}

/** What a JSON-2 answer means (docs/contracts.md, Leads into the CRM): 2xx is the value. */
export function json2Result(answer: OdooAnswer): OdooResult {
  if (answer.kind !== 'response') return transportFailure(answer);
  const { status, json } = answer;
  if (status < 200 || status >= 300) return statusFailure(status, json);
  // A 2xx that is not JSON is not Odoo's: the call may or may not have run, so it is retried.
  if (json === undefined) return failure('retry', `Odoo respondió ${status} sin JSON`);
  return { ok: true, value: json };
}

const accessExceptions = new Set(['AccessDenied', 'AccessError']);
/** About this call's values: UserError and its kinds, and a call Odoo could not bind. */
const valueExceptions = new Set(['UserError', 'ValidationError', 'MissingError', 'TypeError']);

/**
 * What a JSON-RPC answer means. Odoo answers 200 either way: `result` is the value; `error` is
 * `{ code, message, data: { name, message, … } }` whose `data.name` (the Python exception) says:
 * - `odoo.exceptions.AccessDenied` (wrong key or uid), `AccessError` (rights): hold;
 * - an unknown database (psycopg2 cannot connect to it: "database … does not exist"): hold;
 * - `UserError`, `ValidationError`, `MissingError`, `builtins.TypeError` (a call it could not
 *   bind): fail;
 * - anything else: retry.
 * A non-2xx HTTP status means what it means for JSON-2 (a proxy, a missing route).
 */
export function jsonRpcResult(answer: OdooAnswer): OdooResult {
  if (answer.kind !== 'response') return transportFailure(answer);
  const { status, json } = answer;
  if (status < 200 || status >= 300) return statusFailure(status, json);
  const body = record(json);
  const error = record(body?.error);
  if (error) {
    const data = record(error.data);
    const name = typeof data?.name === 'string' ? data.name : '';
    const kind = name.split('.').pop() || 'error';
    const message = shortMessage(data?.message) ?? shortMessage(error.message);
    const reason = message ? `Odoo respondió ${kind}: ${message}` : `Odoo respondió ${kind}`;
    if (kind === 'AccessDenied') return failure('hold', reason, 'key');
    if (accessExceptions.has(kind)) return failure('hold', reason, 'rights');
    if (error.code === 404 || /database .* does not exist/i.test(message ?? '')) {
      return failure('hold', reason, 'endpoint');
    }
    if (valueExceptions.has(kind)) return failure('fail', reason);
    return failure('retry', reason);
  }
  if (body && 'result' in body) return { ok: true, value: body.result };
  return failure('retry', `Odoo respondió ${status} sin resultado`);
}

/**
 * JSON-RPC's `common.authenticate(db, login, key, {})`: the uid, or `false` when Odoo does not
 * take that login with that key (wrong, expired or revoked key, or another login): hold.
 */
export function authenticateResult(result: OdooResult): OdooResult<number> {
  if (!result.ok) return result;
  if (typeof result.value === 'number' && Number.isInteger(result.value) && result.value > 0) {
    return { ok: true, value: result.value };
  }
  return failure(
    'hold',
    'Odoo rechazó ODOO_LOGIN con ODOO_API_KEY: common.authenticate respondió false',
    'key',
  );
}

/**
 * Messages of a failed `load` that say only that another transaction got there first (with its
 * external id: PostgreSQL's serialization failure, or a unique violation where Odoo inserts it
 * without ON CONFLICT).
 */
const CONCURRENCY = /could not serialize|concurrent update|deadlock detected|duplicate key value/i;

/**
 * What `crm.lead.load` answered (`{ ids, messages }`): the record's id; or, with `ids` false,
 * the errors in `messages`. Another request's record with the same external id committed
 * meanwhile (PostgreSQL's serialization failure) is retried, as the next load updates it; any
 * other error is about this lead's values: fail, with Odoo's messages.
 */
export function loadResult(value: unknown): OdooResult<number> {
  const answer = record(value);
  const ids = answer?.ids;
  const id: unknown = Array.isArray(ids) ? ids[0] : undefined;
  if (typeof id === 'number' && Number.isInteger(id) && id > 0) return { ok: true, value: id };
  const messages = Array.isArray(answer?.messages) ? answer.messages : [];
  const errors = messages
    .map(record)
    .filter((message) => message?.type === 'error')
    .map((message) => shortMessage(message?.message) ?? 'error');
  if (ids !== false || errors.length === 0) {
    return failure('retry', 'Odoo respondió algo inesperado a crm.lead.load');
  }
  const reason = `Odoo rechazó la importación del lead: ${errors.join('; ')}`;
  return failure(errors.every((error) => CONCURRENCY.test(error)) ? 'retry' : 'fail', reason);
}
