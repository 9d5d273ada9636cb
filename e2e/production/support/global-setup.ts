import { startTestBed } from '../../../scripts/test-bed/index.mjs';

/** Starts the bed once for the run; the function returned stops it (Playwright's teardown). */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const started = Date.now();
  const bed = await startTestBed({ basePort: Number(process.env.TEST_BED_PORT ?? 3710) });
  // Workers read the bed's ports and folder from here.
  process.env.TEST_BED_STATE = JSON.stringify(bed.state);
  console.log(
    `test bed up in ${((Date.now() - started) / 1000).toFixed(1)} s: nginx :${bed.state.ports.nginx} → instances :${bed.state.ports.instances.join(', :')}`,
  );
  return bed.stop;
}
