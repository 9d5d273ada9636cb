import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import type { LaunchOptions } from '@playwright/test';

// Tests run against a production build (`npm run build` first). BASE_URL points them at a
// server that is already running instead; otherwise Playwright starts the build's standalone
// server itself, as `npm start` does (and the fake upstream below), and stops it by its
// process id when the run ends.
export const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = process.env.BASE_URL ?? `http://127.0.0.1:${port}`;

// The fake upstream (test/fake-upstream.ts) listens on the next port unless told otherwise, and
// the server under test sends its mail, payment and airtime calls there (e2e/server.spec.ts).
// A server given by BASE_URL must be started with the same settings for those tests.
export const fakeUpstreamPort = Number(process.env.E2E_UPSTREAM_PORT ?? port + 1);
export const fakeUpstreamUrl = `http://127.0.0.1:${fakeUpstreamPort}`;
export const fakeUpstreamEnv = {
  MAIL_API_URL: `${fakeUpstreamUrl}/mail`,
  MAIL_TO: 'inbox@kilelepay.test',
  PAYMENTS_API_URL: `${fakeUpstreamUrl}/payments`,
  PAYMENTS_USERNAME: 'e2e-user',
  PAYMENTS_PASSWORD: 'e2e-password-5d1f',
  PAYMENTS_MERCHANT_ID: 'e2e-merchant',
  AIRTIME_API_URL: `${fakeUpstreamUrl}/airtime`,
  // Playwright connects directly: Next fills x-forwarded-for with the socket address, and
  // tests that need their own rate-limit bucket send one. Generous per-client limits keep
  // parallel form tests apart; the per-phone limit stays at its default.
  TRUST_PROXY: '1',
  RATE_LIMIT_PER_CLIENT: '500',
};

// Debian's Chromium where it is installed (`npm run test:setup`); Playwright's own browser elsewhere.
// Its headless shell first: the same engine without the full browser around it, which is what
// Playwright itself runs headless tests in. On a 2-core machine it opens a test's page in a quarter
// of the full browser's time and loads pages about a third faster.
const chromiumArgs = ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-gpu'];
const systemChromium = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path));
export const launchOptions: LaunchOptions = systemChromium ? { executablePath: systemChromium, args: chromiumArgs } : {};

/**
 * The whole browser, for what its headless shell does not do: treat a plain-HTTP origin as secure
 * (`--unsafely-treat-insecure-origin-as-secure`), which a service worker on the test bed's public
 * name needs.
 */
export const fullBrowserLaunchOptions: LaunchOptions = existsSync('/usr/bin/chromium')
  ? { executablePath: '/usr/bin/chromium', args: chromiumArgs }
  : { channel: 'chromium' };

export default defineConfig({
  testDir: 'e2e',
  // The test beds' specs run with their own configs (playwright.production.config.ts,
  // playwright.failover.config.ts).
  testIgnore: ['production/**', 'failover/**'],
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // The visual test's pictures (e2e/visual.spec.ts-snapshots/), one per name: taken in the desktop
  // project only, on the same kind of Linux machine as CI, so neither the project nor the OS is in
  // the file name.
  snapshotPathTemplate: '{testDir}/{testFilePath}-snapshots/{arg}{ext}',
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    baseURL,
    // Recording a trace of every test (to keep the failures' ones) costs each test its share of
    // screenshots and snapshots: only a retried failure is recorded (CI retries once; locally,
    // `--retries 1` or `--trace on` gives the trace of a failure).
    trace: 'on-first-retry',
    launchOptions,
    // Each spec sees the network as a first visit does; e2e/offline.spec.ts allows the service
    // worker it tests.
    serviceWorkers: 'block',
  },
  projects: [
    // Tests tagged @desktop-only, or @once, run in the desktop project only. @once marks what
    // does not depend on the screen: request-level checks, and what a page does (requests sent,
    // state kept, validation, timers) where the phone adds nothing but the same page again; what a
    // page shows and its accessibility stay checked in both projects.
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions }, grepInvert: /@mobile-only|@no-js/ },
    { name: 'mobile', use: { ...devices['Pixel 7'], launchOptions }, grepInvert: /@desktop-only|@once|@no-js/ },
    // Tests tagged @no-js: the forms as a visitor with JavaScript turned off uses them.
    { name: 'no-javascript', use: { ...devices['Desktop Chrome'], launchOptions, javaScriptEnabled: false }, grep: /@no-js/ },
  ],
  webServer: [
    // The mail, payments and airtime APIs, recording what the route handlers send them.
    {
      command: `node --import tsx test/fake-upstream.ts ${fakeUpstreamPort}`,
      url: `${fakeUpstreamUrl}/__health`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    ...(process.env.BASE_URL
      ? []
      : [
          {
            command: 'node scripts/start.mjs',
            url: `${baseURL}/ke`,
            reuseExistingServer: !process.env.CI,
            timeout: 120_000,
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
            env: { ...fakeUpstreamEnv, PORT: String(port), HOSTNAME: '127.0.0.1' },
          },
        ]),
  ],
});
