import { defineConfig } from '@playwright/test';

// The production-shaped test bed (scripts/test-bed): nginx in front of two standalone
// instances sharing Redis, the fake upstream behind them. globalSetup starts it all from the
// current build and stops it by process id when the run ends. `npm run test:production`
// after `npm run build`; ports from TEST_BED_PORT (default 3710) up to +9.
// Under TEST_BED_CPU_LOAD (support/cpu-load.ts) every step takes longer: each test and each
// expectation is given three times as long, since these specs check what happens, not how fast
// (the benches measure that).
const slower = process.env.TEST_BED_CPU_LOAD && process.env.TEST_BED_CPU_LOAD !== '0' ? 3 : 1;

export default defineConfig({
  testDir: 'e2e/production',
  globalSetup: './e2e/production/support/global-setup.ts',
  // The specs share one Redis and one fake upstream's record of requests: one at a time.
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 30_000 * slower,
  expect: { timeout: 7_000 * slower },
  reporter: [['list']],
  // Each visit sees the network as a first visit does, whatever the service worker would keep
  // (e2e/offline.spec.ts tests it); contexts the specs open themselves inherit this.
  use: { serviceWorkers: 'block' },
});
