import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import type { LaunchOptions } from '@playwright/test';

// Tests run against a production build (`npm run build` first). BASE_URL points them at a
// server that is already running instead; otherwise Playwright starts `next start` itself
// and stops it by its process id when the run ends.
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = process.env.BASE_URL ?? `http://127.0.0.1:${port}`;

// Debian's Chromium where it is installed (`npm run test:setup`); Playwright's own browser elsewhere.
const systemChromium = '/usr/bin/chromium';
const launchOptions: LaunchOptions = existsSync(systemChromium)
  ? {
      executablePath: systemChromium,
      args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-gpu'],
    }
  : {};

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions,
  },
  projects: [
    // Tests tagged @desktop-only or @once (request-level checks) run in the desktop project only.
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions }, grepInvert: /@mobile-only/ },
    { name: 'mobile', use: { ...devices['Pixel 7'], launchOptions }, grepInvert: /@desktop-only|@once/ },
  ],
  webServer: process.env.BASE_URL
    ? undefined
    : {
        command: `node node_modules/next/dist/bin/next start --port ${port} --hostname 127.0.0.1`,
        url: `${baseURL}/ke`,
        reuseExistingServer: !process.env.CI,
        timeout: 120_000,
        stdout: 'ignore',
        stderr: 'pipe',
      },
});
