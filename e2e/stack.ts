/**
 * Where the end-to-end stack listens: ports of its own, beside any `npm run dev` (override
 * with E2E_PORT, E2E_AUTH_PORT, E2E_FIRESTORE_PORT and E2E_UPSTREAM_PORT).
 */
const port = Number(process.env.E2E_PORT ?? 3100);
const authPort = Number(process.env.E2E_AUTH_PORT ?? 9199);
const firestorePort = Number(process.env.E2E_FIRESTORE_PORT ?? 8180);
// The lead service is server configuration: the app forwards leads to this fixed port, where the
// lead tests start their stand-in. While none runs, forwarding fails and leads stay pending.
const upstreamPort = Number(process.env.E2E_UPSTREAM_PORT ?? 4710);
const bookingUrl = 'https://calendly.com/andina-digital/reunion';

export const e2eStack = {
  baseURL: `http://localhost:${port}`,
  bookingUrl,
  upstreamPort,
  env: {
    PORT: String(port),
    NEXT_PUBLIC_SITE_URL: `http://localhost:${port}`,
    NEXT_PUBLIC_BOOKING_URL: bookingUrl,
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${authPort}`,
    FIRESTORE_EMULATOR_HOST: `127.0.0.1:${firestorePort}`,
    FIREBASE_PROJECT_ID: 'demo-andina',
    FIRESTORE_DATABASE_ID: 'soporte',
    // Nothing listens on port 9: fetching Google's certificates fails the same way on every machine.
    FIREBASE_SESSION_CERTIFICATES_URL: 'http://127.0.0.1:9/certificates',
    LEADS_UPSTREAM_URL: `http://127.0.0.1:${upstreamPort}/leads`,
    // Short, so a hanging lead service fails a forward within a test.
    LEADS_UPSTREAM_TIMEOUT_MS: '4000',
    LEADS_RATE_LIMIT_PER_MINUTE: '5',
  },
};
