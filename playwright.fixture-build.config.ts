import { defineConfig, devices } from '@playwright/test';
import { launchOptions } from './playwright.config';
import { fixturePort } from './test/fixture-build/folders';

// The editors' end-to-end test: the site built from a copy of the articles plus fixture posts
// (test/fixture-build/serve.ts), served on its own port so it never meets the main e2e server.
const port = fixturePort;

export default defineConfig({
  testDir: 'test/fixture-build',
  forbidOnly: !!process.env.CI,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  // No service worker: each visit sees the build on the network (e2e/offline.spec.ts tests it).
  use: { baseURL: `http://127.0.0.1:${port}`, launchOptions, serviceWorkers: 'block' },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions } }],
  webServer: {
    command: `node --import tsx test/fixture-build/serve.ts ${port}`,
    url: `http://127.0.0.1:${port}/ke`,
    // A full `next build` first: minutes on a busy machine.
    timeout: 15 * 60_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
