/**
 * Where the end-to-end stack listens: ports of its own, beside any `npm run dev`
 * (override with E2E_PORT, E2E_AUTH_PORT and E2E_FIRESTORE_PORT).
 */
const port = Number(process.env.E2E_PORT ?? 3100);
const authPort = Number(process.env.E2E_AUTH_PORT ?? 9199);
const firestorePort = Number(process.env.E2E_FIRESTORE_PORT ?? 8180);
const bookingUrl = 'https://calendly.com/andina-digital/reunion';
// Differs from .env.example's default, so the tests show that the setting reaches the page.
const integrationPlatformUrl = 'https://plataforma.example.com/conecta';

export const e2eStack = {
  baseURL: `http://localhost:${port}`,
  bookingUrl,
  integrationPlatformUrl,
  env: {
    PORT: String(port),
    NEXT_PUBLIC_SITE_URL: `http://localhost:${port}`,
    NEXT_PUBLIC_BOOKING_URL: bookingUrl,
    NEXT_PUBLIC_INTEGRATION_PLATFORM_URL: integrationPlatformUrl,
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${authPort}`,
    FIRESTORE_EMULATOR_HOST: `127.0.0.1:${firestorePort}`,
  },
};
