import * as z from '@/lib/zod';
import { DEFAULT_SALES_HOURS, parseSalesHours, SalesHoursError } from '@/lib/sales-hours/client';

/** dotenv files turn `VAR=` into an empty string: treat it as not set. */
const blankAsMissing = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });
const hostPort = z
  .string()
  .regex(/^[\w.-]+:\d{2,5}$/, 'must be host:port, for example 127.0.0.1:9099');

/** Comma-separated chat incoming webhooks; blank: none. */
const webhookUrls = z.preprocess(
  blankAsMissing,
  z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((url) => url.trim())
        .filter(Boolean),
    )
    .refine((urls) => urls.every((url) => httpUrl.safeParse(url).success), {
      error: 'must be http(s) URLs separated by commas',
    })
    .default([]),
);

/** How long one send to an outside service may take (leads, chat hooks): 10 s by default. */
const sendTimeoutMs = z.preprocess(
  blankAsMissing,
  z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int('must be a whole number of milliseconds')
    .min(100, 'must be at least 100 ms')
    .max(120_000, 'must be at most 120000 ms (2 minutes)')
    .default(10_000),
);

/** A Slack user group's id (`S0123ABC`), or unset. */
const slackUserGroup = z.preprocess(
  blankAsMissing,
  z
    .string()
    .regex(/^S[A-Z0-9]{6,}$/, 'must be a Slack user group id, for example S0123ABCD')
    .optional(),
);

/** How many days personal data is kept (docs/contracts.md, Personal data): 1 to 3650. */
const retentionDays = (defaultDays: number) =>
  z.preprocess(
    blankAsMissing,
    z.coerce
      .number({ error: 'must be a number of days' })
      .int('must be a whole number of days')
      .min(1, 'must be at least 1 day')
      .max(3650, 'must be at most 3650 days (10 years)')
      .default(defaultDays),
  );

