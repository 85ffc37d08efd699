import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  ConfigError,
  EXAMPLE_SECRET_PREFIX,
  LOCAL_ALTCHA_HMAC_KEY,
  LOCAL_PRIVACY_HASH_KEY,
  readEnv,
} from './env-schema';

const valid = {
  NEXT_PUBLIC_SITE_URL: 'http://localhost:3000',
  NEXT_PUBLIC_BOOKING_URL: 'https://calendly.com/andina-digital/reunion',
  NEXT_PUBLIC_INTEGRATION_PLATFORM_URL: 'https://conecta.andinadigital.cl',
  FIREBASE_PROJECT_ID: 'demo-andina',
  FIRESTORE_DATABASE_ID: 'soporte',
  FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
  FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080',
  NEXT_PUBLIC_FIREBASE_API_KEY: 'demo-api-key',
  LEADS_UPSTREAM_URL: '',
  LEADS_UPSTREAM_TIMEOUT_MS: '10000',
  LEADS_RATE_LIMIT_PER_MINUTE: '5',
  STRAPI_URL: 'http://127.0.0.1:1337',
  REVALIDATE_SECRET: 'local-only-revalidate-secret-0000',
  CMS_READ_TOKEN: 'local-only-cms-read-token-0000000000000',
  PREVIEW_SECRET: 'local-only-preview-secret-000000000000',
  NEXT_PUBLIC_GEOCODER_URL: 'https://nominatim.openstreetmap.org/reverse',
};

const production = {
  ...valid,
  NODE_ENV: 'production',
  NEXT_PUBLIC_SITE_URL: 'https://www.andinadigital.cl',
  STRAPI_URL: 'https://cms.andinadigital.cl',
  REVALIDATE_SECRET: 'r4nd0m-8f3a9c2e71d04b6a95e1c7f0d2b8a641',
  CMS_READ_TOKEN: 'r4nd0m-5d1e0c9b8a7f6e5d4c3b2a1f0e9d8c7b',
  PREVIEW_SECRET: 'r4nd0m-0a1b2c3d4e5f60718293a4b5c6d7e8f9',
  FIREBASE_PROJECT_ID: 'andina-prod',
  FIREBASE_AUTH_EMULATOR_HOST: '',
  FIRESTORE_EMULATOR_HOST: '',
  FIREBASE_CLIENT_EMAIL: 'web@andina-prod.iam.gserviceaccount.com',
  FIREBASE_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\\nabc\\n-----END PRIVATE KEY-----\\n',
  TRUSTED_PROXY_HOPS: '2',
  ALTCHA_HMAC_KEY: 'r4nd0m-3e8d1f0a9b2c4d5e6f708192a3b4c5d6',
  PRIVACY_HASH_KEY: 'r4nd0m-7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a29',
};

