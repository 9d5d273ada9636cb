import { startTestBed } from '../../../scripts/test-bed/index.mjs';

/**
 * Starts the bed in its Sentinel shape once for the run, every Redis and sentinel with a
 * password and TLS only; the function returned stops it.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const started = Date.now();
  const bed = await startTestBed({ basePort: Number(process.env.TEST_BED_FAILOVER_PORT ?? 3730), redis: 'sentinel', redisTls: true });
  // Workers read the bed's ports and folder from here (e2e/production/support/bed.ts).
  process.env.TEST_BED_STATE = JSON.stringify(bed.state);
  const { ports } = bed.state;
  console.log(
    `failover bed up in ${((Date.now() - started) / 1000).toFixed(1)} s: nginx :${ports.nginx}, Redis master :${ports.redis}, replica :${ports.replica}, sentinels :${ports.sentinels.join(', :')}`,
  );
  return bed.stop;
}