/** Every variable the product reads, with its rule. `.env.example` documents each one. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Set by the local stack (dev, preview, tests): a production build on this machine. */
  LOCAL_STACK: z.preprocess(blankAsMissing, z.stringbool().default(false)),
  NEXT_PUBLIC_SITE_URL: z.preprocess(blankAsMissing, httpUrl),
  NEXT_PUBLIC_BOOKING_URL: z.preprocess(blankAsMissing, httpUrl),
  NEXT_PUBLIC_INTEGRATION_PLATFORM_URL: z.preprocess(blankAsMissing, httpUrl),
  FIREBASE_PROJECT_ID: z.preprocess(
    blankAsMissing,
    z.string().regex(/^[a-z0-9-]{4,40}$/, 'must be a Firebase project id'),
  ),
  FIRESTORE_DATABASE_ID: z.preprocess(
    blankAsMissing,
    z.string().regex(/^[a-z0-9-()]{1,63}$/, 'must be a Firestore database id'),
  ),
  FIREBASE_AUTH_EMULATOR_HOST: z.preprocess(blankAsMissing, hostPort.optional()),
  FIRESTORE_EMULATOR_HOST: z.preprocess(blankAsMissing, hostPort.optional()),
  NEXT_PUBLIC_FIREBASE_API_KEY: z.preprocess(blankAsMissing, z.string().min(1)),
  NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: z.preprocess(blankAsMissing, z.string().optional()),
  FIREBASE_CLIENT_EMAIL: z.preprocess(blankAsMissing, z.email().optional()),
  FIREBASE_PRIVATE_KEY: z.preprocess(
    blankAsMissing,
    z.string().includes('PRIVATE KEY', { error: 'must be a PEM private key' }).optional(),
  ),
  GOOGLE_APPLICATION_CREDENTIALS: z.preprocess(blankAsMissing, z.string().optional()),
  FIREBASE_SESSION_CERTIFICATES_URL: z.preprocess(
    blankAsMissing,
    httpUrl.default('https://www.googleapis.com/identitytoolkit/v3/relyingparty/publicKeys'),
  ),
  LEADS_UPSTREAM_URL: z.preprocess(blankAsMissing, httpUrl.optional()),
  LEADS_UPSTREAM_TIMEOUT_MS: sendTimeoutMs,
  /** Odoo's CRM, where each lead becomes a crm.lead; absent: no Odoo destination. */
  ODOO_URL: z.preprocess(blankAsMissing, httpUrl.optional()),
  ODOO_DATABASE: z.preprocess(
    blankAsMissing,
    z
      .string()
      .regex(
        /^[a-zA-Z0-9][a-zA-Z0-9_.-]+$/,
        'must be an Odoo database name (letters, digits, "_", "-" or ".")',
      )
      .optional(),
  ),
  /** The bot user's API key (Odoo 19: at most three months; docs/deploy.md, Leads into Odoo). */
  ODOO_API_KEY: z.preprocess(
    blankAsMissing,
    z.string().min(16, 'must be at least 16 characters long').optional(),
  ),
  ODOO_API: z.preprocess(
    blankAsMissing,
    z
      .enum(['json2', 'jsonrpc'], { error: 'must be json2 (Odoo 19+) or jsonrpc (Odoo 16-18)' })
      .default('json2'),
  ),
  /** The bot user's login, which JSON-RPC's common.authenticate needs. */
  ODOO_LOGIN: z.preprocess(blankAsMissing, z.string().optional()),
  ODOO_TIMEOUT_MS: sendTimeoutMs,
  /**
   * The name of an existing crm.team: new leads get it, and no salesperson, so that Odoo's own
   * assignment rules pick one; absent: Odoo's default team (docs/deploy.md, Speed to lead).
   */
  ODOO_TEAM: z.preprocess(blankAsMissing, z.string().trim().max(100).optional()),
  /** The name of the mail.template on crm.lead that acknowledges a lead; absent: none is sent. */
  ODOO_ACK_TEMPLATE: z.preprocess(blankAsMissing, z.string().trim().max(100).optional()),
  /**
   * How long Odoo may keep running a request after its client has gone (its limit_time_real,
   * 120 s by default, plus a margin): a person's deletion checks Odoo again until then.
   */
  ODOO_REQUEST_LIMIT_S: z.preprocess(
    blankAsMissing,
    z.coerce
      .number({ error: 'must be a number of seconds' })
      .int('must be a whole number of seconds')
      .min(1, 'must be at least 1 s')
      .max(3600, 'must be at most 3600 s (1 hour)')
      .default(130),
  ),
  LEADS_RATE_LIMIT_PER_MINUTE: z.preprocess(
    blankAsMissing,
    z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .default(5),
  ),
  LEADS_GLOBAL_LIMIT_PER_MINUTE: z.preprocess(
    blankAsMissing,
    z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .default(600),
  ),
  /** Days a lead is kept after it was stored (docs/contracts.md, Personal data). */
  LEADS_RETENTION_DAYS: retentionDays(730),
  /** Business days in Chile to answer a rights request. */
  PRIVACY_RESPONSE_BUSINESS_DAYS: z.preprocess(
    blankAsMissing,
    z.coerce
      .number({ error: 'must be a number of business days' })
      .int('must be a whole number of business days')
      .min(1, 'must be at least 1 business day')
      .max(60, 'must be at most 60 business days')
      .default(15),
  ),
  /**
   * Keys the hash that stands for an address once its data is deleted (audit, kept rights
   * requests; lib/privacy/email-hash.ts). Required in production; elsewhere a fixed local key.
   */
  PRIVACY_HASH_KEY: z.preprocess(
    blankAsMissing,
    z.string().min(32, 'must be at least 32 characters long').optional(),
  ),
  /** Days answered rights requests and audit entries are kept (docs/contracts.md, Personal data). */
  PRIVACY_RECORDS_RETENTION_DAYS: retentionDays(1095),
  /** No default in production (checkDeployment): unset would silently mean "no proxy". */
  TRUSTED_PROXY_HOPS: z.preprocess(
    blankAsMissing,
    z.coerce
      .number({ error: 'must be a number of proxies' })
      .int('must be a whole number')
      .min(0, 'must be 0 or more')
      .max(10, 'must be at most 10')
      .optional(),
  ),
  /**
   * Says that a production site really is reached without any proxy in front, so that
   * TRUSTED_PROXY_HOPS=0 (every visitor in one rate-limit bucket) is meant (checkDeployment).
   */
  TRUSTED_PROXY_HOPS_ZERO_OK: z.preprocess(blankAsMissing, z.stringbool().default(false)),
  /**
   * Signs the proof-of-work challenges of the public forms (ALTCHA, lib/spam/proof-of-work.ts).
   * Required in production; elsewhere a fixed local key (configSchema).
   */
  ALTCHA_HMAC_KEY: z.preprocess(
    blankAsMissing,
    z.string().min(32, 'must be at least 32 characters long').optional(),
  ),
  /** Chat incoming webhooks told of every shift handoff (comma-separated; none: no notifications). */
  SHIFT_WEBHOOK_URLS: webhookUrls,
  /** The sales channel's chat hooks: each new lead, a lead destination refusing us (none: no notices). */
  SALES_WEBHOOK_URLS: webhookUrls,
  /** The privacy staff's chat hooks: security incidents still open at 24 and 72 hours (none: no alerts). */
  PRIVACY_WEBHOOK_URLS: webhookUrls,
  /** When sales work (lib/sales-hours): parsed here, so a wrong text stops the start. */
  SALES_HOURS: z.preprocess(
    blankAsMissing,
    z
      .string()
      .default(DEFAULT_SALES_HOURS)
      .transform((text, context) => {
        try {
          return parseSalesHours(text);
        } catch (error) {
          if (!(error instanceof SalesHoursError)) throw error;
          context.issues.push({ code: 'custom', message: error.message, input: text });
          return z.NEVER;
        }
      }),
  ),
  /** Business minutes a lead may wait for its first contact. */
  SALES_FIRST_CONTACT_MINUTES: z.preprocess(
    blankAsMissing,
    z.coerce
      .number({ error: 'must be a number of business minutes' })
      .int('must be a whole number of business minutes')
      .min(1, 'must be at least 1 business minute')
      .default(60),
  ),
  SHIFT_WEBHOOK_TIMEOUT_MS: sendTimeoutMs,
  /** Minutes a new holder has to say 'Confirmo turno' before `handoff.unconfirmed` goes out. */
  SHIFT_CONFIRM_MINUTES: z.preprocess(
    blankAsMissing,
    z.coerce
      .number({ error: 'must be a number of minutes' })
      .int('must be a whole number of minutes')
      .min(1, 'must be at least 1 minute')
      .max(1440, 'must be at most 1440 minutes')
      .default(15),
  ),
  /** Hours before a scheduled shift's start that its `shift.reminder` goes out. */
  SHIFT_REMINDER_HOURS: z.preprocess(
    blankAsMissing,
    z.coerce
      .number({ error: 'must be a number of hours' })
      .int('must be a whole number of hours')
      .min(1, 'must be at least 1 hour')
      .max(168, 'must be at most 168 hours')
      .default(12),
  ),
  /** How many days ahead an absence's conflict with a shift opens its cover request (1 to 92). */
  SCHEDULE_CONFLICT_DAYS: z.preprocess(
    blankAsMissing,
    z.coerce
      .number({ error: 'must be a number of days' })
      .int('must be a whole number of days')
      .min(1, 'must be at least 1 day')
      .max(92, 'must be at most 92 days')
      .default(14),
  ),
  /** Bearer token of GET /api/on-duty for other tools; absent: only staff sessions get in. */
  ON_DUTY_API_TOKEN: z.preprocess(
    blankAsMissing,
    z.string().min(32, 'must be at least 32 characters long').optional(),
  ),
  /** Bearer token of POST /api/schedule/tick (the every-minute trigger); absent: refused. */
  SCHEDULE_TICK_TOKEN: z.preprocess(
    blankAsMissing,
    z.string().min(32, 'must be at least 32 characters long').optional(),
  ),
  /**
   * Calendly's webhook signing key (the `signing_key` of the webhook subscription): signs every
   * booking Calendly sends `POST /api/bookings/calendly`; unset: that route is 404.
   */
  CALENDLY_WEBHOOK_SIGNING_KEY: z.preprocess(
    blankAsMissing,
    z.string().min(16, 'must be at least 16 characters long').optional(),
  ),
  /** The Slack app's bot token (`xoxb-…`); with SLACK_SIGNING_SECRET it turns the app on. */
  SLACK_BOT_TOKEN: z.preprocess(
    blankAsMissing,
    z
      .string()
      .regex(/^xoxb-[\w-]{8,}$/, 'must be a Slack bot token (xoxb-…)')
      .optional(),
  ),
  /** Signs every request Slack sends the app (Basic Information → Signing Secret). */
  SLACK_SIGNING_SECRET: z.preprocess(
    blankAsMissing,
    z.string().min(16, 'must be at least 16 characters long').optional(),
  ),
  /** Slack's Web API (tests point it at a stand-in). */
  SLACK_API_URL: z.preprocess(blankAsMissing, httpUrl.default('https://slack.com/api')),
  /** The channel (id) shift notices are also posted to, with their buttons; unset: none. */
  SLACK_SHIFT_CHANNEL: z.preprocess(
    blankAsMissing,
    z
      .string()
      .regex(/^[CG][A-Z0-9]{6,}$/, 'must be a Slack channel id, for example C0123ABCD')
      .optional(),
  ),
  /** The user groups (ids) that follow each group's holder; unset: that group is not synced. */
  SLACK_USERGROUP_EQUIPO: slackUserGroup,
  SLACK_USERGROUP_AGENCIA: slackUserGroup,
  STRAPI_URL: z.preprocess(blankAsMissing, httpUrl),
  /** Where marketers open Strapi's admin, when not at STRAPI_URL: it may frame previews. */
  STRAPI_ADMIN_URL: z.preprocess(blankAsMissing, httpUrl.optional()),
  REVALIDATE_SECRET: z.preprocess(
    blankAsMissing,
    z.string().min(24, 'must be at least 24 characters long'),
  ),
  /** Reads unpublished posts for Draft Mode (read-only, blog only; Strapi creates it). */
  CMS_READ_TOKEN: z.preprocess(
    blankAsMissing,
    z.string().min(32, 'must be at least 32 characters long'),
  ),
  /** Shared with Strapi's preview handler: opens Draft Mode at /api/preview. */
  PREVIEW_SECRET: z.preprocess(
    blankAsMissing,
    z.string().min(32, 'must be at least 32 characters long'),
  ),
  NEXT_PUBLIC_GEOCODER_URL: z.preprocess(blankAsMissing, httpUrl),
  REDIS_URL: z.preprocess(
    blankAsMissing,
    z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional(),
  ),
  /** The build's identity (lib/cache/builds.mjs): set for `next build`; made up per build when unset. */
  NEXT_DEPLOYMENT_ID: z.preprocess(
    blankAsMissing,
    z
      .string()
      .regex(/^[\w.-]{1,64}$/, 'must be 1 to 64 letters, digits, "_", "-" or "."')
      .optional(),
  ),
  LOG_LEVEL: z.preprocess(
    blankAsMissing,
    z.enum(['debug', 'info', 'warn', 'error']).default('info'),
  ),
});

