import { spawn } from 'node:child_process';

/**
 * TEST_BED_CPU_LOAD=N: N processes that each keep a core busy for the whole run (a deploy on a
 * small VM, a traffic spike, a build beside the server), so that the bed's specs can be
 * repeated on a machine slower than the one they were written on. Unset or 0: none.
 */
export function cpuLoadFromEnv(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 0;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 0 || count > 64) {
    throw new Error(`TEST_BED_CPU_LOAD must be a whole number of busy processes from 0 to 64, not ${JSON.stringify(value)}`);
  }
  return count;
}

// Spins, and ends on its own if the run that started it is gone (it then has another parent).
const busyLoop = 'const parent = process.ppid; for (let turn = 1; ; turn += 1) if (turn % 5e7 === 0 && process.ppid !== parent) process.exit(0);';

/** Starts `count` busy loops; the function returned stops each one by its process id. */
export function startCpuLoad(count: number): () => void {
  const loops = Array.from({ length: count }, () => spawn(process.execPath, ['-e', busyLoop], { stdio: 'ignore' }));
  return () => {
    for (const loop of loops) if (loop.pid !== undefined && loop.exitCode === null && loop.signalCode === null) process.kill(loop.pid, 'SIGKILL');
  };
}

/**
 * How many times as long each step of the bed may take: 3 on a busy machine, whether the bed
 * keeps its cores busy itself (TEST_BED_CPU_LOAD) or shares them with other work
 * (TEST_BED_SHARED=1: `npm test` runs the bed beside the browser tests), 1 otherwise. The specs
 * check what happens, not how fast: the benches measure that.
 */
export function bedSlowdown(env: NodeJS.ProcessEnv = process.env): number {
  return cpuLoadFromEnv(env['TEST_BED_CPU_LOAD']) > 0 || env['TEST_BED_SHARED'] === '1' ? 3 : 1;
}
