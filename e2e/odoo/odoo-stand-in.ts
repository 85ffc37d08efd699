import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';

const randomId = () => randomUUID().replace(/-/g, '');

/**
 * A real HTTP server standing in for Odoo in tests (Vitest, the Firestore integration tests,
 * Playwright): Odoo itself cannot be installed on these machines. It speaks the two documented
 * external APIs with the models and fields the site uses:
 * - JSON-2 (Odoo 19, "External JSON-2 API"): `POST /json/2/<model>/<method>`, `Authorization:
 *   bearer <key>`, optional `X-Odoo-Database`, named arguments plus `ids` and `context`; errors
 *   are 4xx/5xx with `{ name, message, arguments, context, debug }`, as Odoo's JSON-2 dispatcher
 *   answers them (UserError and ValidationError 422, AccessError 403, MissingError and unknown
 *   models or methods 404, arguments it cannot bind 422, a bad key 401, anything else 500);
 * - JSON-RPC (Odoo 16–18, "External RPC API"): `POST /jsonrpc` with `common.authenticate` and
 *   `object.execute_kw`; errors are 200 with `{ error: { code, message, data: { name, … } } }`.
 * Records live in memory per model; `res.country`, `crm.team`, `crm.stage` and the `ir.model` of
 * `crm.lead` are seeded, tags, UTM records and mail templates start empty. A new `crm.lead` gets
 * the calling user as salesperson and the first stage by `sequence`, as in Odoo, unless told.
 * `mail.template/send_mail` renders the template for one record and queues a `mail.mail` with
 * its `mail.message` (`model`, `res_id`); only administrators may read `mail.mail`, so the bot's
 * reads of it are refused (AccessError), as Odoo's access rules do.
 * `load` (the import API) binds rows to external ids in `ir.model.data`, whose (module, name) is
 * unique: a row whose external id exists updates its record; unlinking a record removes its
 * external ids. Each call is one transaction; a create or load may commit late (`commitLateMs`).
 * Node's http only, no test framework: any test runner can start it.
 */

/** A stored record: many2one fields hold an id or false, many2many fields a list of ids. */
export type StandInRecord = { id: number } & Record<string, unknown>;

type FieldType = 'char' | 'html' | 'integer' | 'boolean' | 'selection' | 'many2one' | 'many2many';

interface FieldDef {
  type: FieldType;
  string: string;
  relation?: string;
  required?: boolean;
  selection?: string[];
  default?: unknown;
}

const char = (string: string, required = false): FieldDef => ({ type: 'char', string, required });
const many2one = (string: string, relation: string): FieldDef => ({
  type: 'many2one',
  string,
  relation,
});
const active: FieldDef = { type: 'boolean', string: 'Active', default: true };

/** The bot user's id: what `common.authenticate` answers, and a new lead's default salesperson. */
const BOT_UID = 7;

interface ModelDef {
  description: string;
  order: string;
  fields: Record<string, FieldDef>;
}

/** The models and fields the site uses, as Odoo 19 defines them (`mobile` is gone from crm.lead). */
const MODELS: Record<string, ModelDef> = {
  'crm.lead': {
    description: 'Lead/Opportunity',
    order: 'id desc',
    fields: {
      name: char('Opportunity', true),
      contact_name: char('Contact Name'),
      partner_name: char('Company Name'),
      email_from: char('Email'),
      phone: char('Phone'),
      function: char('Job Position'),
      description: { type: 'html', string: 'Notes' },
      country_id: many2one('Country', 'res.country'),
      city: char('City'),
      type: {
        type: 'selection',
        string: 'Type',
        selection: ['lead', 'opportunity'],
        default: 'opportunity',
      },
      tag_ids: { type: 'many2many', string: 'Tags', relation: 'crm.tag' },
      source_id: many2one('Source', 'utm.source'),
      medium_id: many2one('Medium', 'utm.medium'),
      campaign_id: many2one('Campaign', 'utm.campaign'),
      // Odoo's default is the calling user (the site's bot); the first stage by sequence.
      team_id: many2one('Sales Team', 'crm.team'),
      user_id: { ...many2one('Salesperson', 'res.users'), default: BOT_UID },
      stage_id: many2one('Stage', 'crm.stage'),
      // Set by the stand-in itself, as Odoo does: UTC, 'YYYY-MM-DD HH:MM:SS' (see `stamp`).
      create_date: char('Created on'),
      date_last_stage_update: char('Last Stage Update'),
      active,
    },
  },
  'crm.team': {
    description: 'Sales Team',
    order: 'sequence, id',
    fields: {
      name: char('Sales Team', true),
      sequence: { type: 'integer', string: 'Sequence' },
      active,
    },
  },
  'crm.stage': {
    description: 'CRM Stages',
    order: 'sequence, name, id',
    fields: { name: char('Stage Name', true), sequence: { type: 'integer', string: 'Sequence' } },
  },
  'ir.model': {
    description: 'Models',
    order: 'model',
    fields: { name: char('Model Description', true), model: char('Model', true) },
  },
  'mail.template': {
    description: 'Email Templates',
    order: 'name',
    fields: {
      name: char('Name'),
      model_id: many2one('Applies to', 'ir.model'),
      model: char('Related Document Model'),
      subject: char('Subject'),
      email_from: char('From'),
      email_to: char('To (Emails)'),
      body_html: { type: 'html', string: 'Body' },
      auto_delete: { type: 'boolean', string: 'Auto Delete', default: true },
      lang: char('Language'),
      active,
    },
  },
  'mail.message': {
    description: 'Message',
    order: 'id desc',
    fields: {
      model: char('Related Document Model'),
      res_id: { type: 'integer', string: 'Related Document ID' },
      subject: char('Subject'),
      body: { type: 'html', string: 'Contents' },
      message_type: {
        type: 'selection',
        string: 'Type',
        selection: ['email', 'comment', 'notification', 'email_outgoing', 'user_notification'],
        default: 'comment',
      },
      message_id: char('Message-Id'),
    },
  },
  'mail.mail': {
    description: 'Outgoing Mails',
    order: 'id desc',
    fields: {
      mail_message_id: many2one('Message', 'mail.message'),
      model: char('Related Document Model'),
      res_id: { type: 'integer', string: 'Related Document ID' },
      subject: char('Subject'),
      body_html: { type: 'html', string: 'Text Contents' },
      email_from: char('From'),
      email_to: char('To'),
      message_id: char('Message-Id'),
      state: {
        type: 'selection',
        string: 'Status',
        selection: ['outgoing', 'sent', 'received', 'exception', 'cancel'],
        default: 'outgoing',
      },
      auto_delete: { type: 'boolean', string: 'Auto Delete', default: false },
    },
  },
  'ir.model.data': {
    description: 'Model Data',
    order: 'module, id',
    fields: {
      module: char('Module', true),
      name: char('External Identifier', true),
      model: char('Model Name', true),
      res_id: { type: 'integer', string: 'Record ID' },
      noupdate: { type: 'boolean', string: 'Non Updatable', default: false },
    },
  },
  'res.users': {
    description: 'User',
    order: 'id',
    fields: { name: char('Name', true), login: char('Login', true) },
  },
  'res.country': {
    description: 'Country',
    order: 'name',
    fields: { name: char('Country Name', true), code: char('Country Code') },
  },
  'crm.tag': {
    description: 'CRM Tag',
    order: 'name',
    fields: { name: char('Tag Name', true), color: { type: 'integer', string: 'Color' } },
  },
  'utm.source': {
    description: 'UTM Source',
    order: 'name',
    fields: { name: char('Source Name', true) },
  },
  'utm.medium': {
    description: 'UTM Medium',
    order: 'name',
    fields: { name: char('Medium Name', true), active },
  },
  'utm.campaign': {
    description: 'UTM Campaign',
    order: 'id desc',
    fields: { name: char('Campaign Identifier', true), active },
  },
  'mail.activity.type': {
    description: 'Activity Type',
    order: 'sequence, id',
    fields: {
      name: char('Name', true),
      sequence: { type: 'integer', string: 'Sequence' },
      active,
    },
  },
  // `res_model` is Odoo's related, stored field of `res_model_id` (set on create).
  'mail.activity': {
    description: 'Activity',
    order: 'date_deadline ASC, id ASC',
    fields: {
      res_model_id: { ...many2one('Document Model', 'ir.model'), required: true },
      res_model: char('Related Document Model'),
      res_id: { type: 'integer', string: 'Related Document ID', required: true },
      activity_type_id: many2one('Activity Type', 'mail.activity.type'),
      summary: char('Summary'),
      note: { type: 'html', string: 'Note' },
      date_deadline: char('Due Date', true),
      user_id: { ...many2one('Assigned to', 'res.users'), default: BOT_UID },
    },
  },
};