/** Every example secret in `.env.example` starts with this, so a deployment can refuse it. */
export const EXAMPLE_SECRET_PREFIX = 'local-only-';

/**
 * A production start (not the local stack's production build) refuses what is only safe on
 * this machine: the emulators (they make the proxy accept unsigned session cookies), a plain-http
 * site (the session cookie would lose Secure) and the example secrets of `.env.example`; it
 * wants the proxies in front counted: left unset or 0, every visitor behind a load balancer would
 * share one rate-limit bucket (0 only when TRUSTED_PROXY_HOPS_ZERO_OK says nobody is in front);
 * and it wants its own keys for the proof-of-work challenges and the deleted addresses' hashes.
 */
function checkDeployment(env: z.infer<typeof envSchema>, context: z.RefinementCtx) {
  if (env.TRUSTED_PROXY_HOPS === undefined) {
    context.addIssue({
      code: 'custom',
      path: ['TRUSTED_PROXY_HOPS'],
      message:
        'must be set in production: how many proxies in front append to X-Forwarded-For ' +
        '(0 only with TRUSTED_PROXY_HOPS_ZERO_OK=true)',
    });
  }
  if (env.TRUSTED_PROXY_HOPS === 0 && !env.TRUSTED_PROXY_HOPS_ZERO_OK) {
    context.addIssue({
      code: 'custom',
      path: ['TRUSTED_PROXY_HOPS'],
      message:
        'is 0: every visitor would share one rate-limit bucket, so a few requests would refuse ' +
        'everyone. Set the number of proxies in front (never 0 on Cloud Run or behind a load ' +
        'balancer), or set TRUSTED_PROXY_HOPS_ZERO_OK=true if the site really is reached directly',
    });
  }
  if (env.ALTCHA_HMAC_KEY === undefined) {
    context.addIssue({
      code: 'custom',
      path: ['ALTCHA_HMAC_KEY'],
      message:
        'must be set in production: a long random key that signs the proof-of-work ' +
        'challenges of the public forms',
    });
  }
  if (env.PRIVACY_HASH_KEY === undefined) {
    context.addIssue({
      code: 'custom',
      path: ['PRIVACY_HASH_KEY'],
      message:
        'must be set in production: a long random key for the hashes that stand for deleted ' +
        'addresses (without it anyone could reverse them from a list of addresses); never change it',
    });
  }
  for (const name of ['FIREBASE_AUTH_EMULATOR_HOST', 'FIRESTORE_EMULATOR_HOST'] as const) {
    if (env[name]) {
      context.addIssue({
        code: 'custom',
        path: [name],
        message: 'must not be set in production (the emulators accept unsigned session cookies)',
      });
    }
  }
  if (new URL(env.NEXT_PUBLIC_SITE_URL).protocol !== 'https:') {
    context.addIssue({
      code: 'custom',
      path: ['NEXT_PUBLIC_SITE_URL'],
      message: 'must be an https address in production (the session cookie needs Secure)',
    });
  }
  for (const [name, value] of Object.entries(env)) {
    if (typeof value === 'string' && value.startsWith(EXAMPLE_SECRET_PREFIX)) {
      context.addIssue({
        code: 'custom',
        path: [name],
        message: 'is the example value from .env.example: set a long random secret',
      });
    }
  }
}

