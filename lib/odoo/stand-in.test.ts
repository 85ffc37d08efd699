import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OdooStandIn } from '@/e2e/odoo/odoo-stand-in';

/**
 * The Odoo stand-in (e2e/odoo/odoo-stand-in.ts) speaks Odoo's documented protocols: these
 * checks keep it honest, so that what the client is tested against is what Odoo does.
 */
const odoo = new OdooStandIn({
  port: 0,
  apiKey: 'k'.repeat(40),
  database: 'andina',
  login: 'bot@andina.test',
});

beforeAll(() => odoo.start());
afterAll(() => odoo.stop());
beforeEach(() => {
  odoo.resetFaults();
  odoo.resetCalls();
});

async function json2(
  model: string,
  method: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${odoo.url()}/json/2/${model}/${method}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `bearer ${odoo.apiKey}`,
      'x-odoo-database': 'andina',
      ...headers,
    },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return { status: response.status, json };
}

async function jsonrpc(service: string, method: string, args: unknown[]) {
  const response = await fetch(`${odoo.url()}/jsonrpc`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      method: 'call',
      params: { service, method, args },
      id: 9,
    }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as {
    id: unknown;
    result?: unknown;
    error?: { code: number; data: { name: string; message: string } };
  };
}

const execute = (model: string, method: string, args: unknown[], kwargs: object = {}) =>
  jsonrpc('object', 'execute_kw', ['andina', odoo.uid, odoo.apiKey, model, method, args, kwargs]);

