import { describe, expect, it } from 'vitest';
import {
  authenticateResult,
  json2Result,
  jsonRpcResult,
  loadResult,
  type OdooAnswer,
} from './answers';

const response = (status: number, json?: unknown): OdooAnswer => ({
  kind: 'response',
  status,
  json,
});

/** Odoo's serialized exception, as JSON-2 sends it with a 4xx/5xx. */
const odooError = (name: string, message: string) => ({
  name,
  message,
  arguments: [message],
  context: {},
  debug: 'Traceback (most recent call last): …',
});

describe('json2Result', () => {
  it('takes any 2xx as the value', () => {
    expect(json2Result(response(200, [7]))).toEqual({ ok: true, value: [7] });
    expect(json2Result(response(200, false))).toEqual({ ok: true, value: false });
  });

  it.each([
    [response(408), 'Odoo respondió 408'],
    [response(429), 'Odoo respondió 429'],
    [
      response(500, odooError('builtins.ValueError', "Invalid field 'mobile' on model 'crm.lead'")),
      "Odoo respondió 500: Invalid field 'mobile' on model 'crm.lead'",
    ],
    [response(502), 'Odoo respondió 502'],
    [response(503), 'Odoo respondió 503'],
    [response(200), 'Odoo respondió 200 sin JSON'],
    [{ kind: 'timeout', timeoutMs: 10_000 } as const, 'Odoo no respondió en 10000 ms'],
    [
      { kind: 'unreachable', code: 'ECONNREFUSED' } as const,
      'No se pudo conectar con Odoo (ECONNREFUSED)',
    ],
  ])('retries %j', (answer, reason) => {
    expect(json2Result(answer)).toEqual({ ok: false, disposition: 'retry', reason });
  });

  it.each([
    [
      response(401, odooError('werkzeug.exceptions.Unauthorized', 'Invalid apikey')),
      'Odoo respondió 401: Invalid apikey (revisa ODOO_API_KEY: una clave de API de Odoo dura a lo más tres meses)',
    ],
    [
      response(
        403,
        odooError('odoo.exceptions.AccessError', 'You are not allowed to create Leads'),
      ),
      'Odoo respondió 403: You are not allowed to create Leads (el usuario de Odoo no tiene los permisos de CRM necesarios)',
    ],
    [response(404), 'Odoo respondió 404 (revisa ODOO_URL, ODOO_DATABASE y ODOO_API)'],
    [
      response(
        404,
        odooError('werkzeug.exceptions.NotFound', "the model 'crm.lead' does not exist"),
      ),
      "Odoo respondió 404: the model 'crm.lead' does not exist (revisa ODOO_URL, ODOO_DATABASE y ODOO_API)",
    ],
    [response(301), 'Odoo respondió 301 (revisa ODOO_URL, ODOO_DATABASE y ODOO_API)'],
    [response(405), 'Odoo respondió 405 (revisa ODOO_URL, ODOO_DATABASE y ODOO_API)'],
  ])('holds %j', (answer, reason) => {
    expect(json2Result(answer)).toEqual(held(reason));
  });

  it.each([
    [
      response(422, odooError('odoo.exceptions.ValidationError', 'El correo no es válido')),
      'Odoo respondió 422: El correo no es válido',
    ],
    [
      response(
        422,
        odooError(
          'werkzeug.exceptions.UnprocessableEntity',
          "create() got an unexpected keyword argument 'x'",
        ),
      ),
      "Odoo respondió 422: create() got an unexpected keyword argument 'x'",
    ],
    [
      response(400, 'could not parse the body as json'),
      'Odoo respondió 400: could not parse the body as json',
    ],
    [
      response(
        404,
        odooError('odoo.exceptions.MissingError', 'Record does not exist or has been deleted.'),
      ),
      'Odoo respondió 404: Record does not exist or has been deleted.',
    ],
    [response(413), 'Odoo respondió 413'],
  ])('fails %j', (answer, reason) => {
    expect(json2Result(answer)).toEqual({ ok: false, disposition: 'fail', reason });
  });

  it("keeps Odoo's message on one line and short", () => {
    const result = json2Result(
      response(422, odooError('x.UserError', `línea 1\n\n  línea 2 ${'x'.repeat(400)}`)),
    );
    expect(result.ok).toBe(false);
    const reason = result.ok ? '' : result.reason;
    expect(reason.startsWith('Odoo respondió 422: línea 1 línea 2 xxx')).toBe(true);
    expect(reason.length).toBeLessThan(330);
    expect(reason.endsWith('…')).toBe(true);
  });
});

/** A hold: `keyRefused` when the answer itself says the key is refused. */
const held = (reason: string) => ({
  ok: false,
  disposition: 'hold',
  reason,
  ...(reason.includes('(revisa ODOO_API_KEY') && { keyRefused: true }),
});

const rpcError = (name: string, message: string, code = 200) =>
  response(200, {
    jsonrpc: '2.0',
    id: 1,
    error: { code, message: 'Odoo Server Error', data: odooError(name, message) },
  });