/**
 * An Odoo destination needs its key; JSON-RPC also the login and database it authenticates with.
 * In production the key travels only over https.
 */
function checkOdoo(env: z.infer<typeof envSchema>, context: z.RefinementCtx) {
  if (!env.ODOO_URL) return;
  const needed: [keyof typeof env, string][] = [['ODOO_API_KEY', 'ODOO_URL is set']];
  if (env.ODOO_API === 'jsonrpc') {
    needed.push(['ODOO_LOGIN', 'ODOO_API is jsonrpc'], ['ODOO_DATABASE', 'ODOO_API is jsonrpc']);
  }
  for (const [name, because] of needed) {
    if (!env[name]) {
      context.addIssue({
        code: 'custom',
        path: [name],
        message: `is missing (needed when ${because})`,
      });
    }
  }
  const deployed = env.NODE_ENV === 'production' && !env.LOCAL_STACK;
  if (deployed && new URL(env.ODOO_URL).protocol !== 'https:') {
    context.addIssue({
      code: 'custom',
      path: ['ODOO_URL'],
      message: 'must be an https address in production (the API key is sent with every call)',
    });
  }
}

/**
 * The Slack app is on with both its token and its signing secret, never one alone; its channel
 * and user groups mean nothing without it. In production its token travels only over https.
 */