describe('the stand-in over JSON-2', () => {
  it('creates from vals_list and answers the ids; search_read reads many2one as [id, name]', async () => {
    const created = await json2('crm.tag', 'create', { vals_list: [{ name: 'A' }, { name: 'B' }] });
    expect(created.status).toBe(200);
    expect(created.json).toHaveLength(2);
    const lead = await json2('crm.lead', 'create', {
      vals_list: [{ name: 'L', country_id: 46, tag_ids: [[6, 0, created.json]] }],
    });
    const [id] = lead.json as number[];
    const read = await json2('crm.lead', 'search_read', {
      domain: [['id', '=', id]],
      fields: ['country_id', 'tag_ids', 'phone'],
    });
    expect(read).toEqual({
      status: 200,
      json: [{ id, country_id: [46, 'Chile'], tag_ids: created.json, phone: false }],
    });
  });

  it('answers errors as Odoo does: status and { name, message, arguments, context, debug }', async () => {
    const cases: [Promise<{ status: number; json: unknown }>, number, string, string][] = [
      [
        json2('crm.lead', 'create', { vals_list: [{ name: 'x', mobile: '1' }] }),
        500,
        'builtins.ValueError',
        "Invalid field 'mobile' on model 'crm.lead'",
      ],
      [
        json2('crm.lead', 'create', { vals_list: [{ phone: '1' }] }),
        422,
        'odoo.exceptions.ValidationError',
        'The operation cannot be completed:',
      ],
      [
        json2('crm.lead', 'create', { values: [] }),
        422,
        'werkzeug.exceptions.UnprocessableEntity',
        "create() got an unexpected keyword argument 'values'",
      ],
      [
        json2('crm.lead', 'create', { ids: [1], vals_list: [] }),
        422,
        'werkzeug.exceptions.UnprocessableEntity',
        'cannot call crm.lead.create with ids',
      ],
      [
        json2('crm.lead', 'unlink', { ids: [999_999] }),
        404,
        'odoo.exceptions.MissingError',
        'Record does not exist',
      ],
      [
        json2('crm.nothing', 'search', { domain: [] }),
        404,
        'werkzeug.exceptions.NotFound',
        "the model 'crm.nothing' does not exist",
      ],
      [
        json2('crm.lead', 'explode', {}),
        404,
        'werkzeug.exceptions.NotFound',
        "The method 'crm.lead.explode' does not exist",
      ],
      [
        json2('crm.lead', 'search', { domain: [] }, { authorization: 'bearer nope' }),
        401,
        'werkzeug.exceptions.Unauthorized',
        'Invalid apikey',
      ],
    ];
    for (const [call, status, name, message] of cases) {
      const { status: got, json } = await call;
      expect(got, name).toBe(status);
      expect(json).toMatchObject({
        name,
        arguments: expect.any(Array),
        context: {},
        debug: expect.any(String),
      });
      expect((json as { message: string }).message).toContain(message);
    }
  });

  it('refuses every call with an expired key, and serves no database it does not hold', async () => {
    odoo.expiredKey = true;
    expect(await json2('res.country', 'search', { domain: [] })).toMatchObject({
      status: 401,
      json: { message: 'Invalid apikey' },
    });
    odoo.expiredKey = false;
    const other = await json2(
      'res.country',
      'search',
      { domain: [] },
      { 'x-odoo-database': 'otra' },
    );
    expect(other.status).toBe(404);
    expect(other.json).toContain('Not Found');
    odoo.unknownDatabase = true;
    expect((await json2('res.country', 'search', { domain: [] })).status).toBe(404);
  });

  it('searches with =, !=, in, ilike, |, &, ! and hides archived records unless told', async () => {
    const [active, archived] = (
      await json2('crm.lead', 'create', {
        vals_list: [
          { name: 'Activa', description: '<p>[lead-web:q1]</p>', city: 'Lima' },
          { name: 'Archivada', description: '<p>[lead-web:Q1]</p>', city: 'Quito', active: false },
        ],
      })
    ).json as number[];
    const search = async (domain: unknown[], context?: object) =>
      (await json2('crm.lead', 'search', { domain, order: 'id', ...(context ? { context } : {}) }))
        .json;
    expect(await search([['description', 'ilike', '[lead-web:q1]']])).toEqual([active]);
    expect(
      await search([['description', 'ilike', '[lead-web:q1]']], { active_test: false }),
    ).toEqual([active, archived]);
    expect(
      await search([
        ['active', '=', false],
        ['city', '=', 'Quito'],
      ]),
    ).toEqual([archived]);
    expect(
      await search(['|', ['city', '=', 'Lima'], ['city', '=', 'Quito']], { active_test: false }),
    ).toEqual([active, archived]);
    expect(
      await search(['&', ['id', 'in', [active, archived]], '!', ['city', '!=', 'Quito']], {
        active_test: false,
      }),
    ).toEqual([archived]);
    const limited = await json2('crm.lead', 'search_read', {
      domain: [['id', 'in', [active, archived]]],
      fields: ['name'],
      limit: 1,
      order: 'id desc',
      context: { active_test: false },
    });
    expect(limited.json).toEqual([{ id: archived, name: 'Archivada' }]);
  });

  it('commits a create and then answers 502 with failAfterCreate', async () => {
    odoo.failAfterCreate = true;
    const before = odoo.records('crm.lead').length;
    const answer = await json2('crm.lead', 'create', { vals_list: [{ name: 'perdida' }] });
    expect(answer.status).toBe(502);
    expect(odoo.records('crm.lead')).toHaveLength(before + 1);
  });

  it('loads rows under external ids: one record per id, updated on a second load', async () => {
    const fields = ['id', 'name', 'country_id/.id', 'tag_ids/.id', 'phone'];
    const tag = odoo.seed('crm.tag', { name: 'Importada' });
    const first = await json2('crm.lead', 'load', {
      fields,
      data: [['andina_web.lead_x1', 'Primera', '46', String(tag), '']],
    });
    expect(first.status).toBe(200);
    const [id] = (first.json as { ids: number[] }).ids;
    expect(first.json).toEqual({ ids: [id], messages: [] });
    const again = await json2('crm.lead', 'load', {
      fields,
      data: [['andina_web.lead_x1', 'Segunda', '10', '', '']],
    });
    expect(again.json).toEqual({ ids: [id], messages: [] });
    expect(odoo.records('crm.lead').find((row) => row.id === id)).toMatchObject({
      name: 'Segunda',
      country_id: 10,
      tag_ids: [],
      phone: false,
    });
    const bound = await json2('ir.model.data', 'search_read', {
      domain: [
        ['module', '=', 'andina_web'],
        ['name', '=', 'lead_x1'],
      ],
      fields: ['res_id', 'model'],
    });
    expect(bound.json).toEqual([expect.objectContaining({ res_id: id, model: 'crm.lead' })]);

    // Errors come back in messages, nothing changed; unlink takes the external id away.
    const refused = await json2('crm.lead', 'load', {
      fields: ['id', 'name', 'country_id/.id'],
      data: [['andina_web.lead_x2', 'Mala', '99999']],
    });
    expect(refused.json).toEqual({
      ids: false,
      messages: [
        expect.objectContaining({
          type: 'error',
          message: "No matching record found for database id '99999' in field 'Country'",
        }),
      ],
    });
    expect(odoo.records('crm.lead').some((row) => row.name === 'Mala')).toBe(false);
    await json2('crm.lead', 'unlink', { ids: [id] });
    expect(odoo.records('ir.model.data').some((row) => row.name === 'lead_x1')).toBe(false);
  });

  it('commits a late load after its client left; a racing load of its id fails', async () => {
    odoo.commitLateMs = 300;
    const row = { fields: ['id', 'name'], data: [['andina_web.lead_late', 'Tardía']] };
    const late = json2('crm.lead', 'load', row);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(odoo.records('crm.lead').some((record) => record.name === 'Tardía')).toBe(false);
    const racing = await json2('crm.lead', 'load', row);
    expect(racing.json).toEqual({
      ids: false,
      messages: [
        expect.objectContaining({
          message: 'could not serialize access due to concurrent update',
        }),
      ],
    });
    expect((await late).json).toMatchObject({ ids: [expect.any(Number)] });
    expect(odoo.records('crm.lead').filter((record) => record.name === 'Tardía')).toHaveLength(1);
  });

  it("refuses one record's create and unlink (403) while context_get still works", async () => {
    const id = odoo.seed('crm.lead', { name: 'Vetada SpA' });
    odoo.refuseRecordsWith = 'Vetada';
    const create = await json2('crm.lead', 'create', { vals_list: [{ name: 'Vetada dos' }] });
    expect(create.status).toBe(403);
    expect(create.json).toMatchObject({ name: 'odoo.exceptions.AccessError' });
    expect((await json2('crm.lead', 'unlink', { ids: [id] })).status).toBe(403);
    expect((await json2('crm.lead', 'create', { vals_list: [{ name: 'Otra' }] })).status).toBe(200);
    expect((await json2('res.users', 'context_get', {})).json).toEqual({
      lang: 'es_CL',
      tz: 'America/Santiago',
      uid: odoo.uid,
    });
    odoo.expiredKey = true;
    expect((await json2('res.users', 'context_get', {})).status).toBe(401);
  });

  it('counts calls per model.method and refuses connections while down', async () => {
    await json2('res.country', 'search_read', { domain: [['code', '=', 'CL']], fields: ['id'] });
    await json2('res.country', 'search_read', { domain: [['code', '=', 'PE']], fields: ['id'] });
    expect(odoo.callCount('res.country.search_read')).toBe(2);
    odoo.down = true;
    await expect(json2('res.country', 'search', { domain: [] })).rejects.toThrow();
    expect(odoo.totalCalls()).toBe(2);
  });
});