/** Odoo's Meeting activity type (`mail.mail_activity_data_meeting`) in a fresh database. */
const MEETING_ACTIVITY_TYPE_ID = 3;

/** Odoo's own ids for these countries in a fresh database. */
const COUNTRIES: [number, string, string][] = [
  [10, 'AR', 'Argentina'],
  [46, 'CL', 'Chile'],
  [49, 'CO', 'Colombia'],
  [68, 'ES', 'Spain'],
  [156, 'MX', 'Mexico'],
  [173, 'PE', 'Peru'],
  [233, 'US', 'United States'],
];

/** A fresh CRM's sales teams and stages (a Spanish database), and crm.lead's ir.model. */
const TEAMS: [number, string][] = [
  [1, 'Ventas'],
  [2, 'Sitio web'],
];
const STAGES: [number, string, number][] = [
  [1, 'Nuevo', 1],
  [2, 'Calificado', 2],
  [3, 'Propuesta', 3],
  [4, 'Ganado', 70],
];
const CRM_LEAD_MODEL_ID = 254;

/** A Python exception as Odoo serializes it; `status` is what JSON-2 answers with it. */
class OdooException extends Error {
  constructor(
    readonly pythonName: string,
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

const validationError = (message: string) =>
  new OdooException('odoo.exceptions.ValidationError', message, 422);
const accessError = (message: string) =>
  new OdooException('odoo.exceptions.AccessError', message, 403);
const missingError = () =>
  new OdooException(
    'odoo.exceptions.MissingError',
    'Record does not exist or has been deleted.\n(Records: …)',
    404,
  );
const valueError = (message: string) => new OdooException('builtins.ValueError', message, 500);
/** A `load` whose rows were refused: it answers `{ ids: false, messages }`, having changed nothing. */
class LoadErrors extends Error {
  constructor(readonly messages: Record<string, unknown>[]) {
    super('load failed');
  }
}
/** A call Odoo cannot bind: JSON-2 answers 422 UnprocessableEntity, JSON-RPC a TypeError. */
class BindError extends Error {}
/** An unknown model or method: JSON-2 answers 404, JSON-RPC an error of its own kind. */
class NotFoundError extends Error {
  constructor(
    message: string,
    readonly rpcName: string,
  ) {
    super(message);
  }
}

type Context = Record<string, unknown>;

interface MethodDef {
  /** `@api.model`: called without ids. */
  model: boolean;
  /** The only models that have it (none: every model). */
  models?: string[];
  params: string[];
  required: string[];
  run: (
    stand: OdooStandIn,
    model: string,
    ids: number[],
    args: Record<string, unknown>,
    context: Context,
  ) => unknown;
}

const METHODS: Record<string, MethodDef> = {
  create: {
    model: true,
    params: ['vals_list'],
    required: ['vals_list'],
    run: (stand, model, _ids, args) => stand.createRecords(model, args.vals_list),
  },
  load: {
    model: true,
    params: ['fields', 'data'],
    required: ['fields', 'data'],
    run: (stand, model, _ids, args) => stand.loadRecords(model, args.fields, args.data),
  },
  context_get: {
    model: true,
    params: [],
    required: [],
    run: (stand, model) => {
      if (model !== 'res.users') throw new NotFoundError(`${model}.context_get`, '');
      return { lang: 'es_CL', tz: 'America/Santiago', uid: stand.uid };
    },
  },
  search: {
    model: true,
    params: ['domain', 'offset', 'limit', 'order'],
    required: ['domain'],
    run: (stand, model, _ids, args, context) =>
      stand.searchRecords(model, args, context).map((record) => record.id),
  },
  search_count: {
    model: true,
    params: ['domain', 'limit'],
    required: ['domain'],
    run: (stand, model, _ids, args, context) => stand.searchRecords(model, args, context).length,
  },
  search_read: {
    model: true,
    params: ['domain', 'fields', 'offset', 'limit', 'order', 'load'],
    required: [],
    run: (stand, model, _ids, args, context) => {
      stand.countIdsAsked(model, args.domain);
      return stand
        .searchRecords(model, args, context)
        .map((record) => stand.readRecord(model, record, args.fields));
    },
  },
  read: {
    model: false,
    params: ['fields', 'load'],
    required: [],
    run: (stand, model, ids, args) =>
      stand.existing(model, ids).map((record) => stand.readRecord(model, record, args.fields)),
  },
  write: {
    model: false,
    params: ['vals'],
    required: ['vals'],
    run: (stand, model, ids, args) => stand.writeRecords(model, ids, args.vals),
  },
  unlink: {
    model: false,
    params: [],
    required: [],
    run: (stand, model, ids) => stand.unlinkRecords(model, ids),
  },
  /** `mail.template.send_mail(res_id, force_send, raise_exception, email_values, …)`. */
  send_mail: {
    model: false,
    models: ['mail.template'],
    params: ['res_id', 'force_send', 'raise_exception', 'email_values', 'email_layout_xmlid'],
    required: ['res_id'],
    run: (stand, _model, ids, args, context) => stand.sendMail(ids, args, context),
  },
  /**
   * `mail.activity.mixin.activity_schedule(act_type_xmlid, date_deadline, summary, note,
   * **values)` on records of a model with activities: one `mail.activity` per record (the
   * type by external id, today when no date), answering the new activities' ids.
   */
  activity_schedule: {
    model: false,
    models: ['crm.lead'],
    params: ['act_type_xmlid', 'date_deadline', 'summary', 'note', 'user_id'],
    required: [],
    run: (stand, model, ids, args) => stand.scheduleActivities(model, ids, args),
  },
  /** `mail.thread.message_post(body, message_type, subtype_xmlid, …)`: a chatter message. */
  message_post: {
    model: false,
    models: ['crm.lead'],
    params: ['body', 'message_type', 'subtype_xmlid', 'subject', 'body_is_html'],
    required: [],
    run: (stand, model, ids, args) => stand.postMessage(model, ids, args),
  },
  /** Odoo 18+: whether the user may do `operation` on the model (ACLs; record rules for ids). */
  has_access: {
    model: false,
    params: ['operation'],
    required: ['operation'],
    run: (stand, model, _ids, args) => stand.mayDo(model, args.operation),
  },
  /** Odoo 16–18 (deprecated in 18): the same, raising AccessError unless told not to. */
  check_access_rights: {
    model: true,
    params: ['operation', 'raise_exception'],
    required: ['operation'],
    run: (stand, model, _ids, args) => {
      const allowed = stand.mayDo(model, args.operation);
      if (!allowed && args.raise_exception !== false) {
        throw accessError(`You are not allowed to ${String(args.operation)} '${model}' records.`);
      }
      return allowed;
    },
  },
};

/** The access right each method needs (`deniedAccess` refuses it, as Odoo's ACLs do). */
const RIGHT_OF: Record<string, string> = {
  create: 'create',
  write: 'write',
  unlink: 'unlink',
  search: 'read',
  search_count: 'read',
  search_read: 'read',
  read: 'read',
};

/** Models only administrators may read (base.group_system): the bot is refused. */
const ADMIN_ONLY = new Set(['mail.mail']);
const READS = new Set(['search', 'search_count', 'search_read', 'read']);

const unknownMethod = (model: string, method: string, def: MethodDef | undefined) =>
  !def || (def.models !== undefined && !def.models.includes(model));

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const likeRegExp = (pattern: string, wrap: boolean, flags: string) => {
  const body = pattern
    .split('')
    .map((char) =>
      char === '%' ? '.*' : char === '_' ? '.' : char.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('');
  return new RegExp(wrap ? `^.*${body}.*$` : `^${body}$`, flags);
};

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const NOT_FOUND_PAGE =
  '<!doctype html>\n<html lang=en>\n<title>404 Not Found</title>\n<h1>Not Found</h1>\n' +
  '<p>The requested URL was not found on the server. If you entered the URL manually please ' +
  'check your spelling and try again.</p>\n';

const BAD_GATEWAY_PAGE =
  '<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n' +
  '<center><h1>502 Bad Gateway</h1></center>\r\n</body>\r\n</html>\r\n';

export interface OdooStandInOptions {
  /** 0 (default): any free port, known once started (`url()`). */
  port?: number;
  apiKey?: string;
  /** The one database it holds; a call naming another is answered as Odoo answers it. */
  database?: string;
  /** The bot user's login (JSON-RPC's `common.authenticate`). */
  login?: string;
}

export class OdooStandIn {
  readonly apiKey: string;
  readonly database: string;
  readonly login: string;
  /** The bot user's id, what `common.authenticate` answers. */
  readonly uid = BOT_UID;

  // Fault switches a test flips (and flips back).
  /** Every call refused as Odoo refuses a revoked or expired key (401; JSON-RPC AccessDenied, authenticate false). */
  expiredKey = false;
  /** Every call answered as by an Odoo without this database (JSON-2 404, JSON-RPC psycopg2's error). */
  unknownDatabase = false;
  /** A crm.lead create or load commits, then the answer is a proxy's 502 (the answer lost after the fact). */
  failAfterCreate = false;
  /**
   * The next crm.lead create or load runs this long (ms) before it commits and answers, as
   * Odoo goes on with a request its client has left: meanwhile its record is invisible, and
   * another load of the same external id waits for it, then fails as PostgreSQL's
   * serialization error does. 0: none.
   */
  commitLateMs = 0;
  /**
   * A crm.lead create whose values contain this text, and an unlink of a crm.lead that does,
   * is refused with an AccessError (403), as a record rule refuses one record, while every
   * other call (`res.users/context_get`, `authenticate`) goes on working. A load reports the
   * same refusal of such a row in its `messages`, as Odoo's import does with any UserError.
   */
  refuseRecordsWith: string | undefined;
  /** Each call is handled and answered after this many milliseconds (0: at once). */
  slowMs = 0;
  /** Connections are dropped as they arrive or send a request (no answer at all). */
  down = false;
  /** Every crm.lead create is refused while set: ValidationError with this message (422). */
  rejectCreates: string | undefined;
  /**
   * A `send_mail` commits (its mail.mail and mail.message exist) and its answer never comes: the
   * connection is held until the client gives up, as when a request outlives its timeout.
   */
  loseSendMailAnswer = false;
  /** A `mail.activity` create or `activity_schedule` commits, then the answer is a proxy's 502. */
  failAfterActivity = false;
  /**
   * `model.operation` the bot may not do (`crm.lead.unlink`): has_access answers false, and the
   * calls that need it are refused with an AccessError (403; a load's rows in its messages).
   */
  readonly deniedAccess = new Set<string>();

  /** Calls received per `model.method` (JSON-RPC's own as `common.authenticate`). */
  readonly calls = new Map<string, number>();

  /** The stand-in's clock (epoch ms): what `create_date` and `date_last_stage_update` read. */
  clock: () => number = Date.now;

  private readonly tables = new Map<string, Map<number, StandInRecord>>();
  /** External ids a late create or load will bind when it commits, and when it will have. */
  private readonly committing = new Map<string, Promise<void>>();
  /** The late creates and loads still running. */
  private readonly late = new Set<Promise<void>>();
  private server: Server | undefined;
  private port: number;

  constructor(options: OdooStandInOptions = {}) {
    this.port = options.port ?? 0;
    this.apiKey = options.apiKey ?? 'stand-in-odoo-api-key-0123456789abcdef';
    this.database = options.database ?? 'andina';
    this.login = options.login ?? 'bot-sitio@andinadigital.cl';
    for (const model of Object.keys(MODELS)) this.tables.set(model, new Map());
    for (const [id, code, name] of COUNTRIES) {
      this.table('res.country').set(id, { id, name, code });
    }
    for (const [id, name] of TEAMS) {
      this.table('crm.team').set(id, { id, name, sequence: id, active: true });
    }
    for (const [id, name, sequence] of STAGES) {
      this.table('crm.stage').set(id, { id, name, sequence });
    }
    this.table('ir.model').set(CRM_LEAD_MODEL_ID, {
      id: CRM_LEAD_MODEL_ID,
      name: 'Lead/Opportunity',
      model: 'crm.lead',
    });
    this.table('res.users').set(this.uid, { id: this.uid, name: 'Bot sitio', login: this.login });
    this.table('mail.activity.type').set(MEETING_ACTIVITY_TYPE_ID, {
      id: MEETING_ACTIVITY_TYPE_ID,
      name: 'Meeting',
      sequence: 3,
      active: true,
    });
    this.table('ir.model.data').set(1, {
      id: 1,
      module: 'mail',
      name: 'mail_activity_data_meeting',
      model: 'mail.activity.type',
      res_id: MEETING_ACTIVITY_TYPE_ID,
      noupdate: true,
    });
  }

  /** Where it listens, e.g. `http://127.0.0.1:41234` (ODOO_URL). */
  url() {
    return `http://127.0.0.1:${this.port}`;
  }

  /** The site's settings that point at it over JSON-2 (once it listens). */
  settings() {
    return {
      ODOO_URL: this.url(),
      ODOO_DATABASE: this.database,
      ODOO_API_KEY: this.apiKey,
      ODOO_API: 'json2',
    };
  }

  /** A client's configuration for it, over either API (once it listens). */
  clientConfig(api: 'json2' | 'jsonrpc', timeoutMs = 2_000) {
    return {
      url: this.url(),
      database: this.database,
      apiKey: this.apiKey,
      api,
      login: this.login,
      timeoutMs,
    };
  }

  /** How many calls of `model.method` it received (`crm.lead.create`, `common.authenticate`). */
  callCount(key: string) {
    return this.calls.get(key) ?? 0;
  }

  /** Every call received, of any method. */
  totalCalls() {
    return [...this.calls.values()].reduce((sum, count) => sum + count, 0);
  }

  resetCalls() {
    this.calls.clear();
    this.idsAsked.length = 0;
  }

  /** The number of ids each `crm.lead/search_read` with an `id in […]` domain asked about, in order. */
  readonly idsAsked: number[] = [];

  /** Counts the ids of a crm.lead search_read's `['id', 'in', ids]` term (idsAsked). */
  countIdsAsked(model: string, domain: unknown) {
    if (model !== 'crm.lead' || !Array.isArray(domain)) return;
    for (const term of domain) {
      if (Array.isArray(term) && term[0] === 'id' && term[1] === 'in' && Array.isArray(term[2])) {
        this.idsAsked.push(term[2].length);
      }
    }
  }

  /** Resolves once every late create or load (`commitLateMs`) has committed. */
  async lateCommits() {
    await Promise.all([...this.late]);
  }

  /** Every fault switch off again. */
  resetFaults() {
    this.expiredKey = false;
    this.unknownDatabase = false;
    this.failAfterCreate = false;
    this.slowMs = 0;
    this.down = false;
    this.rejectCreates = undefined;
    this.commitLateMs = 0;
    this.refuseRecordsWith = undefined;
    this.loseSendMailAnswer = false;
    this.failAfterActivity = false;
    this.deniedAccess.clear();
  }

  /**
   * Moves a lead to the stage of that name, as a salesperson does (for tests of first contact);
   * `type: 'opportunity'` converts it.
   */
  moveLead(id: number, change: { stage?: string; type?: 'lead' | 'opportunity' }) {
    const [record] = this.existing('crm.lead', [id]);
    if (!record) return;
    if (change.stage !== undefined) {
      const stage = [...this.table('crm.stage').values()].find((row) => row.name === change.stage);
      if (!stage) throw new Error(`The stand-in has no stage named ${change.stage}`);
      record.stage_id = stage.id;
      record.date_last_stage_update = this.odooNow();
    }
    if (change.type) record.type = change.type;
  }

  /** The clock as Odoo writes datetimes: UTC, 'YYYY-MM-DD HH:MM:SS'. */
  private odooNow() {
    return new Date(this.clock()).toISOString().slice(0, 19).replace('T', ' ');
  }

  /** A crm.lead's dates, as Odoo keeps them: created now; the stage's date when the stage moves. */
  private stamp(model: string, record: StandInRecord, previousStage?: unknown) {
    if (model !== 'crm.lead') return;
    if (previousStage === undefined) {
      record.create_date = this.odooNow();
      record.date_last_stage_update = record.create_date;
    } else if (record.stage_id !== previousStage) {
      record.date_last_stage_update = this.odooNow();
    }
  }

  /** Sends the queued mails, as Odoo's mail cron does; auto_delete removes them and their message. */
  sendQueuedMail() {
    for (const mail of [...this.table('mail.mail').values()]) {
      if (mail.state !== 'outgoing') continue;
      mail.state = 'sent';
      if (mail.auto_delete === true) {
        this.table('mail.mail').delete(mail.id);
        if (typeof mail.mail_message_id === 'number') {
          this.table('mail.message').delete(mail.mail_message_id);
        }
      }
    }
  }

  /** A copy of the stored records of `model`, by id. */
  records(model: string): StandInRecord[] {
    return [...this.table(model).values()]
      .sort((a, b) => a.id - b.id)
      .map((record) => structuredClone(record));
  }

  /** Stores a record directly (no call counted, no fault applied), e.g. an archived lead. */
  seed(model: string, values: Record<string, unknown>): number {
    const [id] = this.createRecords(model, [values]);
    return id as number;
  }

  /** Deletes a record directly (no call counted), e.g. a tag someone deleted in Odoo. */
  remove(model: string, id: number) {
    this.table(model).delete(id);
  }

  async start() {
    this.server = createServer((request, response) => {
      if (this.down) {
        request.socket.destroy();
        return;
      }
      void this.handle(request, response).catch(() => {
        if (!response.headersSent) response.writeHead(500).end();
        else response.destroy();
      });
    });
    this.server.on('connection', (socket) => {
      if (this.down) socket.destroy();
    });
    await new Promise<void>((resolve, reject) => {
      this.server?.once('error', reject);
      this.server?.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (this.server.address() as AddressInfo).port;
  }

  async stop() {
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  // --- HTTP -----------------------------------------------------------------------------------

  private count(key: string) {
    this.calls.set(key, (this.calls.get(key) ?? 0) + 1);
  }

  private async handle(request: IncomingMessage, response: ServerResponse) {
    const body = await readBody(request);
    const path = new URL(request.url ?? '/', 'http://stand-in').pathname;
    if (this.slowMs > 0) await new Promise((resolve) => setTimeout(resolve, this.slowMs));
    if (this.down) {
      request.socket.destroy();
      return;
    }
    const json2 = /^\/json\/2\/([^/]+)\/([^/]+)$/.exec(path);
    if (json2) return this.handleJson2(request, response, json2[1] ?? '', json2[2] ?? '', body);
    if (path === '/jsonrpc' && request.method === 'POST') return this.handleJsonRpc(response, body);
    if (path === '/web/version') {
      return send(response, 200, { version_info: [19, 0, 0, 'final', 0, ''], version: '19.0' });
    }
    sendHtml(response, 404, NOT_FOUND_PAGE);
  }

  private async handleJson2(
    request: IncomingMessage,
    response: ServerResponse,
    rawModel: string,
    rawMethod: string,
    body: string,
  ) {
    const model = decodeURIComponent(rawModel);
    const method = decodeURIComponent(rawMethod);
    this.count(`${model}.${method}`);
    const database = request.headers['x-odoo-database'];
    // No such database: Odoo serves the request without one, where no /json/2 route exists.
    if (this.unknownDatabase || (typeof database === 'string' && database !== this.database)) {
      return sendHtml(response, 404, NOT_FOUND_PAGE);
    }
    const httpError = (name: string, status: number, message: string) =>
      send(response, status, errorBody(name, message, [message, status]));
    const [scheme, key] = (request.headers.authorization ?? '').split(/\s+/, 2);
    if (this.expiredKey || scheme?.toLowerCase() !== 'bearer' || key !== this.apiKey) {
      return httpError('werkzeug.exceptions.Unauthorized', 401, 'Invalid apikey');
    }
    if (request.method !== 'POST') {
      return httpError(
        'werkzeug.exceptions.MethodNotAllowed',
        405,
        'The method is not allowed for the requested URL.',
      );
    }
    let params: Record<string, unknown> = {};
    if (body) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(body);
      } catch (error) {
        const message = `could not parse the body as json: ${(error as Error).message}`;
        return httpError('werkzeug.exceptions.BadRequest', 400, message);
      }
      if (!isObject(parsed)) {
        return httpError(
          'werkzeug.exceptions.BadRequest',
          400,
          'could not parse the body, expecting a json object',
        );
      }
      params = parsed;
    }
    const { ids = [], context = {}, ...named } = params;
    try {
      if (!MODELS[model]) throw new NotFoundError(`the model '${model}' does not exist`, '');
      const def = METHODS[method];
      if (unknownMethod(model, method, def) || !def) {
        throw new NotFoundError(`The method '${model}.${method}' does not exist`, '');
      }
      if (def.model && Array.isArray(ids) && ids.length > 0) {
        throw new BindError(`cannot call ${model}.${method} with ids`);
      }
      const bound = bind(method, def, named);
      const result = await this.run(model, method, def, asIds(ids), bound, asContext(context));
      if (this.failAfterCreate && model === 'crm.lead' && isCreation(method)) {
        return sendHtml(response, 502, BAD_GATEWAY_PAGE);
      }
      if (this.loseSendMailAnswer && method === 'send_mail') return this.withhold(response);
      if (this.failAfterActivity && isActivityCreation(model, method)) {
        return sendHtml(response, 502, BAD_GATEWAY_PAGE);
      }
      send(response, 200, result);
    } catch (error) {
      if (error instanceof NotFoundError) {
        return httpError('werkzeug.exceptions.NotFound', 404, error.message);
      }
      if (error instanceof BindError) {
        return httpError('werkzeug.exceptions.UnprocessableEntity', 422, error.message);
      }
      const exception = asOdooException(error);
      send(
        response,
        exception.status,
        errorBody(exception.pythonName, exception.message, [exception.message]),
      );
    }
  }

  /** No answer at all: the connection stays open until the client leaves (its timeout). */
  private async withhold(response: ServerResponse) {
    await new Promise<void>((resolve) => {
      response.once('close', resolve);
      if (response.destroyed) resolve();
    });
  }

  private async handleJsonRpc(response: ServerResponse, body: string) {
    let id: unknown = null;
    const answer = (result: unknown) => send(response, 200, { jsonrpc: '2.0', id, result });
    const fail = (name: string, message: string, code = 200) =>
      send(response, 200, {
        jsonrpc: '2.0',
        id,
        error: {
          code,
          message: code === 404 ? '404: Not Found' : 'Odoo Server Error',
          data: errorBody(name, message, [message]),
        },
      });
    let request: unknown;
    try {
      request = JSON.parse(body);
    } catch {
      return fail('werkzeug.exceptions.BadRequest', 'Invalid JSON data', 400);
    }
    if (!isObject(request) || !isObject(request.params)) {
      return fail('werkzeug.exceptions.BadRequest', 'Invalid JSON-RPC data', 400);
    }
    id = request.id ?? null;
    const { service, method, args } = request.params;
    const list = Array.isArray(args) ? args : [];
    const missingDatabase = (db: unknown) =>
      fail(
        'psycopg2.OperationalError',
        `connection to server at "127.0.0.1", port 5432 failed: FATAL:  database "${String(db)}" does not exist\n`,
      );

    if (service === 'common' && (method === 'authenticate' || method === 'login')) {
      this.count(`common.${method}`);
      const [db, login, password] = list;
      if (this.unknownDatabase || db !== this.database) return missingDatabase(db);
      const valid = !this.expiredKey && login === this.login && password === this.apiKey;
      return answer(valid ? this.uid : false);
    }
    if (service === 'common' && method === 'version') {
      this.count('common.version');
      return answer({ server_version: '18.0', server_version_info: [18, 0, 0, 'final', 0, ''] });
    }
    if (service !== 'object' || (method !== 'execute_kw' && method !== 'execute')) {
      this.count(`${String(service)}.${String(method)}`);
      return fail('builtins.NameError', `Method not available ${String(method)}`);
    }
    const [db, uid, password, model, modelMethod, ...rest] = list;
    this.count(`${String(model)}.${String(modelMethod)}`);
    if (this.unknownDatabase || db !== this.database) return missingDatabase(db);
    if (this.expiredKey || uid !== this.uid || password !== this.apiKey) {
      return fail('odoo.exceptions.AccessDenied', 'Access Denied');
    }
    const positional = method === 'execute_kw' ? (Array.isArray(rest[0]) ? rest[0] : []) : rest;
    const kwargs = method === 'execute_kw' && isObject(rest[1]) ? rest[1] : {};
    const modelName = String(model);
    const methodName = String(modelMethod);
    try {
      if (!MODELS[modelName]) {
        throw new OdooException(
          'odoo.exceptions.UserError',
          `Object ${modelName} doesn't exist`,
          422,
        );
      }
      const def = METHODS[methodName];
      if (unknownMethod(modelName, methodName, def) || !def) {
        throw new NotFoundError(
          `The method '${modelName}.${methodName}' does not exist`,
          'builtins.AttributeError',
        );
      }
      // Odoo's call_kw takes a record method's ids from the first positional argument.
      let ids: number[] = [];
      let values = positional;
      if (!def.model) {
        if (values.length === 0)
          throw new OdooException('builtins.IndexError', 'list index out of range', 500);
        ids = asIds(values[0]);
        values = values.slice(1);
      }
      const { context = {}, ...named } = kwargs;
      if (values.length > def.params.length) {
        throw new BindError(
          `${methodName}() takes ${def.params.length + 1} positional arguments but ${values.length + 1} were given`,
        );
      }
      const all: Record<string, unknown> = { ...named };
      values.forEach((value, index) => {
        const name = def.params[index] as string;
        if (name in named)
          throw new BindError(`${methodName}() got multiple values for argument '${name}'`);
        all[name] = value;
      });
      const bound = bind(methodName, def, all);
      const result = await this.run(modelName, methodName, def, ids, bound, asContext(context));
      if (this.failAfterCreate && modelName === 'crm.lead' && isCreation(methodName)) {
        return sendHtml(response, 502, BAD_GATEWAY_PAGE);
      }
      if (this.loseSendMailAnswer && methodName === 'send_mail') return this.withhold(response);
      if (this.failAfterActivity && isActivityCreation(modelName, methodName)) {
        return sendHtml(response, 502, BAD_GATEWAY_PAGE);
      }
      answer(result);
    } catch (error) {
      if (error instanceof NotFoundError) return fail(error.rpcName, error.message);
      if (error instanceof BindError) return fail('builtins.TypeError', error.message);
      const exception = asOdooException(error);
      fail(exception.pythonName, exception.message);
    }
  }

  /**
   * Runs one call as its transaction: at once, or (`commitLateMs`) after a while with its
   * external ids taken meanwhile; a load of an external id being taken waits for that commit.
   */
  private async run(
    model: string,
    method: string,
    def: MethodDef,
    ids: number[],
    args: Record<string, unknown>,
    context: Context,
  ) {
    if (model !== 'crm.lead' || !isCreation(method)) {
      return this.execute(model, method, def, ids, args, context);
    }
    const xmlids = method === 'load' ? this.importedXmlids(args) : [];
    if (this.commitLateMs > 0) {
      const delay = this.commitLateMs;
      this.commitLateMs = 0;
      let committed = () => {};
      const commit = new Promise<void>((resolve) => (committed = resolve));
      for (const xmlid of xmlids) this.committing.set(xmlid, commit);
      this.late.add(commit);
      try {
        await new Promise((resolve) => setTimeout(resolve, delay));
        return this.execute(model, method, def, ids, args, context);
      } finally {
        for (const xmlid of xmlids) this.committing.delete(xmlid);
        this.late.delete(commit);
        committed();
      }
    }
    const racing = xmlids.flatMap((xmlid) => this.committing.get(xmlid) ?? []);
    if (racing.length > 0) {
      await Promise.all(racing);
      if (xmlids.some((xmlid) => this.xmlidRecord(model, xmlid) !== undefined)) {
        // The other transaction's external id, committed after this one's snapshot.
        return {
          ids: false,
          messages: [
            {
              type: 'error',
              message: 'could not serialize access due to concurrent update',
              record: 0,
              rows: { from: 0, to: 0 },
            },
          ],
        };
      }
    }
    return this.execute(model, method, def, ids, args, context);
  }

  private execute(
    model: string,
    method: string,
    def: MethodDef,
    ids: number[],
    args: Record<string, unknown>,
    context: Context,
  ) {
    if (model === 'crm.lead' && method === 'create' && this.rejectCreates !== undefined) {
      throw validationError(this.rejectCreates);
    }
    if (ADMIN_ONLY.has(model) && READS.has(method)) {
      throw accessError(
        `You are not allowed to access '${MODELS[model]?.description}' (${model}) records.\n\n` +
          'This operation is allowed for the following groups:\n\t- Administration/Settings',
      );
    }
    const right = RIGHT_OF[method];
    if (right && this.deniedAccess.has(`${model}.${right}`)) throw this.rightsRefusal(model, right);
    const refused = this.refuseRecordsWith;
    if (model === 'crm.lead' && refused !== undefined) {
      const about =
        method === 'unlink'
          ? this.existing(model, ids).some((record) => JSON.stringify(record).includes(refused))
          : method === 'create' && JSON.stringify(args).includes(refused);
      if (about) throw this.recordRefusal(method === 'unlink' ? 'delete' : 'create');
    }
    // One transaction per call: a failed call leaves every table as it was.
    const saved = new Map(
      [...this.tables].map(([name, table]) => [
        name,
        new Map([...table].map(([id, record]) => [id, structuredClone(record)])),
      ]),
    );
    try {
      return def.run(this, model, ids, args, context);
    } catch (error) {
      for (const [name, table] of saved) this.tables.set(name, table);
      if (error instanceof LoadErrors) return { ids: false, messages: error.messages };
      throw error;
    }
  }

  // --- The ORM, as far as the site uses it (public for METHODS; tests use records and seed) -

  private table(model: string): Map<number, StandInRecord> {
    const table = this.tables.get(model);
    if (!table) throw valueError(`Unknown model ${model}`);
    return table;
  }

  private fieldOf(model: string, name: string): FieldDef {
    const field = MODELS[model]?.fields[name];
    if (!field) throw valueError(`Invalid field '${name}' on model '${model}'`);
    return field;
  }

  /** `create(vals_list)`: all the records or none; the new ids in order. */
  createRecords(model: string, valsList: unknown): number[] {
    const list = isObject(valsList) ? [valsList] : valsList;
    if (!Array.isArray(list) || !list.every(isObject)) {
      throw valueError('create() expects a dict or a list of dicts');
    }
    const table = this.table(model);
    const def = MODELS[model] as ModelDef;
    const ids: number[] = [];
    for (const vals of list) {
      const record: StandInRecord = { id: Math.max(0, ...table.keys()) + 1 };
      for (const [name, field] of Object.entries(def.fields)) {
        // Every field has a value, as in Odoo: false when unset, [] for a many2many.
        record[name] = field.default ?? (field.type === 'many2many' ? [] : false);
      }
      this.assign(model, record, vals);
      if (model === 'crm.lead' && record.stage_id === false) record.stage_id = this.firstStage();
      this.stamp(model, record);
      if (model === 'mail.template' && typeof record.model_id === 'number') {
        record.model = this.table('ir.model').get(record.model_id)?.model ?? false;
      }
      if (model === 'mail.activity' && typeof record.res_model_id === 'number') {
        record.res_model = this.table('ir.model').get(record.res_model_id)?.model ?? false;
        if (record.date_deadline === false) record.date_deadline = this.odooNow().slice(0, 10);
      }
      for (const [name, field] of Object.entries(def.fields)) {
        if (
          field.required &&
          (record[name] === undefined || record[name] === false || record[name] === '')
        ) {
          throw validationError(
            'The operation cannot be completed:\n- Create/update: a mandatory field is not set.\n' +
              '- Delete: another model requires the record being deleted. If possible, archive it instead.\n\n' +
              `Model: ${def.description} (${model})\nField: ${field.string} (${name})\n`,
          );
        }
      }
      table.set(record.id, record);
      ids.push(record.id);
    }
    return ids;
  }

  writeRecords(model: string, ids: number[], vals: unknown): true {
    if (!isObject(vals)) throw valueError('write() expects a dict');
    for (const record of this.existing(model, ids)) {
      const stage = record.stage_id;
      this.assign(model, record, vals);
      this.stamp(model, record, stage);
    }
    return true;
  }

  unlinkRecords(model: string, ids: number[]): true {
    const table = this.table(model);
    const external = this.table('ir.model.data');
    for (const record of this.existing(model, ids)) {
      table.delete(record.id);
      for (const row of [...external.values()]) {
        if (row.model === model && row.res_id === record.id) external.delete(row.id);
      }
    }
    return true;
  }

  /** The first stage by sequence: a new lead's, as Odoo's default. */
  private firstStage(): number | false {
    const [first] = this.sorted('crm.stage', [...this.table('crm.stage').values()], 'sequence, id');
    return first?.id ?? false;
  }

  /** has_access: allowed unless the test denied `model.operation`. */
  mayDo(model: string, operation: unknown): boolean {
    if (!['create', 'read', 'write', 'unlink'].includes(String(operation))) {
      throw valueError(`Invalid access mode: ${String(operation)}`);
    }
    return !this.deniedAccess.has(`${model}.${String(operation)}`);
  }

  /**
   * `activity_schedule` on records: one `mail.activity` each, of the type `act_type_xmlid` names
   * (a ValueError for an unknown one, as `env.ref` raises), due `date_deadline` (today without).
   */
  scheduleActivities(model: string, ids: number[], args: Record<string, unknown>): number[] {
    const records = this.existing(model, ids);
    const xmlid = typeof args.act_type_xmlid === 'string' ? args.act_type_xmlid : '';
    const typeId = xmlid ? this.xmlidRecord('mail.activity.type', xmlid) : false;
    if (typeId === undefined) throw valueError(`External ID not found in the system: ${xmlid}`);
    const modelId = [...this.table('ir.model').values()].find((row) => row.model === model)?.id;
    return this.createRecords(
      'mail.activity',
      records.map((record) => ({
        res_model_id: modelId,
        res_id: record.id,
        activity_type_id: typeId,
        summary: args.summary ?? false,
        note: args.note ?? false,
        ...(typeof args.date_deadline === 'string' && { date_deadline: args.date_deadline }),
        ...(typeof args.user_id === 'number' && { user_id: args.user_id }),
      })),
    );
  }

  /** `message_post` on one record: a `mail.message` (a comment) on it; answers its id. */
  postMessage(model: string, ids: number[], args: Record<string, unknown>): number {
    if (ids.length !== 1) throw valueError(`Expected singleton: ${model}(${ids.join(', ')},)`);
    const [record] = this.existing(model, ids) as [StandInRecord];
    const [id] = this.createRecords('mail.message', [
      {
        model,
        res_id: record.id,
        body: typeof args.body === 'string' ? args.body : '',
        message_type: typeof args.message_type === 'string' ? args.message_type : 'notification',
        ...(typeof args.subject === 'string' && { subject: args.subject }),
      },
    ]);
    return id as number;
  }

  /**
   * `send_mail` on one template: renders it for the record `res_id` of its model, then creates
   * the mail.message (`model`, `res_id`, `message_type` 'email_outgoing') and the queued
   * mail.mail, `email_values` (e.g. `message_id`) over the rendered values; answers the
   * mail.mail's id. `force_send` sends it at once (deleted if the template auto-deletes).
   */
  sendMail(ids: number[], args: Record<string, unknown>, context: Context = {}): number {
    if (ids.length !== 1) throw valueError(`Expected singleton: mail.template(${ids.join(', ')},)`);
    const [template] = this.existing('mail.template', ids) as [StandInRecord];
    const model = String(template.model);
    const resId = args.res_id;
    if (typeof resId !== 'number') throw valueError(`Invalid res_id ${JSON.stringify(resId)}`);
    const [record] = this.existing(model, [resId]) as [StandInRecord];
    const refused = this.refuseRecordsWith;
    if (refused !== undefined && JSON.stringify(record).includes(refused)) {
      throw this.recordRefusal('create');
    }
    const extra = isObject(args.email_values) ? args.email_values : {};
    const subject = this.render(template.subject, model, record, false);
    const body = this.render(template.body_html, model, record, true, context);
    const messageId =
      typeof extra.message_id === 'string' ? extra.message_id : `<${randomId()}@stand-in>`;
    const [messageRecord] = this.createRecords('mail.message', [
      {
        model,
        res_id: resId,
        subject,
        body,
        message_type: 'email_outgoing',
        message_id: messageId,
      },
    ]);
    const [mailId] = this.createRecords('mail.mail', [
      {
        mail_message_id: messageRecord,
        model,
        res_id: resId,
        subject,
        body_html: body,
        email_from: this.render(template.email_from, model, record, false),
        email_to: this.render(template.email_to, model, record, false),
        message_id: messageId,
        auto_delete: template.auto_delete === true,
        ...Object.fromEntries(
          Object.entries(extra).filter(([name]) => ['email_to', 'subject'].includes(name)),
        ),
      },
    ]) as [number];
    if (args.force_send === true) this.sendQueuedMail();
    return mailId;
  }

  /**
   * Renders a template's field for a record: `{{ expr }}` (inline, in subject and addresses)
   * and `<t t-out="expr"/>` (QWeb, in the body, escaped). `expr` is `object.<field>` or
   * `user.<field>`, possibly through a many2one and chained with `or`; anything it cannot
   * evaluate is empty.
   */
  private render(
    source: unknown,
    model: string,
    record: StandInRecord,
    html: boolean,
    context: Context = {},
  ): string {
    if (typeof source !== 'string') return '';
    const evaluate = (expression: string) => {
      for (const part of expression.split(/\s+or\s+/)) {
        const literal = /^'([^']*)'$/.exec(part.trim());
        if (literal) return literal[1] ?? '';
        // `ctx.get('key')`: the call's context, as Odoo's mail templates read it.
        const fromContext = /^ctx\.get\('([^']+)'\)$/.exec(part.trim());
        if (fromContext) {
          const value = context[fromContext[1] ?? ''];
          if (typeof value === 'string' && value !== '') return value;
          continue;
        }
        const value = this.pathValue(part.trim().replace(/^\(|\)$/g, ''), model, record);
        if (value !== false && value !== undefined && value !== '') return String(value);
      }
      return '';
    };
    const escape = (text: string) =>
      text.replace(
        /[&<>"]/g,
        (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char] ?? char,
      );
    let text = source.replace(/\{\{\s*(.+?)\s*\}\}/g, (_all, expression: string) =>
      evaluate(expression),
    );
    if (html) {
      text = text.replace(/<t\s+t-out="([^"]+)"\s*\/>/g, (_all, expression: string) =>
        escape(evaluate(expression)),
      );
    }
    return text;
  }