describe('readEnv', () => {
  it('accepts the documented local defaults', () => {
    const env = readEnv(valid);
    expect(env.FIREBASE_PROJECT_ID).toBe('demo-andina');
    expect(env.NODE_ENV).toBe('development');
    expect(env.LOG_LEVEL).toBe('info');
  });

  it('turns the Slack app on with both its secrets, never one alone', () => {
    const app = {
      SLACK_BOT_TOKEN: 'xoxb-1234-5678-abcdefgh',
      SLACK_SIGNING_SECRET: '8f742231b10e8888abcd99yyyzzz85a5',
    };
    const env = readEnv({ ...valid, ...app, SLACK_USERGROUP_EQUIPO: 'S0123ABCD' });
    expect(env.SLACK_API_URL).toBe('https://slack.com/api');
    expect(env.SLACK_USERGROUP_EQUIPO).toBe('S0123ABCD');
    expect(() => readEnv({ ...valid, SLACK_BOT_TOKEN: app.SLACK_BOT_TOKEN })).toThrow(
      'SLACK_SIGNING_SECRET: is missing (needed when SLACK_BOT_TOKEN is set',
    );
    expect(() => readEnv({ ...valid, SLACK_SHIFT_CHANNEL: 'C0123ABCD' })).toThrow(
      'SLACK_SHIFT_CHANNEL: is set without the Slack app',
    );
    expect(() => readEnv({ ...valid, ...app, SLACK_BOT_TOKEN: 'xoxp-user-token' })).toThrow(
      'SLACK_BOT_TOKEN: must be a Slack bot token',
    );
    expect(() => readEnv({ ...valid, ...app, SLACK_USERGROUP_AGENCIA: '#turno' })).toThrow(
      'SLACK_USERGROUP_AGENCIA: must be a Slack user group id',
    );
    expect(() =>
      readEnv({ ...production, ...app, SLACK_API_URL: 'http://slack.internal/api' }),
    ).toThrow('SLACK_API_URL: must be an https address in production');
  });

  it('treats emulator hosts as optional when credentials are given (production)', () => {
    const env = readEnv(production);
    expect(env.FIREBASE_AUTH_EMULATOR_HOST).toBeUndefined();
    expect(env.FIRESTORE_EMULATOR_HOST).toBeUndefined();
  });

  it('asks for service-account credentials without the emulators', () => {
    expect(() => readEnv({ ...production, FIREBASE_PRIVATE_KEY: '' })).toThrow(
      /FIREBASE_PRIVATE_KEY: is missing \(needed without the emulators/,
    );
    expect(() =>
      readEnv({
        ...production,
        FIREBASE_CLIENT_EMAIL: '',
        FIREBASE_PRIVATE_KEY: '',
        GOOGLE_APPLICATION_CREDENTIALS: '/secrets/key.json',
      }),
    ).not.toThrow();
  });

  it('refuses a demo- project in production without the emulators', () => {
    expect(() => readEnv({ ...production, FIREBASE_PROJECT_ID: 'demo-andina' })).toThrow(
      /FIREBASE_PROJECT_ID: a demo- project only works with the emulators/,
    );
  });

  it('refuses, at a production start, what is only safe on this machine', () => {
    const cases: [Record<string, string>, RegExp][] = [
      [
        { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' },
        /FIREBASE_AUTH_EMULATOR_HOST: must not be set in production/,
      ],
      [
        { FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' },
        /FIRESTORE_EMULATOR_HOST: must not be set in production/,
      ],
      [
        { NEXT_PUBLIC_SITE_URL: 'http://www.andinadigital.cl' },
        /NEXT_PUBLIC_SITE_URL: must be an https address/,
      ],
      [
        { REVALIDATE_SECRET: 'local-only-revalidate-secret-do-not-deploy' },
        /REVALIDATE_SECRET: is the example value from \.env\.example/,
      ],
      [
        { PREVIEW_SECRET: 'local-only-preview-secret-do-not-deploy' },
        /PREVIEW_SECRET: is the example value from \.env\.example/,
      ],
    ];
    for (const [change, message] of cases) {
      expect(() => readEnv({ ...production, ...change })).toThrow(message);
    }
  });

  it('refuses a production start that does not say how many proxies are in front', () => {
    const { TRUSTED_PROXY_HOPS: _hops, ...unset } = production;
    for (const source of [unset, { ...production, TRUSTED_PROXY_HOPS: '' }]) {
      expect(() => readEnv(source)).toThrow(
        /TRUSTED_PROXY_HOPS: must be set in production: how many proxies in front/,
      );
    }
    expect(readEnv(production).TRUSTED_PROXY_HOPS).toBe(2);
    // Elsewhere (and in the local stack's production build), unset still means nobody in front.
    expect(readEnv(valid).TRUSTED_PROXY_HOPS).toBe(0);
    expect(
      readEnv({ ...valid, NODE_ENV: 'production', LOCAL_STACK: 'true' }).TRUSTED_PROXY_HOPS,
    ).toBe(0);
  });

  it('refuses 0 proxies in production unless TRUSTED_PROXY_HOPS_ZERO_OK says so, and says why', () => {
    const zero = { ...production, TRUSTED_PROXY_HOPS: '0' };
    for (const source of [zero, { ...zero, TRUSTED_PROXY_HOPS_ZERO_OK: 'false' }]) {
      try {
        readEnv(source);
        expect.unreachable();
      } catch (error) {
        const message = (error as Error).message;
        expect(message).toMatch(
          /TRUSTED_PROXY_HOPS: is 0: every visitor would share one rate-limit bucket/,
        );
        expect(message).toContain('TRUSTED_PROXY_HOPS_ZERO_OK=true');
        expect(message).toMatch(/never 0 on Cloud Run or behind a load balancer/);
      }
    }
    const direct = readEnv({ ...zero, TRUSTED_PROXY_HOPS_ZERO_OK: 'true' });
    expect(direct.TRUSTED_PROXY_HOPS).toBe(0);
    expect(direct.TRUSTED_PROXY_HOPS_ZERO_OK).toBe(true);
    // The local stack and development keep 0 without saying so.
    expect(readEnv({ ...valid, TRUSTED_PROXY_HOPS: '0' }).TRUSTED_PROXY_HOPS).toBe(0);
    expect(
      readEnv({ ...valid, NODE_ENV: 'production', LOCAL_STACK: 'true', TRUSTED_PROXY_HOPS: '0' })
        .TRUSTED_PROXY_HOPS,
    ).toBe(0);
    expect(() => readEnv({ ...production, TRUSTED_PROXY_HOPS_ZERO_OK: 'perhaps' })).toThrow(
      /TRUSTED_PROXY_HOPS_ZERO_OK/,
    );
  });

  it('does not suggest 0 proxies in .env.example', () => {
    const example = readFileSync(path.join(import.meta.dirname, '..', '.env.example'), 'utf8');
    expect(example).toMatch(/^TRUSTED_PROXY_HOPS=$/m);
    expect(example).not.toMatch(/^TRUSTED_PROXY_HOPS=0/m);
    expect(example).not.toMatch(/^TRUSTED_PROXY_HOPS_ZERO_OK=true/m);
  });

  it('needs its own proof-of-work key in production, a local one elsewhere', () => {
    expect(readEnv(valid).ALTCHA_HMAC_KEY).toBe(LOCAL_ALTCHA_HMAC_KEY);
    expect(readEnv(production).ALTCHA_HMAC_KEY).toBe(production.ALTCHA_HMAC_KEY);
    const { ALTCHA_HMAC_KEY: _key, ...unset } = production;
    for (const source of [unset, { ...production, ALTCHA_HMAC_KEY: '' }]) {
      expect(() => readEnv(source)).toThrow(/ALTCHA_HMAC_KEY: must be set in production/);
    }
    expect(() => readEnv({ ...production, ALTCHA_HMAC_KEY: LOCAL_ALTCHA_HMAC_KEY })).toThrow(
      /ALTCHA_HMAC_KEY: is the example value from \.env\.example/,
    );
    expect(() => readEnv({ ...valid, ALTCHA_HMAC_KEY: 'short' })).toThrow(
      /ALTCHA_HMAC_KEY: must be at least 32 characters long/,
    );
    const example = readFileSync(path.join(import.meta.dirname, '..', '.env.example'), 'utf8');
    expect(example).toMatch(new RegExp(`^ALTCHA_HMAC_KEY=${EXAMPLE_SECRET_PREFIX}`, 'm'));
  });

  it('needs its own key for deleted addresses in production, a local one elsewhere', () => {
    expect(readEnv(valid).PRIVACY_HASH_KEY).toBe(LOCAL_PRIVACY_HASH_KEY);
    expect(readEnv(production).PRIVACY_HASH_KEY).toBe(production.PRIVACY_HASH_KEY);
    const { PRIVACY_HASH_KEY: _key, ...unset } = production;
    for (const source of [unset, { ...production, PRIVACY_HASH_KEY: ' ' }]) {
      expect(() => readEnv(source)).toThrow(/PRIVACY_HASH_KEY: must be set in production/);
    }
    expect(() => readEnv({ ...production, PRIVACY_HASH_KEY: LOCAL_PRIVACY_HASH_KEY })).toThrow(
      /PRIVACY_HASH_KEY: is the example value from \.env\.example/,
    );
    expect(() => readEnv({ ...valid, PRIVACY_HASH_KEY: 'short' })).toThrow(
      /PRIVACY_HASH_KEY: must be at least 32 characters long/,
    );
    const example = readFileSync(path.join(import.meta.dirname, '..', '.env.example'), 'utf8');
    expect(example).toMatch(new RegExp(`^PRIVACY_HASH_KEY=${EXAMPLE_SECRET_PREFIX}`, 'm'));
  });

  it('keeps answered requests and audit entries 1095 days unless told', () => {
    expect(readEnv(valid).PRIVACY_RECORDS_RETENTION_DAYS).toBe(1095);
    expect(readEnv({ ...valid, PRIVACY_RECORDS_RETENTION_DAYS: '365' })).toMatchObject({
      PRIVACY_RECORDS_RETENTION_DAYS: 365,
    });
    expect(() => readEnv({ ...valid, PRIVACY_RECORDS_RETENTION_DAYS: '0' })).toThrow(
      /PRIVACY_RECORDS_RETENTION_DAYS: must be at least 1 day/,
    );
  });

  it('lets the local stack run its production build against the emulators', () => {
    const localPreview = { ...valid, NODE_ENV: 'production', LOCAL_STACK: 'true' };
    expect(readEnv(localPreview).LOCAL_STACK).toBe(true);
    expect(() => readEnv({ ...localPreview, LOCAL_STACK: '' })).toThrow(
      /FIREBASE_AUTH_EMULATOR_HOST: must not be set in production/,
    );
  });

  it('marks every example secret of .env.example so a deployment refuses it', () => {
    const example = readFileSync(path.join(import.meta.dirname, '..', '.env.example'), 'utf8');
    const secrets = [...example.matchAll(/^([A-Z_]*(?:SECRET|TOKEN)[A-Z_]*)=(.+)$/gm)];
    expect(secrets.length).toBeGreaterThan(0);
    for (const [, name, value] of secrets) {
      expect(value, name).toMatch(new RegExp(`^${EXAMPLE_SECRET_PREFIX}`));
    }
  });

  it('names a missing variable', () => {
    const { NEXT_PUBLIC_BOOKING_URL: _omitted, ...rest } = valid;
    expect(() => readEnv(rest)).toThrow(ConfigError);
    expect(() => readEnv(rest)).toThrow(/NEXT_PUBLIC_BOOKING_URL: is missing/);
  });

  it('treats an empty value as missing', () => {
    expect(() => readEnv({ ...valid, FIREBASE_PROJECT_ID: '  ' })).toThrow(
      /FIREBASE_PROJECT_ID: is missing/,
    );
  });

  it('names a malformed variable and says why', () => {
    expect(() => readEnv({ ...valid, NEXT_PUBLIC_SITE_URL: 'localhost' })).toThrow(
      /NEXT_PUBLIC_SITE_URL: must be an http\(s\) URL/,
    );
    expect(() => readEnv({ ...valid, NEXT_PUBLIC_BOOKING_URL: 'javascript:alert(1)' })).toThrow(
      /NEXT_PUBLIC_BOOKING_URL/,
    );
    expect(() =>
      readEnv({ ...valid, NEXT_PUBLIC_INTEGRATION_PLATFORM_URL: 'ftp://conecta.example.com' }),
    ).toThrow(/NEXT_PUBLIC_INTEGRATION_PLATFORM_URL: must be an http\(s\) URL/);
    expect(() => readEnv({ ...valid, FIRESTORE_EMULATOR_HOST: 'localhost' })).toThrow(
      /FIRESTORE_EMULATOR_HOST: must be host:port/,
    );
    expect(() => readEnv({ ...valid, REVALIDATE_SECRET: 'short' })).toThrow(
      /REVALIDATE_SECRET: must be at least 24 characters long/,
    );
    expect(() => readEnv({ ...valid, STRAPI_URL: '127.0.0.1:1337' })).toThrow(/STRAPI_URL/);
    expect(() => readEnv({ ...valid, LOG_LEVEL: 'verbose' })).toThrow(/LOG_LEVEL/);
  });

  it('keeps leads in Firestore alone unless a lead service is configured', () => {
    expect(readEnv(valid).LEADS_UPSTREAM_URL).toBeUndefined();
    const configured = readEnv({ ...valid, LEADS_UPSTREAM_URL: 'https://leads.example.cl/api' });
    expect(configured.LEADS_UPSTREAM_URL).toBe('https://leads.example.cl/api');
    expect(() => readEnv({ ...valid, LEADS_UPSTREAM_URL: 'ftp://leads.example.cl' })).toThrow(
      /LEADS_UPSTREAM_URL: must be an http\(s\) URL/,
    );
  });

  it('has no Odoo destination unless ODOO_URL is set, and defaults to JSON-2', () => {
    const env = readEnv(valid);
    expect(env.ODOO_URL).toBeUndefined();
    expect(env.ODOO_API).toBe('json2');
    expect(env.ODOO_TIMEOUT_MS).toBe(10_000);
    const configured = readEnv({
      ...valid,
      ODOO_URL: 'https://andina.odoo.com',
      ODOO_DATABASE: 'andina',
      ODOO_API_KEY: '0123456789abcdef0123456789abcdef01234567',
      ODOO_TIMEOUT_MS: '5000',
    });
    expect(configured).toMatchObject({
      ODOO_URL: 'https://andina.odoo.com',
      ODOO_DATABASE: 'andina',
      ODOO_API: 'json2',
      ODOO_TIMEOUT_MS: 5000,
    });
  });

  it('takes the sales team and acknowledgement template by name; blank means none', () => {
    expect(readEnv({ ...valid, ODOO_TEAM: ' ', ODOO_ACK_TEMPLATE: '' })).toMatchObject({
      ODOO_TEAM: undefined,
      ODOO_ACK_TEMPLATE: undefined,
    });
    expect(
      readEnv({ ...valid, ODOO_TEAM: ' Sitio web ', ODOO_ACK_TEMPLATE: 'Acuse (sitio web)' }),
    ).toMatchObject({ ODOO_TEAM: 'Sitio web', ODOO_ACK_TEMPLATE: 'Acuse (sitio web)' });
    expect(() => readEnv({ ...valid, ODOO_ACK_TEMPLATE: 'x'.repeat(101) })).toThrow(
      /ODOO_ACK_TEMPLATE/,
    );
  });

  it('asks for the Odoo key, and for the login and database of JSON-RPC', () => {
    const odoo = { ...valid, ODOO_URL: 'https://andina.odoo.com' };
    expect(() => readEnv(odoo)).toThrow(/ODOO_API_KEY: is missing \(needed when ODOO_URL is set\)/);
    const key = { ...odoo, ODOO_API_KEY: '0123456789abcdef0123456789abcdef01234567' };
    expect(() => readEnv(key)).not.toThrow();
    expect(() => readEnv({ ...key, ODOO_API: 'jsonrpc' })).toThrow(
      /ODOO_LOGIN: is missing \(needed when ODOO_API is jsonrpc\)[\s\S]*ODOO_DATABASE: is missing/,
    );
    const rpc = readEnv({
      ...key,
      ODOO_API: 'jsonrpc',
      ODOO_LOGIN: 'bot-sitio@andinadigital.cl',
      ODOO_DATABASE: 'andina-prod',
    });
    expect(rpc).toMatchObject({ ODOO_API: 'jsonrpc', ODOO_LOGIN: 'bot-sitio@andinadigital.cl' });
    // Without ODOO_URL the rest is not needed.
    expect(() => readEnv({ ...valid, ODOO_API: 'jsonrpc' })).not.toThrow();
  });

  it('names a malformed Odoo setting', () => {
    const odoo = {
      ...valid,
      ODOO_URL: 'https://andina.odoo.com',
      ODOO_API_KEY: '0123456789abcdef0123456789abcdef01234567',
    };
    expect(() => readEnv({ ...odoo, ODOO_URL: 'andina.odoo.com' })).toThrow(
      /ODOO_URL: must be an http\(s\) URL/,
    );
    expect(() => readEnv({ ...odoo, ODOO_API: 'xmlrpc' })).toThrow(
      /ODOO_API: must be json2 \(Odoo 19\+\) or jsonrpc \(Odoo 16-18\)/,
    );
    expect(() => readEnv({ ...odoo, ODOO_API_KEY: 'short' })).toThrow(
      /ODOO_API_KEY: must be at least 16 characters long/,
    );
    expect(() => readEnv({ ...odoo, ODOO_DATABASE: 'mi base' })).toThrow(
      /ODOO_DATABASE: must be an Odoo database name/,
    );
    expect(() => readEnv({ ...odoo, ODOO_TIMEOUT_MS: '50' })).toThrow(
      /ODOO_TIMEOUT_MS: must be at least 100 ms/,
    );
  });

  it('sends the Odoo key over https only, in production', () => {
    const odoo = { ODOO_API_KEY: '0123456789abcdef0123456789abcdef01234567' };
    expect(() =>
      readEnv({ ...production, ...odoo, ODOO_URL: 'http://odoo.internal:8069' }),
    ).toThrow(/ODOO_URL: must be an https address in production/);
    expect(() =>
      readEnv({ ...production, ...odoo, ODOO_URL: 'https://andina.odoo.com' }),
    ).not.toThrow();
    // The local stack's production build talks to a stand-in over http.
    expect(() =>
      readEnv({
        ...valid,
        ...odoo,
        NODE_ENV: 'production',
        LOCAL_STACK: 'true',
        ODOO_URL: 'http://127.0.0.1:8069',
      }),
    ).not.toThrow();
  });

  it.each(['CMS_READ_TOKEN', 'PREVIEW_SECRET'])(
    'needs %s (Draft Mode), at least 32 characters long',
    (name) => {
      const secret = 'a-long-random-value-0123456789abcdef';
      expect(readEnv({ ...valid, [name]: secret })[name as keyof typeof valid]).toBe(secret);
      expect(() => readEnv({ ...valid, [name]: '' })).toThrow(new RegExp(`${name}: is missing`));
      expect(() => readEnv({ ...valid, [name]: 'short' })).toThrow(
        new RegExp(`${name}: must be at least 32 characters long`),
      );
    },
  );

  it('shares the cache in Redis only when REDIS_URL names one', () => {
    expect(readEnv(valid).REDIS_URL).toBeUndefined();
    expect(readEnv({ ...valid, REDIS_URL: '' }).REDIS_URL).toBeUndefined();
    expect(readEnv({ ...valid, REDIS_URL: 'rediss://:s3cret@cache.internal:6380' }).REDIS_URL).toBe(
      'rediss://:s3cret@cache.internal:6380',
    );
    expect(() => readEnv({ ...valid, REDIS_URL: 'http://cache.internal:6379' })).toThrow(
      'REDIS_URL: must be a redis:// or rediss:// URL',
    );
  });

  it('reads the lead timeout and rate limit as numbers, with defaults', () => {
    const env = readEnv(valid);
    expect(env.LEADS_UPSTREAM_TIMEOUT_MS).toBe(10_000);
    expect(env.LEADS_RATE_LIMIT_PER_MINUTE).toBe(5);
    const defaults = readEnv({
      ...valid,
      LEADS_UPSTREAM_TIMEOUT_MS: '',
      LEADS_RATE_LIMIT_PER_MINUTE: '',
    });
    expect(defaults.LEADS_UPSTREAM_TIMEOUT_MS).toBe(10_000);
    expect(defaults.LEADS_RATE_LIMIT_PER_MINUTE).toBe(5);
    expect(() => readEnv({ ...valid, LEADS_RATE_LIMIT_PER_MINUTE: '0' })).toThrow(
      /LEADS_RATE_LIMIT_PER_MINUTE: must be at least 1/,
    );
    expect(() => readEnv({ ...valid, LEADS_RATE_LIMIT_PER_MINUTE: 'cinco' })).toThrow(
      /LEADS_RATE_LIMIT_PER_MINUTE: must be a number/,
    );
    expect(() => readEnv({ ...valid, LEADS_UPSTREAM_TIMEOUT_MS: '2.5' })).toThrow(
      /LEADS_UPSTREAM_TIMEOUT_MS: must be a whole number of milliseconds/,
    );
  });

  it('reads the retention and the answer deadline as whole days, with defaults', () => {
    const env = readEnv(valid);
    expect(env.LEADS_RETENTION_DAYS).toBe(730);
    expect(env.PRIVACY_RESPONSE_BUSINESS_DAYS).toBe(15);
    const set = readEnv({
      ...valid,
      LEADS_RETENTION_DAYS: '365',
      PRIVACY_RESPONSE_BUSINESS_DAYS: '10',
    });
    expect(set.LEADS_RETENTION_DAYS).toBe(365);
    expect(set.PRIVACY_RESPONSE_BUSINESS_DAYS).toBe(10);
    expect(() => readEnv({ ...valid, LEADS_RETENTION_DAYS: '0' })).toThrow(
      /LEADS_RETENTION_DAYS: must be at least 1 day/,
    );
    expect(() => readEnv({ ...valid, PRIVACY_RESPONSE_BUSINESS_DAYS: 'quince' })).toThrow(
      /PRIVACY_RESPONSE_BUSINESS_DAYS: must be a number of business days/,
    );
  });

  it('reads the sales hours and the first-contact minutes, with defaults', () => {
    const env = readEnv(valid);
    expect(env.SALES_HOURS[0]).toEqual([[9 * 60, 18 * 60]]);
    expect(env.SALES_HOURS[5]).toEqual([]);
    expect(env.SALES_FIRST_CONTACT_MINUTES).toBe(60);
    const custom = readEnv({
      ...valid,
      SALES_HOURS: 'lun-vie 09:00-13:00;lun-vie 14:00-18:00;sab 10:00-24:00',
      SALES_FIRST_CONTACT_MINUTES: '90',
    });
    expect(custom.SALES_HOURS[5]).toEqual([[10 * 60, 24 * 60]]);
    expect(custom.SALES_FIRST_CONTACT_MINUTES).toBe(90);
  });

  it('reads the confirmation minutes and the reminder hours, with defaults', () => {
    const env = readEnv(valid);
    expect(env.SHIFT_CONFIRM_MINUTES).toBe(15);
    expect(env.SHIFT_REMINDER_HOURS).toBe(12);
    const custom = readEnv({ ...valid, SHIFT_CONFIRM_MINUTES: '30', SHIFT_REMINDER_HOURS: '24' });
    expect(custom.SHIFT_CONFIRM_MINUTES).toBe(30);
    expect(custom.SHIFT_REMINDER_HOURS).toBe(24);
    for (const minutes of ['0', '7.5', 'quince', '1441']) {
      expect(() => readEnv({ ...valid, SHIFT_CONFIRM_MINUTES: minutes })).toThrow(
        /SHIFT_CONFIRM_MINUTES: must be/,
      );
    }
    for (const hours of ['0', '1.5', 'doce', '169']) {
      expect(() => readEnv({ ...valid, SHIFT_REMINDER_HOURS: hours })).toThrow(
        /SHIFT_REMINDER_HOURS: must be/,
      );
    }
  });

  it('refuses sales hours it cannot read, naming the variable and the part', () => {
    expect(() => readEnv({ ...valid, SALES_HOURS: 'lun-vie 9-18' })).toThrow(
      /SALES_HOURS: part "lun-vie 9-18": "9-18" must be HH:MM-HH:MM between 00:00 and 24:00/,
    );
    expect(() => readEnv({ ...valid, SALES_HOURS: 'lunes 09:00-18:00' })).toThrow(
      /SALES_HOURS: part "lunes 09:00-18:00": "lunes" is not a day or day range/,
    );
    for (const minutes of ['0', '-5', '7.5', 'una hora']) {
      expect(() => readEnv({ ...valid, SALES_FIRST_CONTACT_MINUTES: minutes })).toThrow(
        /SALES_FIRST_CONTACT_MINUTES: must be/,
      );
    }
  });

  it('reads the shift webhooks as a comma-separated list of http(s) URLs', () => {
    expect(readEnv(valid).SHIFT_WEBHOOK_URLS).toEqual([]);
    const env = readEnv({
      ...valid,
      SHIFT_WEBHOOK_URLS: ' https://hooks.slack.com/services/T/B/x , https://chat.example.cl/hook,',
    });
    expect(env.SHIFT_WEBHOOK_URLS).toEqual([
      'https://hooks.slack.com/services/T/B/x',
      'https://chat.example.cl/hook',
    ]);
    expect(env.SHIFT_WEBHOOK_TIMEOUT_MS).toBe(10_000);
    expect(() =>
      readEnv({ ...valid, SHIFT_WEBHOOK_URLS: 'https://chat.example.cl/hook,ftp://x' }),
    ).toThrow(/SHIFT_WEBHOOK_URLS: must be http\(s\) URLs separated by commas/);
  });

  it('reads the privacy staff webhooks like the shift ones: optional, http(s) only', () => {
    expect(readEnv(valid).PRIVACY_WEBHOOK_URLS).toEqual([]);
    expect(
      readEnv({ ...valid, PRIVACY_WEBHOOK_URLS: 'https://chat.example.cl/privacidad' })
        .PRIVACY_WEBHOOK_URLS,
    ).toEqual(['https://chat.example.cl/privacidad']);
    expect(() => readEnv({ ...valid, PRIVACY_WEBHOOK_URLS: 'correo@andina.cl' })).toThrow(
      /PRIVACY_WEBHOOK_URLS: must be http\(s\) URLs separated by commas/,
    );
  });

  it('takes the on-duty token as optional, refuses a short one, and the example in production', () => {
    expect(readEnv(valid).ON_DUTY_API_TOKEN).toBeUndefined();
    expect(() => readEnv({ ...valid, ON_DUTY_API_TOKEN: 'short' })).toThrow(
      /ON_DUTY_API_TOKEN: must be at least 32 characters long/,
    );
    expect(() =>
      readEnv({
        ...production,
        ON_DUTY_API_TOKEN: `${EXAMPLE_SECRET_PREFIX}on-duty-token-do-not-deploy`,
      }),
    ).toThrow(/ON_DUTY_API_TOKEN: is the example value/);
  });

  it('takes the schedule tick token as optional, refuses a short one, and the example in production', () => {
    expect(readEnv(valid).SCHEDULE_TICK_TOKEN).toBeUndefined();
    expect(() => readEnv({ ...valid, SCHEDULE_TICK_TOKEN: 'short' })).toThrow(
      /SCHEDULE_TICK_TOKEN: must be at least 32 characters long/,
    );
    expect(() =>
      readEnv({
        ...production,
        SCHEDULE_TICK_TOKEN: `${EXAMPLE_SECRET_PREFIX}schedule-tick-token-do-not-deploy`,
      }),
    ).toThrow(/SCHEDULE_TICK_TOKEN: is the example value/);
  });

  it('lists every problem at once', () => {
    try {
      readEnv({});
      expect.unreachable();
    } catch (error) {
      const message = (error as Error).message;
      for (const name of [
        'NEXT_PUBLIC_SITE_URL',
        'NEXT_PUBLIC_BOOKING_URL',
        'NEXT_PUBLIC_INTEGRATION_PLATFORM_URL',
        'FIREBASE_PROJECT_ID',
        'FIRESTORE_DATABASE_ID',
        'STRAPI_URL',
        'REVALIDATE_SECRET',
        'CMS_READ_TOKEN',
        'PREVIEW_SECRET',
        'NEXT_PUBLIC_GEOCODER_URL',
      ]) {
        expect(message).toContain(name);
      }
    }
  });
});