describe('jsonRpcResult', () => {
  it('takes a result as the value, false included', () => {
    expect(jsonRpcResult(response(200, { jsonrpc: '2.0', id: 1, result: [3] }))).toEqual({
      ok: true,
      value: [3],
    });
    expect(jsonRpcResult(response(200, { jsonrpc: '2.0', id: 1, result: false }))).toEqual({
      ok: true,
      value: false,
    });
  });

  it.each([
    [
      rpcError('odoo.exceptions.AccessDenied', 'Access Denied'),
      'Odoo respondió AccessDenied: Access Denied (revisa ODOO_API_KEY: una clave de API de Odoo dura a lo más tres meses)',
    ],
    [
      rpcError('odoo.exceptions.AccessError', 'No puede crear Leads'),
      'Odoo respondió AccessError: No puede crear Leads (el usuario de Odoo no tiene los permisos de CRM necesarios)',
    ],
    [
      rpcError(
        'psycopg2.OperationalError',
        'connection to server at "localhost", port 5432 failed: FATAL:  database "andina" does not exist\n',
      ),
      'Odoo respondió OperationalError: connection to server at "localhost", port 5432 failed: FATAL: database "andina" does not exist (revisa ODOO_URL, ODOO_DATABASE y ODOO_API)',
    ],
    [
      response(401),
      'Odoo respondió 401 (revisa ODOO_API_KEY: una clave de API de Odoo dura a lo más tres meses)',
    ],
    [response(404), 'Odoo respondió 404 (revisa ODOO_URL, ODOO_DATABASE y ODOO_API)'],
  ])('holds %j', (answer, reason) => {
    expect(jsonRpcResult(answer)).toEqual(held(reason));
  });

  it.each([
    [
      rpcError('odoo.exceptions.UserError', 'Falta el nombre'),
      'Odoo respondió UserError: Falta el nombre',
    ],
    [
      rpcError('odoo.exceptions.ValidationError', 'Correo inválido'),
      'Odoo respondió ValidationError: Correo inválido',
    ],
    [
      rpcError('builtins.TypeError', "create() got an unexpected keyword argument 'x'"),
      "Odoo respondió TypeError: create() got an unexpected keyword argument 'x'",
    ],
  ])('fails %j', (answer, reason) => {
    expect(jsonRpcResult(answer)).toEqual({ ok: false, disposition: 'fail', reason });
  });

  it.each([
    [
      rpcError('builtins.ValueError', "Invalid field 'mobile' on model 'crm.lead'"),
      "Odoo respondió ValueError: Invalid field 'mobile' on model 'crm.lead'",
    ],
    [
      rpcError('psycopg2.errors.SerializationFailure', 'could not serialize access'),
      'Odoo respondió SerializationFailure: could not serialize access',
    ],
    [response(502), 'Odoo respondió 502'],
    [response(200), 'Odoo respondió 200 sin resultado'],
    [response(200, { jsonrpc: '2.0', id: 1 }), 'Odoo respondió 200 sin resultado'],
    [{ kind: 'timeout', timeoutMs: 500 } as const, 'Odoo no respondió en 500 ms'],
  ])('retries %j', (answer, reason) => {
    expect(jsonRpcResult(answer)).toEqual({ ok: false, disposition: 'retry', reason });
  });
});

describe('authenticateResult', () => {
  it("takes the uid, and holds on Odoo's false", () => {
    expect(authenticateResult({ ok: true, value: 7 })).toEqual({ ok: true, value: 7 });
    expect(authenticateResult({ ok: true, value: false })).toEqual({
      ok: false,
      disposition: 'hold',
      reason:
        'Odoo rechazó ODOO_LOGIN con ODOO_API_KEY: common.authenticate respondió false (revisa ODOO_API_KEY: una clave de API de Odoo dura a lo más tres meses)',
      keyRefused: true,
    });
    const failure = { ok: false, disposition: 'retry', reason: 'x' } as const;
    expect(authenticateResult(failure)).toBe(failure);
  });
});

describe('loadResult', () => {
  it('takes the id of the loaded row', () => {
    expect(loadResult({ ids: [42], messages: [] })).toEqual({ ok: true, value: 42 });
  });

  it("fails on Odoo's errors about the values, with its messages", () => {
    const answer = {
      ids: false,
      messages: [
        { type: 'warning', message: 'ignorado' },
        { type: 'error', message: "No matching record found for database id '9' in field 'Tags'" },
      ],
    };
    expect(loadResult(answer)).toEqual({
      ok: false,
      disposition: 'fail',
      reason:
        "Odoo rechazó la importación del lead: No matching record found for database id '9' in field 'Tags'",
    });
  });

  it('retries when another request bound the external id first, or the answer is odd', () => {
    const race = {
      ids: false,
      messages: [{ type: 'error', message: 'could not serialize access due to concurrent update' }],
    };
    expect(loadResult(race)).toMatchObject({ ok: false, disposition: 'retry' });
    const unique = {
      ids: false,
      messages: [
        {
          type: 'error',
          message:
            'duplicate key value violates unique constraint "ir_model_data_module_name_uniq_index"',
        },
      ],
    };
    expect(loadResult(unique)).toMatchObject({ disposition: 'retry' });
    expect(loadResult({ ids: false, messages: [] })).toMatchObject({ disposition: 'retry' });
    expect(loadResult([7])).toMatchObject({ disposition: 'retry' });
  });
});