  private pathValue(path: string, model: string, record: StandInRecord): unknown {
    const [root, ...names] = path.split('.');
    let current: { model: string; record: StandInRecord } | undefined =
      root === 'object'
        ? { model, record }
        : root === 'user'
          ? { model: 'res.users', record: this.table('res.users').get(this.uid) as StandInRecord }
          : undefined;
    let value: unknown;
    for (const name of names) {
      if (!current) return undefined;
      const field = MODELS[current.model]?.fields[name];
      if (!field) return undefined;
      value = current.record[name];
      const target: StandInRecord | undefined =
        field.type === 'many2one' && typeof value === 'number'
          ? this.table(field.relation ?? '').get(value)
          : undefined;
      current = target ? { model: field.relation ?? '', record: target } : undefined;
      if (target) value = target.name;
    }
    return value;
  }

  /** A refusal of the user's access rights on a model, as Odoo words it (AccessError). */
  private rightsRefusal(model: string, operation: string) {
    return accessError(
      `You are not allowed to ${operation} '${MODELS[model]?.description ?? model}' (${model}) ` +
        'records.\n\nThis operation is allowed for the following groups:\n\t- Sales/User',
    );
  }

  /** A record rule's refusal, as Odoo words it (AccessError). */
  private recordRefusal(action: 'create' | 'delete') {
    return accessError(
      `Due to security restrictions, you are not allowed to ${action} 'Lead/Opportunity' ` +
        `(crm.lead) records.\n\nRecords: (id=…)\nUser: Bot sitio (id=${this.uid})\n\n` +
        'This restriction is due to the following rules:\n- Personal Leads',
    );
  }

