import { defineConfig, devices } from '@playwright/test';
import { e2eStack } from './e2e/stack';
import { chromiumFlags, hasSystemChromium, systemChromiumPath } from './scripts/lib/chromium';

/**
 * End-to-end tests run against the production build and the local stack (emulators and Strapi
 * on their own ports, so a running `npm run dev` does not get in the way).
 */
const launchOptions = hasSystemChromium()
  ? { executablePath: systemChromiumPath, args: chromiumFlags }
  : {};

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  // Starts the redeploy test's build B with the run when `npm test` asks (E2E_EARLY_BUILD_B).
  globalSetup: './e2e/global-setup.ts',
  use: {
    baseURL: e2eStack.baseURL,
    locale: 'es-CL',
    trace: 'retain-on-failure',
    launchOptions,
  },
  projects: [
    {
      // The support-shift tests change who is on duty: one at a time, never beside each other.
      // First in this list, so Playwright hands it a worker at once: its files run one after
      // another on that worker while the other takes desktop and mobile, instead of the whole
      // serial chain starting once desktop is done and leaving a core idle.
      name: 'support',
      testMatch: /support\/.*\.spec\.ts$/,
      workers: 1,
      fullyParallel: false,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } },
    },
    {
      name: 'desktop',
      testIgnore: [
        /\.mobile\.spec\.ts$/,
        /support\//,
        /multi-instance\//,
        /redeploy\//,
        /outage\.spec\.ts$/,
      ],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } },
    },
    {
      name: 'mobile',
      testMatch: /\.mobile\.spec\.ts$/,
      use: { ...devices['Pixel 7'] },
    },
    {
      // Both web instances at once: assigns shifts, freezes Redis and takes the lead service's
      // port, so it runs one test at a time once the others are done (beside redeploy alone).
      name: 'multi-instance',
      testMatch: /multi-instance\/.*\.spec\.ts$/,
      dependencies: ['desktop', 'support', 'mobile'],
      workers: 1,
      fullyParallel: false,
    },
    {
      // Builds a second release and runs instances of its own (its own Redis, ports E2E_PORT + 10
      // and + 11), with Strapi answering its build: once the others are done, beside
      // multi-instance, which touches none of that (a post it adds in Strapi is one more post
      // either build may show), so that the second worker is not idle for both.
      name: 'redeploy',
      testMatch: /redeploy\/.*\.spec\.ts$/,
      dependencies: ['desktop', 'support', 'mobile'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } },
    },
    {
      // Freezes Strapi, so it runs alone once the others are done.
      name: 'cms-outage',
      testMatch: /outage\.spec\.ts$/,
      dependencies: ['multi-instance', 'redeploy'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } },
    },
  ],
  webServer: {
    command: 'npm run preview',
    url: `${e2eStack.baseURL}/`,
    env: e2eStack.env,
    // A first run also installs cms/ (about 3 min, far more on a busy machine) before building.
    timeout: 1_200_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    // SIGINT lets the stack stop its emulators instead of orphaning them.
    gracefulShutdown: { signal: 'SIGINT', timeout: 15_000 },
  },
});