describe('the stand-in for speed to lead', () => {
  /** A template on crm.lead as odoo:setup makes it (its ir.model found by `model`). */
  async function template(values: Record<string, unknown> = {}) {
    const model = await json2('ir.model', 'search_read', {
      domain: [['model', '=', 'crm.lead']],
      fields: ['model'],
    });
    const [{ id: modelId }] = model.json as [{ id: number }];
    const created = await json2('mail.template', 'create', {
      vals_list: [
        {
          name: 'Acuse',
          model_id: modelId,
          subject: 'Hola {{ object.contact_name }}',
          email_to: '{{ object.email_from }}',
          body_html:
            '<p>Gracias, <t t-out="object.contact_name or \'\'"/> de <t t-out="object.team_id"/></p>',
          auto_delete: false,
          ...values,
        },
      ],
    });
    return (created.json as number[])[0] as number;
  }

  it('gives a new lead the calling user and the first stage, unless told; moveLead moves it', async () => {
    const [id] = (await json2('crm.lead', 'create', { vals_list: [{ name: 'L' }] }))
      .json as number[];
    const [row] = (
      await json2('crm.lead', 'read', { ids: [id], fields: ['user_id', 'stage_id', 'team_id'] })
    ).json as Record<string, unknown>[];
    expect(row).toMatchObject({
      user_id: [odoo.uid, 'Bot sitio'],
      stage_id: [1, 'Nuevo'],
      team_id: false,
    });
    const loaded = await json2('crm.lead', 'load', {
      fields: ['id', 'name', 'team_id/.id', 'user_id/.id'],
      data: [['andina_web.lead_team', 'T', '2', '']],
    });
    const [teamLead] = (loaded.json as { ids: number[] }).ids;
    expect(odoo.records('crm.lead').find((lead) => lead.id === teamLead)).toMatchObject({
      team_id: 2,
      user_id: false,
    });
    odoo.moveLead(teamLead as number, { stage: 'Calificado', type: 'opportunity' });
    expect(odoo.records('crm.lead').find((lead) => lead.id === teamLead)).toMatchObject({
      stage_id: 2,
      type: 'opportunity',
    });
  });

  it("stamps a lead's create_date and date_last_stage_update by its clock, as Odoo writes them", async () => {
    odoo.clock = () => Date.parse('2026-12-02T13:00:00Z');
    try {
      const [id] = (await json2('crm.lead', 'create', { vals_list: [{ name: 'L' }] }))
        .json as number[];
      const dates = async () =>
        (
          (
            await json2('crm.lead', 'search_read', {
              domain: [['id', 'in', [id]]],
              fields: ['create_date', 'date_last_stage_update'],
            })
          ).json as Record<string, unknown>[]
        )[0];
      expect(await dates()).toMatchObject({
        create_date: '2026-12-02 13:00:00',
        date_last_stage_update: '2026-12-02 13:00:00',
      });
      odoo.clock = () => Date.parse('2026-12-02T13:25:00Z');
      await json2('crm.lead', 'write', { ids: [id], vals: { name: 'L2' } });
      expect((await dates())?.date_last_stage_update).toBe('2026-12-02 13:00:00');
      await json2('crm.lead', 'write', { ids: [id], vals: { stage_id: 3 } });
      expect((await dates())?.date_last_stage_update).toBe('2026-12-02 13:25:00');
      odoo.clock = () => Date.parse('2026-12-02T13:40:00Z');
      odoo.moveLead(id as number, { stage: 'Calificado' });
      expect(await dates()).toMatchObject({
        create_date: '2026-12-02 13:00:00',
        date_last_stage_update: '2026-12-02 13:40:00',
      });
    } finally {
      odoo.clock = Date.now;
    }
  });

  it('send_mail renders the template for the record and queues a mail.mail with its mail.message', async () => {
    const tid = await template();
    const [lead] = (
      await json2('crm.lead', 'create', {
        vals_list: [
          { name: 'L', contact_name: 'Ana <b>', email_from: 'ana@empresa.cl', team_id: 1 },
        ],
      })
    ).json as number[];
    const sent = await json2('mail.template', 'send_mail', {
      ids: [tid],
      res_id: lead,
      email_values: { message_id: '<ack.1@sitio>' },
    });
    expect(sent.status).toBe(200);
    const mail = odoo.records('mail.mail').find((row) => row.id === sent.json);
    expect(mail).toMatchObject({
      model: 'crm.lead',
      res_id: lead,
      subject: 'Hola Ana <b>',
      email_to: 'ana@empresa.cl',
      message_id: '<ack.1@sitio>',
      state: 'outgoing',
      auto_delete: false,
    });
    expect(mail?.body_html).toBe('<p>Gracias, Ana &lt;b&gt; de Ventas</p>');
    const messages = await json2('mail.message', 'search_read', {
      domain: [
        ['model', '=', 'crm.lead'],
        ['res_id', '=', lead],
        ['message_id', '=', '<ack.1@sitio>'],
      ],
      fields: ['id', 'message_type'],
    });
    expect(messages.json).toEqual([{ id: mail?.mail_message_id, message_type: 'email_outgoing' }]);
    // Only administrators read mail.mail; send_mail exists on mail.template only.
    expect((await json2('mail.mail', 'search_read', { domain: [] })).status).toBe(403);
    expect((await json2('crm.lead', 'send_mail', { ids: [lead], res_id: lead })).status).toBe(404);
    expect((await json2('mail.template', 'send_mail', { ids: [tid], res_id: 999999 })).status).toBe(
      404,
    );
  });

  it('deletes a sent mail and its message when the template auto-deletes', async () => {
    const tid = await template({ name: 'Borra', auto_delete: true });
    const [lead] = (await json2('crm.lead', 'create', { vals_list: [{ name: 'L' }] }))
      .json as number[];
    const sent = await json2('mail.template', 'send_mail', { ids: [tid], res_id: lead });
    odoo.sendQueuedMail();
    expect(odoo.records('mail.mail').find((row) => row.id === sent.json)).toBeUndefined();
    expect(odoo.records('mail.message').filter((row) => row.res_id === lead)).toEqual([]);
  });

  it('commits a send_mail and never answers with loseSendMailAnswer', async () => {
    const tid = await template({ name: 'Perdida' });
    const [lead] = (await json2('crm.lead', 'create', { vals_list: [{ name: 'L' }] }))
      .json as number[];
    odoo.loseSendMailAnswer = true;
    const answer = await fetch(`${odoo.url()}/json/2/mail.template/send_mail`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `bearer ${odoo.apiKey}` },
      body: JSON.stringify({ ids: [tid], res_id: lead }),
      signal: AbortSignal.timeout(300),
    }).catch((error: unknown) => (error as Error).name);
    expect(answer).toBe('TimeoutError');
    expect(odoo.records('mail.mail').filter((row) => row.res_id === lead)).toHaveLength(1);
  });

  it('answers has_access (JSON-2) and check_access_rights (JSON-RPC) per model and operation', async () => {
    odoo.deniedAccess.add('crm.lead.unlink');
    expect((await json2('crm.lead', 'has_access', { operation: 'create' })).json).toBe(true);
    expect((await json2('crm.lead', 'has_access', { operation: 'unlink' })).json).toBe(false);
    expect((await json2('crm.lead', 'has_access', { operation: 'fly' })).status).toBe(500);
    expect(
      (await execute('crm.lead', 'check_access_rights', ['unlink'], { raise_exception: false }))
        .result,
    ).toBe(false);
    const raised = await execute('crm.lead', 'check_access_rights', ['unlink']);
    expect(raised.error?.data.name).toBe('odoo.exceptions.AccessError');
  });
});