  /** The external ids of a load's rows (its `id` column), as `module.name`. */
  private importedXmlids(args: Record<string, unknown>): string[] {
    const { fields, data } = args;
    const column = Array.isArray(fields) ? fields.indexOf('id') : -1;
    if (column < 0 || !Array.isArray(data)) return [];
    return data.flatMap((row) => {
      const value: unknown = Array.isArray(row) ? row[column] : undefined;
      return typeof value === 'string' && value ? [fullXmlid(value)] : [];
    });
  }

  /** The id of the record of `model` an external id names, if both exist. */
  private xmlidRecord(model: string, xmlid: string): number | undefined {
    const [module, name] = splitXmlid(xmlid);
    for (const row of this.table('ir.model.data').values()) {
      if (row.module === module && row.name === name && row.model === model) {
        const id = row.res_id as number;
        return this.table(model).has(id) ? id : undefined;
      }
    }
    return undefined;
  }

  /**
   * `load(fields, data)`, Odoo's import: each row's `id` column is its external id (a row whose
   * external id exists updates that record, archived or not; otherwise a record is created and
   * the external id bound to it); a `<field>/.id` column gives a many2one or many2many by
   * database ids (comma-separated); every value is text, empty meaning false. Errors (a
   * ValidationError, an AccessError, a reference not found) are answered in `messages`, with
   * `ids` false and nothing changed.
   */
  loadRecords(model: string, fields: unknown, data: unknown): { ids: number[]; messages: [] } {
    if (!Array.isArray(fields) || !fields.every((field) => typeof field === 'string')) {
      throw valueError('load() expects a list of field names');
    }
    if (!Array.isArray(data) || !data.every(Array.isArray)) {
      throw valueError('load() expects a list of rows');
    }
    const ids: number[] = [];
    const messages: Record<string, unknown>[] = [];
    data.forEach((row: unknown[], index) => {
      try {
        if (model === 'crm.lead' && this.rejectCreates !== undefined) {
          throw validationError(this.rejectCreates);
        }
        if (this.deniedAccess.has(`${model}.create`)) throw this.rightsRefusal(model, 'create');
        const refused = this.refuseRecordsWith;
        if (
          model === 'crm.lead' &&
          refused !== undefined &&
          JSON.stringify(row).includes(refused)
        ) {
          throw this.recordRefusal('create');
        }
        let xmlid: string | undefined;
        const vals: Record<string, unknown> = {};
        fields.forEach((field: string, column) => {
          const value = row[column];
          if (typeof value !== 'string') throw valueError(`Invalid value for ${field}`);
          if (field === 'id') {
            xmlid = value ? fullXmlid(value) : undefined;
            return;
          }
          const [name = '', subfield] = field.split('/');
          const def = this.fieldOf(model, name);
          const relational = def.type === 'many2one' || def.type === 'many2many';
          if (subfield !== undefined && (subfield !== '.id' || !relational)) {
            throw valueError(`The stand-in imports no ${field} column`);
          }
          if (value === '') {
            vals[name] = def.type === 'many2many' ? [[6, 0, []]] : false;
          } else if (relational) {
            if (subfield !== '.id') throw valueError(`The stand-in imports ${name} by /.id only`);
            const refs = value.split(',').map((part) => {
              const id = Number(part);
              if (!Number.isInteger(id) || !this.table(def.relation ?? '').has(id)) {
                throw validationError(
                  `No matching record found for database id '${part}' in field '${def.string}'`,
                );
              }
              return id;
            });
            vals[name] = def.type === 'many2many' ? [[6, 0, refs]] : refs[0];
          } else if (def.type === 'integer') {
            vals[name] = Number(value);
          } else {
            vals[name] = value;
          }
        });
        const existing = xmlid ? this.xmlidRecord(model, xmlid) : undefined;
        if (existing !== undefined) {
          this.writeRecords(model, [existing], vals);
          ids.push(existing);
          return;
        }
        const [id] = this.createRecords(model, [vals]) as [number];
        if (xmlid) this.bindXmlid(xmlid, model, id);
        ids.push(id);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        messages.push({ type: 'error', message, record: index, rows: { from: index, to: index } });
      }
    });
    if (messages.length > 0) throw new LoadErrors(messages);
    return { ids, messages: [] };
  }