function checkSlack(env: z.infer<typeof envSchema>, context: z.RefinementCtx) {
  const issue = (name: string, message: string) =>
    context.addIssue({ code: 'custom', path: [name], message });
  const app = ['SLACK_BOT_TOKEN', 'SLACK_SIGNING_SECRET'] as const;
  const set = app.filter((name) => env[name]);
  if (set.length === 1) {
    const missing = app.find((name) => !env[name])!;
    issue(missing, `is missing (needed when ${set[0]} is set: the Slack app needs both)`);
  }
  if (set.length === 0) {
    for (const name of [
      'SLACK_SHIFT_CHANNEL',
      'SLACK_USERGROUP_EQUIPO',
      'SLACK_USERGROUP_AGENCIA',
    ] as const) {
      if (env[name])
        issue(name, 'is set without the Slack app (SLACK_BOT_TOKEN, SLACK_SIGNING_SECRET)');
    }
  }
  const deployed = env.NODE_ENV === 'production' && !env.LOCAL_STACK;
  if (deployed && set.length && new URL(env.SLACK_API_URL).protocol !== 'https:') {
    issue(
      'SLACK_API_URL',
      'must be an https address in production (the bot token goes with every call)',
    );
  }
}

/** Rules across variables, checked after each variable's own. */
const checkedEnvSchema = envSchema.superRefine((env, context) => {
  if (env.NODE_ENV === 'production' && !env.LOCAL_STACK) checkDeployment(env, context);
  checkOdoo(env, context);
  checkSlack(env, context);
  const emulated = Boolean(env.FIREBASE_AUTH_EMULATOR_HOST);
  if (env.NODE_ENV === 'production' && !emulated && env.FIREBASE_PROJECT_ID.startsWith('demo-')) {
    context.addIssue({
      code: 'custom',
      path: ['FIREBASE_PROJECT_ID'],
      message: 'a demo- project only works with the emulators (set FIREBASE_AUTH_EMULATOR_HOST)',
    });
  }
  if (!emulated && !env.GOOGLE_APPLICATION_CREDENTIALS) {
    for (const name of ['FIREBASE_CLIENT_EMAIL', 'FIREBASE_PRIVATE_KEY'] as const) {
      if (!env[name]) {
        context.addIssue({
          code: 'custom',
          path: [name],
          message:
            'is missing (needed without the emulators, unless GOOGLE_APPLICATION_CREDENTIALS is set)',
        });
      }
    }
  }
});

