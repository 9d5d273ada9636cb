import { defineConfig } from '@playwright/test';
import { bedSlowdown } from './e2e/production/support/cpu-load';

// The production-shaped test bed (scripts/test-bed): nginx in front of two standalone
// instances sharing Redis, the fake upstream behind them. globalSetup starts it all from the
// current build and stops it by process id when the run ends. `npm run test:production`
// after `npm run build`; ports from TEST_BED_PORT (default 3710) up to +9.
// On a busy machine (TEST_BED_CPU_LOAD, or TEST_BED_SHARED=1 when `npm test` runs the bed beside
// the browser tests) every step takes longer: each test and each expectation is given three times
// as long (e2e/production/support/cpu-load.ts).
const slower = bedSlowdown();

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