  /** Binds an external id to a record: a new `ir.model.data` row, or its row pointed anew. */
  private bindXmlid(xmlid: string, model: string, id: number) {
    const [module, name] = splitXmlid(xmlid);
    const external = this.table('ir.model.data');
    const row = [...external.values()].find((item) => item.module === module && item.name === name);
    if (row) Object.assign(row, { model, res_id: id });
    else this.createRecords('ir.model.data', [{ module, name, model, res_id: id }]);
  }

  existing(model: string, ids: number[]): StandInRecord[] {
    const table = this.table(model);
    return ids.map((id) => {
      const record = table.get(id);
      if (!record) throw missingError();
      return record;
    });
  }

  /** Sets values with Odoo's checks: known fields, valid selections, existing references. */
  private assign(model: string, record: StandInRecord, vals: Record<string, unknown>) {
    const constraint = (name: string) =>
      validationError(
        'The operation cannot be completed: another model requires the record being deleted. ' +
          `If possible, archive it instead.\n\nModel: ${MODELS[model]?.description} (${model})\n` +
          `Constraint: ${model.replace('.', '_')}_${name}_fkey\n`,
      );
    for (const [name, value] of Object.entries(vals)) {
      const field = this.fieldOf(model, name);
      if (field.type === 'many2one') {
        if (value === false || value === null) {
          record[name] = false;
          continue;
        }
        if (typeof value !== 'number' || !this.table(field.relation ?? '').has(value)) {
          throw constraint(name);
        }
        record[name] = value;
      } else if (field.type === 'many2many') {
        const current = Array.isArray(record[name]) ? (record[name] as number[]) : [];
        const next = this.commands(current, value);
        if (!next.every((id) => this.table(field.relation ?? '').has(id))) throw constraint(name);
        record[name] = next;
      } else if (field.type === 'selection') {
        if (value !== false && !field.selection?.includes(String(value))) {
          throw valueError(`Wrong value for ${model}.${name}: ${JSON.stringify(value)}`);
        }
        record[name] = value;
      } else {
        record[name] = value === null ? false : value;
      }
    }
  }

