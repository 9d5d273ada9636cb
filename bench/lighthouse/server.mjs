// Starts `next start` on a free loopback port and stops it by its process group id (never by
// name: other servers on the machine are none of the bench's business).
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const host = '127.0.0.1';

/**
 * `preferred` when it is free, else the port the OS hands out.
 * @param {number} [preferred]
 * @returns {Promise<number>}
 */
export function freePort(preferred = 0) {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error) => {
      if (preferred !== 0 && error.code === 'EADDRINUSE') resolve(freePort(0));
      else reject(error);
    });
    probe.listen(preferred, host, () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : preferred));
    });
  });
}

/**
 * @param {{ root?: string, appDir?: string, port: number, timeoutMs?: number }} options `root` holds
 *   node_modules; `appDir` is the Next app to serve (the site itself unless told otherwise)
 * @returns {Promise<{ origin: string, pid: number, stop: () => Promise<void> }>}
 */
export async function startServer({ root = process.cwd(), appDir = root, port, timeoutMs = 60_000, standalone = false }) {
  const nextBin = join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
  // `standalone`: the build's standalone server, as `npm start` runs it, with what the post-build
  // pass adds there (the service worker among it); otherwise `next start` on `appDir`.
  const args = standalone ? [join(root, 'scripts', 'start.mjs')] : [nextBin, 'start', appDir, '--port', String(port), '--hostname', host];
  // Its own process group, so stop() ends the server and any worker it forked, and nothing else.
  const child = spawn(process.execPath, args, {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, NODE_ENV: 'production', ...(standalone ? { PORT: String(port), HOSTNAME: host } : {}) },
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const origin = `http://${host}:${port}`;

  async function stop() {
    if (child.exitCode !== null || child.signalCode !== null) return;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      return; // already gone
    }
    const ended = await Promise.race([exited.then(() => true), sleep(5_000).then(() => false)]);
    if (!ended) process.kill(-child.pid, 'SIGKILL');
  }

  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next start exited with ${child.exitCode}:\n${stderr}`);
    try {
      await fetch(`${origin}/`, { redirect: 'manual' });
      return { origin, pid: child.pid, stop };
    } catch {
      await sleep(250);
    }
  }
  await stop();
  throw new Error(`next start did not answer on ${origin} within ${timeoutMs / 1000} s:\n${stderr}`);
}
