import { defineConfig } from '@playwright/test';

// The production test bed in its Sentinel shape (scripts/test-bed): nginx, two instances, and
// Redis as a master, a replica and three sentinels. globalSetup starts it all from the current
// build and stops it by process id when the run ends. `npm run test:failover` after
// `npm run build`; ports from TEST_BED_FAILOVER_PORT (default 3730) up to +12.
export default defineConfig({
  testDir: 'e2e/failover',
  globalSetup: './e2e/failover/support/global-setup.ts',
  // One Redis deployment and one fake upstream for every spec: one at a time.
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
});