  /** A many2many value: Odoo's commands (6 set, 4 link, 3 unlink, 5 clear) or a list of ids. */
  private commands(current: number[], value: unknown): number[] {
    if (!Array.isArray(value))
      throw valueError(`Wrong value for a many2many field: ${JSON.stringify(value)}`);
    if (value.every((item) => typeof item === 'number')) return [...(value as number[])];
    let ids = [...current];
    for (const command of value) {
      if (!Array.isArray(command)) throw valueError(`Invalid command ${JSON.stringify(command)}`);
      const [kind, id, list] = command as [unknown, unknown, unknown];
      if (kind === 6 && Array.isArray(list))
        ids = list.filter((item): item is number => typeof item === 'number');
      else if (kind === 4 && typeof id === 'number') ids = ids.includes(id) ? ids : [...ids, id];
      else if (kind === 3 && typeof id === 'number') ids = ids.filter((item) => item !== id);
      else if (kind === 5) ids = [];
      else throw valueError(`Invalid command ${JSON.stringify(command)}`);
    }
    return ids;
  }

  /** `search`: the domain (archived records only with `active_test: false`), order, offset, limit. */
  searchRecords(model: string, args: Record<string, unknown>, context: Context): StandInRecord[] {
    const domain = args.domain ?? [];
    if (!Array.isArray(domain)) throw valueError(`Invalid domain ${JSON.stringify(domain)}`);
    const matches = this.domainMatcher(model, domain);
    const def = MODELS[model] as ModelDef;
    const activeTest =
      'active' in def.fields &&
      context.active_test !== false &&
      !domain.some((leaf) => Array.isArray(leaf) && leaf[0] === 'active');
    let found = [...this.table(model).values()].filter(
      (record) => matches(record) && (!activeTest || record.active === true),
    );
    found = this.sorted(model, found, typeof args.order === 'string' ? args.order : def.order);
    const offset = typeof args.offset === 'number' ? args.offset : 0;
    const limit = typeof args.limit === 'number' ? args.limit : undefined;
    return found.slice(offset, limit === undefined ? undefined : offset + limit);
  }