describe('the stand-in over JSON-RPC', () => {
  it('authenticates the login with the key, and answers false otherwise', async () => {
    expect(
      await jsonrpc('common', 'authenticate', ['andina', 'bot@andina.test', odoo.apiKey, {}]),
    ).toMatchObject({ id: 9, result: odoo.uid });
    expect(
      (await jsonrpc('common', 'authenticate', ['andina', 'bot@andina.test', 'wrong', {}])).result,
    ).toBe(false);
    odoo.expiredKey = true;
    expect(
      (await jsonrpc('common', 'authenticate', ['andina', 'bot@andina.test', odoo.apiKey, {}]))
        .result,
    ).toBe(false);
    expect(odoo.callCount('common.authenticate')).toBe(3);
  });

  it('loads with execute_kw(db, uid, key, crm.lead, load, [fields, data])', async () => {
    const row = [['andina_web.lead_rpc', 'Por RPC', '46']];
    const first = await execute('crm.lead', 'load', [['id', 'name', 'country_id/.id'], row]);
    const again = await execute('crm.lead', 'load', [['id', 'name', 'country_id/.id'], row]);
    expect(first.result).toEqual({ ids: [expect.any(Number)], messages: [] });
    expect(again.result).toEqual(first.result);
    odoo.refuseRecordsWith = 'Por RPC';
    const refused = await execute('crm.lead', 'load', [['id', 'name'], [row[0]?.slice(0, 2)]]);
    expect(refused.result).toEqual({
      ids: false,
      messages: [
        expect.objectContaining({
          type: 'error',
          message: expect.stringMatching(/^Due to security restrictions/),
        }),
      ],
    });
  });

  it('runs execute_kw with positional args and kwargs (context included)', async () => {
    const created = await execute('crm.lead', 'create', [[{ name: 'RPC', active: false }]]);
    const [id] = created.result as number[];
    expect(
      (await execute('crm.lead', 'search_read', [[['id', '=', id]]], { fields: ['name'] })).result,
    ).toEqual([]);
    expect(
      (
        await execute('crm.lead', 'search_read', [[['id', '=', id]]], {
          fields: ['name'],
          context: { active_test: false },
        })
      ).result,
    ).toEqual([{ id, name: 'RPC' }]);
    expect((await execute('crm.lead', 'unlink', [[id]])).result).toBe(true);
  });

  it('answers errors as 200 with error.data.name, as Odoo does', async () => {
    const cases: [Promise<Awaited<ReturnType<typeof jsonrpc>>>, string][] = [
      [
        jsonrpc('object', 'execute_kw', [
          'andina',
          odoo.uid,
          'wrong',
          'crm.lead',
          'search',
          [[]],
          {},
        ]),
        'odoo.exceptions.AccessDenied',
      ],
      [
        jsonrpc('object', 'execute_kw', [
          'otra',
          odoo.uid,
          odoo.apiKey,
          'crm.lead',
          'search',
          [[]],
          {},
        ]),
        'psycopg2.OperationalError',
      ],
      [execute('crm.lead', 'create', [[{ name: 'x', mobile: '1' }]]), 'builtins.ValueError'],
      [execute('crm.lead', 'create', [[{ phone: '1' }]]), 'odoo.exceptions.ValidationError'],
      [execute('crm.lead', 'create', [[{ name: 'x' }]], { foo: 1 }), 'builtins.TypeError'],
      [execute('crm.nothing', 'search', [[]]), 'odoo.exceptions.UserError'],
    ];
    for (const [call, name] of cases) {
      const answer = await call;
      expect(answer.error?.data.name).toBe(name);
      expect(answer.error?.code).toBe(200);
    }
    const missing = await jsonrpc('object', 'execute_kw', [
      'otra',
      odoo.uid,
      odoo.apiKey,
      'crm.lead',
      'search',
      [[]],
      {},
    ]);
    expect(missing.error?.data.message).toMatch(/database "otra" does not exist/);
  });
});