/** The proof-of-work key outside production (a production start refuses to run without one). */
export const LOCAL_ALTCHA_HMAC_KEY = `${EXAMPLE_SECRET_PREFIX}altcha-hmac-key-do-not-deploy`;

/** The deleted addresses' hash key outside production (a production start refuses it). */
export const LOCAL_PRIVACY_HASH_KEY = `${EXAMPLE_SECRET_PREFIX}privacy-hash-key-do-not-deploy`;

/**
 * Outside production, unset means nobody in front (the local stack), and the proof-of-work
 * challenges and the deleted addresses' hashes use fixed local keys.
 */
const configSchema = checkedEnvSchema.transform((env) => ({
  ...env,
  TRUSTED_PROXY_HOPS: env.TRUSTED_PROXY_HOPS ?? 0,
  ALTCHA_HMAC_KEY: env.ALTCHA_HMAC_KEY ?? LOCAL_ALTCHA_HMAC_KEY,
  PRIVACY_HASH_KEY: env.PRIVACY_HASH_KEY ?? LOCAL_PRIVACY_HASH_KEY,
}));

export type Env = z.output<typeof configSchema>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Parses the environment once; a missing or malformed variable stops start-up with a
 * message that names it.
 */
export function readEnv(source: Record<string, string | undefined>): Env {
  const result = configSchema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const name = issue.path.join('.');
    const missing = issue.code !== 'custom' && blankAsMissing(source[name]) === undefined;
    return `  - ${name}: ${missing ? 'is missing' : issue.message}`;
  });
  throw new ConfigError(`Invalid configuration (see .env.example):\n${lines.join('\n')}`);
}
