/**
 * Where the end-to-end stack listens: ports of its own, beside any `npm run dev` (override
 * with E2E_PORT, E2E_AUTH_PORT, E2E_FIRESTORE_PORT, E2E_UPSTREAM_PORT, E2E_HOOK_PORT, E2E_ODOO_PORT,
 * E2E_SLACK_PORT, E2E_STRAPI_PORT and E2E_REDIS_PORT). Two web instances share Next's cache in the stack's Redis,
 * as behind a load balancer: the second listens on E2E_PORT + 1 and never gets Strapi's webhook.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
const redisPort = Number(process.env.E2E_REDIS_PORT ?? 6390);
const authPort = Number(process.env.E2E_AUTH_PORT ?? 9199);
const firestorePort = Number(process.env.E2E_FIRESTORE_PORT ?? 8180);
// The lead service is server configuration: the app forwards leads to this fixed port, where the
// lead tests start their stand-in. While none runs, forwarding fails and leads stay pending.
const upstreamPort = Number(process.env.E2E_UPSTREAM_PORT ?? 4710);
// The two chat hooks told of shift handoffs: this port and the next, where the notification tests
// start their stand-ins. While none runs, notifications fail and wait in the outbox.
const hookPort = Number(process.env.E2E_HOOK_PORT ?? 4720);
// Odoo's CRM is outside the product: the Odoo tests start a stand-in speaking its JSON-2 API on
// this port, with this key and database. While none runs, leads wait for Odoo as `pending`.
const odooPort = Number(process.env.E2E_ODOO_PORT ?? 4730);
const odoo = { apiKey: 'e2e-only-odoo-api-key-0123456789', database: 'andina-e2e' };
// Slack's Web API is outside the product: the Slack tests start a stand-in on this port. The app
// is on (token and signing secret) without a shift channel or user groups, so the other tests'
// notices stay as they are; clicks and /turno reach the routes signed with this secret.
const slackPort = Number(process.env.E2E_SLACK_PORT ?? 4740);
const slack = {
  token: 'xoxb-e2e-only-slack-bot-token',
  signingSecret: 'e2e-only-slack-signing-secret-0123456789',
};
// Calendly's deliveries reach the booking route signed with this key (e2e/calendly).
const calendly = { signingKey: 'e2e-only-calendly-signing-key-0123456789' };
const hookUrls = [hookPort, hookPort + 1].map((hook) => `http://127.0.0.1:${hook}/hook`);
const strapiPort = Number(process.env.E2E_STRAPI_PORT ?? 1437);
const bookingUrl = 'https://calendly.com/andina-digital/reunion';
const geocoderUrl = 'https://nominatim.openstreetmap.org/reverse';
const strapiUrl = `http://127.0.0.1:${strapiPort}`;
// Marketers open the admin at this address, the same site as the web app (localhost), so that
// its preview frame keeps the Draft Mode cookie.
const strapiAdminUrl = `http://localhost:${strapiPort}`;
// Local-only values of the test stack.
const revalidateSecret = 'e2e-only-revalidate-secret-0123456789';
const cmsAdmin = { email: 'e2e-admin@andina.test', password: 'AndinaE2e2025' };
// The site's server-side Strapi API token (read-only, blog only): Strapi creates it with this key.
const cmsReadToken = 'e2e-only-cms-read-token-0123456789abcdef';
// Strapi's Preview button carries it to /api/preview.
const previewSecret = 'e2e-only-preview-secret-0123456789abcdef';
// What other tools present to GET /api/on-duty.
const onDutyToken = 'e2e-only-on-duty-token-0123456789abcdef';
// What the every-minute trigger presents to POST /api/schedule/tick (the stack ticks by itself).
const scheduleTickToken = 'e2e-only-schedule-tick-token-0123456789abcdef';
// Differs from .env.example's default, so the tests show that the setting reaches the page.
const integrationPlatformUrl = 'https://plataforma.example.com/conecta';

export const e2eStack = {
  baseURL: `http://localhost:${port}`,
  /** The instance that does not receive Strapi's webhook. */
  secondBaseURL: `http://localhost:${port + 1}`,
  redisPort,
  bookingUrl,
  upstreamPort,
  hookPort,
  hookUrls,
  odooPort,
  odoo,
  slackPort,
  slack,
  calendly,
  onDutyToken,
  scheduleTickToken,
  geocoderUrl,
  strapiUrl,
  strapiAdminUrl,
  strapiPort,
  revalidateSecret,
  cmsAdmin,
  cmsReadToken,
  previewSecret,
  integrationPlatformUrl,
  env: {
    // `npm test`'s typecheck step checked these types already (next.config.mjs).
    NEXT_BUILD_TYPES_CHECKED: 'true',
    PORT: String(port),
    WEB_INSTANCES: '2',
    REDIS_PORT: String(redisPort),
    NEXT_PUBLIC_SITE_URL: `http://localhost:${port}`,
    NEXT_PUBLIC_BOOKING_URL: bookingUrl,
    NEXT_PUBLIC_GEOCODER_URL: geocoderUrl,
    NEXT_PUBLIC_INTEGRATION_PLATFORM_URL: integrationPlatformUrl,
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${authPort}`,
    FIRESTORE_EMULATOR_HOST: `127.0.0.1:${firestorePort}`,
    FIREBASE_PROJECT_ID: 'demo-andina',
    FIRESTORE_DATABASE_ID: 'soporte',
    // Nothing listens on port 9: fetching Google's certificates fails the same way on every machine.
    FIREBASE_SESSION_CERTIFICATES_URL: 'http://127.0.0.1:9/certificates',
    LEADS_UPSTREAM_URL: `http://127.0.0.1:${upstreamPort}/leads`,
    ODOO_URL: `http://127.0.0.1:${odooPort}`,
    ODOO_DATABASE: odoo.database,
    ODOO_API_KEY: odoo.apiKey,
    ODOO_API: 'json2',
    ODOO_TIMEOUT_MS: '4000',
    // Short, so a hanging lead service fails a forward within a test.
    LEADS_UPSTREAM_TIMEOUT_MS: '4000',
    LEADS_RATE_LIMIT_PER_MINUTE: '5',
    // Split hours, not .env.example's: the demo form's thank-you view shows that they reach it.
    SALES_HOURS: 'lun-vie 09:00-13:00;lun-vie 14:00-18:00',
    // Room for the tests' bursts of hundreds of leads; the ceiling test fills one shard of it.
    LEADS_GLOBAL_LIMIT_PER_MINUTE: '2000',
    // As behind one load balancer that appends the client's address: tests set that last entry.
    TRUSTED_PROXY_HOPS: '1',
    // Tests keep their own data: the stack seeds the demo account, not the demo board.
    SEED_DEMO_BOARD: 'false',
    SHIFT_WEBHOOK_URLS: hookUrls.join(','),
    // Short, so a hanging hook fails a notification within a test.
    SHIFT_WEBHOOK_TIMEOUT_MS: '3000',
    CALENDLY_WEBHOOK_SIGNING_KEY: calendly.signingKey,
    SLACK_BOT_TOKEN: slack.token,
    SLACK_SIGNING_SECRET: slack.signingSecret,
    SLACK_API_URL: `http://127.0.0.1:${slackPort}/api`,
    ON_DUTY_API_TOKEN: onDutyToken,
    SCHEDULE_TICK_TOKEN: scheduleTickToken,
    STRAPI_URL: strapiUrl,
    STRAPI_ADMIN_URL: strapiAdminUrl,
    // A database of its own, so tests never touch the content of a dev Strapi.
    STRAPI_DATABASE_FILENAME: `.tmp/e2e-${strapiPort}.db`,
    REVALIDATE_SECRET: revalidateSecret,
    CMS_LOCAL_ADMIN_EMAIL: cmsAdmin.email,
    CMS_LOCAL_ADMIN_PASSWORD: cmsAdmin.password,
    CMS_READ_TOKEN: cmsReadToken,
    PREVIEW_SECRET: previewSecret,
  },
};
