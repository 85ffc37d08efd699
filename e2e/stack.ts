/** Where the end-to-end stack listens: its own ports, beside any `npm run dev`. */
const port = Number(process.env.E2E_PORT ?? 3100);

export const e2eStack = {
  baseURL: `http://localhost:${port}`,
  bookingUrl: 'https://calendly.com/andina-digital/reunion',
  env: {
    PORT: String(port),
    NEXT_PUBLIC_SITE_URL: `http://localhost:${port}`,
    NEXT_PUBLIC_BOOKING_URL: 'https://calendly.com/andina-digital/reunion',
    FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9199',
    FIRESTORE_EMULATOR_HOST: '127.0.0.1:8180',
  },
};
