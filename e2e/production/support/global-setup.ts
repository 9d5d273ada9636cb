import { startTestBed } from '../../../scripts/test-bed/index.mjs';
import { cpuLoadFromEnv, startCpuLoad } from './cpu-load';

/** Starts the bed once for the run; the function returned stops it (Playwright's teardown). */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const started = Date.now();
  // Started first, so that the instances start on a busy machine too.
  const load = cpuLoadFromEnv(process.env.TEST_BED_CPU_LOAD);
  const stopLoad = startCpuLoad(load);
  if (load > 0) console.log(`test bed under load: ${load} busy process${load === 1 ? '' : 'es'} for the whole run (TEST_BED_CPU_LOAD)`);
  try {
    const bed = await startTestBed({ basePort: Number(process.env.TEST_BED_PORT ?? 3710) });
    // Workers read the bed's ports and folder from here.
    process.env.TEST_BED_STATE = JSON.stringify(bed.state);
    console.log(
      `test bed up in ${((Date.now() - started) / 1000).toFixed(1)} s: nginx :${bed.state.ports.nginx} → instances :${bed.state.ports.instances.join(', :')}`,
    );
    return async () => {
      try {
        await bed.stop();
      } finally {
        stopLoad();
      }
    };
  } catch (error) {
    stopLoad();
    throw error;
  }
}