describe('activities and chatter notes on a crm.lead', () => {
  const newLead = async () => {
    const created = await json2('crm.lead', 'create', { vals_list: [{ name: 'Con reunión' }] });
    return (created.json as number[])[0] as number;
  };

  it('activity_schedule makes a mail.activity of the type its xmlid names, as Odoo does', async () => {
    const id = await newLead();
    const scheduled = await json2('crm.lead', 'activity_schedule', {
      ids: [id],
      act_type_xmlid: 'mail.mail_activity_data_meeting',
      date_deadline: '2026-12-02',
      summary: 'Reunión agendada (Calendly)',
      note: '<p>Ref. x</p>',
    });
    expect(scheduled.status).toBe(200);
    const [activityId] = scheduled.json as number[];
    const read = await json2('mail.activity', 'search_read', {
      domain: [
        ['res_model', '=', 'crm.lead'],
        ['res_id', '=', id],
        ['note', 'ilike', 'Ref. x'],
      ],
      fields: ['activity_type_id', 'date_deadline', 'summary', 'res_model_id'],
    });
    expect(read.json).toEqual([
      {
        id: activityId,
        activity_type_id: [3, 'Meeting'],
        date_deadline: '2026-12-02',
        summary: 'Reunión agendada (Calendly)',
        res_model_id: [254, 'Lead/Opportunity'],
      },
    ]);
    // An unknown type is env.ref's ValueError (500); activity_schedule is no method of others.
    const unknown = await json2('crm.lead', 'activity_schedule', {
      ids: [id],
      act_type_xmlid: 'mail.nothing',
    });
    expect(unknown.status).toBe(500);
    expect((await json2('crm.tag', 'activity_schedule', { ids: [1] })).status).toBe(404);
    expect((await json2('mail.activity', 'unlink', { ids: [activityId] })).status).toBe(200);
    expect(odoo.records('mail.activity').some((row) => row.id === activityId)).toBe(false);
  });

  it('mail.activity/create needs res_model_id and res_id; over JSON-RPC too', async () => {
    const id = await newLead();
    const missing = await json2('mail.activity', 'create', { vals_list: [{ res_id: id }] });
    expect(missing.status).toBe(422);
    const created = await execute('mail.activity', 'create', [
      [{ res_model_id: 254, res_id: id, activity_type_id: 3, summary: 's' }],
    ]);
    const [activityId] = created.result as number[];
    expect(odoo.records('mail.activity').find((row) => row.id === activityId)).toMatchObject({
      res_model: 'crm.lead',
      res_id: id,
    });
  });

  it('message_post adds a mail.message on the record; failAfterActivity loses the answer after the commit', async () => {
    const id = await newLead();
    const posted = await execute('crm.lead', 'message_post', [[id]], {
      body: 'Reunión cancelada por el cliente',
      message_type: 'comment',
    });
    expect(odoo.records('mail.message').find((row) => row.id === posted.result)).toMatchObject({
      model: 'crm.lead',
      res_id: id,
      body: 'Reunión cancelada por el cliente',
    });
    odoo.failAfterActivity = true;
    const lost = await json2('crm.lead', 'activity_schedule', {
      ids: [id],
      act_type_xmlid: 'mail.mail_activity_data_meeting',
    });
    expect(lost.status).toBe(502);
    expect(odoo.records('mail.activity').filter((row) => row.res_id === id)).toHaveLength(1);
  });
});