  private sorted(model: string, records: StandInRecord[], order: string): StandInRecord[] {
    const keys = order.split(',').map((part) => {
      const [name = 'id', direction = 'asc'] = part.trim().split(/\s+/);
      if (name !== 'id') this.fieldOf(model, name);
      return { name, sign: direction.toLowerCase() === 'desc' ? -1 : 1 };
    });
    return [...records].sort((a, b) => {
      for (const { name, sign } of keys) {
        const left = a[name] as string | number;
        const right = b[name] as string | number;
        if (left !== right) return (left < right ? -1 : 1) * sign;
      }
      return a.id - b.id;
    });
  }

  /** A domain in Odoo's prefix notation: leaves, `&` (implied between terms), `|`, `!`. */
  private domainMatcher(model: string, domain: unknown[]): (record: StandInRecord) => boolean {
    type Test = (record: StandInRecord) => boolean;
    const stack: Test[] = [];
    const pop = () => {
      const test = stack.pop();
      if (!test) throw valueError(`Invalid domain ${JSON.stringify(domain)}`);
      return test;
    };
    for (const term of [...domain].reverse()) {
      if (term === '&' || term === '|') {
        const left = pop();
        const right = pop();
        stack.push(term === '&' ? (r) => left(r) && right(r) : (r) => left(r) || right(r));
      } else if (term === '!') {
        const inner = pop();
        stack.push((r) => !inner(r));
      } else {
        stack.push(this.leaf(model, term));
      }
    }
    return (record) => stack.every((test) => test(record));
  }

