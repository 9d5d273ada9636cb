import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A real, throwaway redis-server for a jest file, on a Unix socket (no TCP port to collide with
 * anyone's), without persistence. Tests point the site's Redis connections at `path` by mocking
 * lib/server/redis (see lib/server/leads/outbox.test.ts).
 */
export interface RedisSocket {
  path: string;
  stop(): Promise<void>;
}

export async function startRedisSocket(): Promise<RedisSocket> {
  const dir = mkdtempSync(join(tmpdir(), 'kilele-redis-'));
  const path = join(dir, 'redis.sock');
  const child: ChildProcess = spawn('redis-server', ['--port', '0', '--unixsocket', path, '--save', '', '--appendonly', 'no', '--dir', dir], {
    stdio: 'ignore',
  });
  for (let waited = 0; !existsSync(path); waited += 20) {
    if (waited > 10_000 || child.exitCode !== null) throw new Error('redis-server did not start (is it installed?)');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return {
    path,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