  private leaf(model: string, term: unknown): (record: StandInRecord) => boolean {
    if (
      !Array.isArray(term) ||
      term.length !== 3 ||
      typeof term[0] !== 'string' ||
      typeof term[1] !== 'string'
    ) {
      throw valueError(`Invalid leaf ${JSON.stringify(term)}`);
    }
    const [name, operator, value] = term as [string, string, unknown];
    const field =
      name === 'id' ? ({ type: 'integer', string: 'ID' } as FieldDef) : this.fieldOf(model, name);
    const valueOf = (record: StandInRecord): unknown =>
      name === 'id' ? record.id : (record[name] ?? false);
    const textOf = (record: StandInRecord): string | undefined => {
      const stored = valueOf(record);
      if (field.type === 'many2one' && typeof stored === 'number') {
        return String(this.table(field.relation ?? '').get(stored)?.name ?? '');
      }
      return typeof stored === 'string' ? stored : undefined;
    };
    const equals = (record: StandInRecord, expected: unknown) => {
      const stored = valueOf(record);
      if (field.type === 'many2many') {
        const ids = Array.isArray(stored) ? (stored as number[]) : [];
        return expected === false ? ids.length === 0 : ids.includes(expected as number);
      }
      return stored === expected;
    };
    switch (operator) {
      case '=':
        return (record) => equals(record, value);
      case '!=':
        return (record) => !equals(record, value);
      case 'in':
      case 'not in': {
        if (!Array.isArray(value)) throw valueError(`Invalid leaf ${JSON.stringify(term)}`);
        const inside = (record: StandInRecord) => value.some((item) => equals(record, item));
        return operator === 'in' ? inside : (record) => !inside(record);
      }
      case 'like':
      case 'ilike':
      case 'not like':
      case 'not ilike':
      case '=like':
      case '=ilike': {
        const pattern = likeRegExp(
          String(value),
          !operator.startsWith('='),
          operator.includes('ilike') ? 'is' : 's',
        );
        const matches = (record: StandInRecord) => {
          const text = textOf(record);
          return text !== undefined && pattern.test(text);
        };
        return operator.startsWith('not') ? (record) => !matches(record) : matches;
      }
      case '<':
      case '>':
      case '<=':
      case '>=':
        return (record) => {
          const stored = valueOf(record) as number | string;
          const expected = value as number | string;
          if (operator === '<') return stored < expected;
          if (operator === '>') return stored > expected;
          if (operator === '<=') return stored <= expected;
          return stored >= expected;
        };
      default:
        throw valueError(`Invalid leaf ${JSON.stringify(term)}`);
    }
  }

  /** A record as `read` gives it: many2one as `[id, name]` or false, many2many as ids. */
  readRecord(model: string, record: StandInRecord, fields: unknown): Record<string, unknown> {
    const def = MODELS[model] as ModelDef;
    const names =
      Array.isArray(fields) && fields.length > 0 ? fields.map(String) : Object.keys(def.fields);
    const row: Record<string, unknown> = { id: record.id };
    for (const name of names) {
      if (name === 'id') continue;
      if (name === 'display_name') {
        row[name] = record.name ?? false;
        continue;
      }
      const field = this.fieldOf(model, name);
      const value = record[name];
      if (field.type === 'many2one') {
        const target =
          typeof value === 'number' ? this.table(field.relation ?? '').get(value) : undefined;
        row[name] = target ? [target.id, target.name ?? ''] : false;
      } else if (field.type === 'many2many') {
        row[name] = Array.isArray(value) ? [...(value as number[])] : [];
      } else {
        row[name] = value === undefined || value === '' ? false : value;
      }
    }
    return row;
  }
}

/** `bind`'s rules, as Python's `inspect.Signature.bind` words them. */
function bind(
  method: string,
  def: MethodDef,
  named: Record<string, unknown>,
): Record<string, unknown> {
  for (const name of Object.keys(named)) {
    if (!def.params.includes(name)) {
      throw new BindError(`${method}() got an unexpected keyword argument '${name}'`);
    }
  }
  for (const name of def.required) {
    if (!(name in named)) throw new BindError(`missing a required argument: '${name}'`);
  }
  return named;
}

/** The calls that create a mail.activity. */
const isActivityCreation = (model: string, method: string) =>
  method === 'activity_schedule' || (model === 'mail.activity' && method === 'create');

/** The methods that create a crm.lead. */
const isCreation = (method: string) => method === 'create' || method === 'load';

/** An external id as `module.name`: a bare name is `__import__`'s, as in Odoo's import. */
const fullXmlid = (value: string) => (value.includes('.') ? value : `__import__.${value}`);

function splitXmlid(xmlid: string): [string, string] {
  const dot = xmlid.indexOf('.');
  return [xmlid.slice(0, dot), xmlid.slice(dot + 1)];
}

function asIds(value: unknown): number[] {
  if (typeof value === 'number') return [value];
  if (Array.isArray(value) && value.every((id) => typeof id === 'number')) return value as number[];
  throw valueError(`Invalid ids ${JSON.stringify(value)}`);
}

const asContext = (value: unknown): Context => (isObject(value) ? value : {});

function asOdooException(error: unknown): OdooException {
  if (error instanceof OdooException) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new OdooException('builtins.Exception', message, 500);
}

/** Odoo's serialized exception (`odoo.http.serialize_exception`). */
function errorBody(name: string, message: string, args: unknown[]) {
  return {
    name,
    message,
    arguments: args,
    context: {},
    debug: `Traceback (most recent call last):\n  (stand-in)\n${name}: ${message}\n`,
  };
}

function send(response: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  response.end(text);
}

function sendHtml(response: ServerResponse, status: number, html: string) {
  response.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': Buffer.byteLength(html),
  });
  response.end(html);
}
