import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { connect, createServer } from 'node:net';
import { captureLogs, configure } from '@/test/route-harness';
import { checkServerConfigAtBoot } from '../boot';
import { serverConfig } from '../config';
import { closeRedis, connectRedis, redisClient } from '../redis';
import { contactLead, leadId } from './lead';
import { closeOutbox, enqueueLead, startOutboxWorker } from './outbox';

// A real redis-server (installed with the test tools), one for this file, stopped by its pid.
let redis: ChildProcess | undefined;
let redisUrl = '';

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const answersPing = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      socket.destroy();
      resolve(chunk.toString().startsWith('+PONG'));
    });
    socket.on('error', () => resolve(false));
  });

beforeAll(async () => {
  const port = await freePort();
  redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  redisUrl = `redis://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  while (!(await answersPing(port))) {
    if (Date.now() > deadline) throw new Error('redis-server did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}, 15_000);

afterAll(async () => {
  await closeOutbox();
  closeRedis();
  redis?.kill('SIGKILL');
});

let logs: () => string[] = () => [];
beforeEach(async () => {
  logs = captureLogs();
  await closeOutbox();
  closeRedis();
  configure({ REDIS_URL: redisUrl });
});

function sharedTarget() {
  const target = serverConfig().redis;
  if (!target) throw new Error('REDIS_URL is set');
  return target;
}

/**
 * Once the shared connection has sent `command`, the process does nothing else for `ms` (a new
 * instance loading its code, a machine whose CPU is taken): the answer, which Redis sends at
 * once, is read only after that, later than the command timeout.
 */
function busyAfterSending(command: string, ms: number): void {
  const client = redisClient(sharedTarget());
  const send = client.sendCommand.bind(client);
  let stalled = false;
  jest.spyOn(client, 'sendCommand').mockImplementation((sent, stream) => {
    const result = send(sent, stream);
    // Not the connection's own check as it opens (an INFO too): a command of the open connection.
    if (sent.name === command && client.status === 'ready' && !stalled) {
      stalled = true;
      const until = Date.now() + ms;
      while (Date.now() < until);
    }
    return result;
  });
}

const lead = (text: string) =>
  contactLead({ fullname: 'Wanjiru Kamau', email: 'wanjiru@example.co.ke', company: 'Soko', phone: '+254712345678', subject: 'Other', message: text });

describe('the outbox on a fresh instance of a busy machine', () => {
  it('stores the first lead when the process was too busy to read Redis right after its start', async () => {
    // Longer than any command timeout, right after BullMQ asked Redis its version: a start on a loaded machine.
    busyAfterSending('info', 3_500);
    await checkServerConfigAtBoot();
    const first = lead('first lead after a slow start');
    const id = leadId(first, 'inbox@kilelepay.test', serverConfig().leadIdSecret);
    expect(await enqueueLead(first, id)).toEqual({ kind: 'queued', id });
    expect(logs().some((line) => line.includes('"event":"outbox.ready"'))).toBe(true);
  }, 30_000);

  it('stores leads after its queue failed to set itself up, rather than mailing every one of them on the side', async () => {
    expect(await connectRedis(sharedTarget(), 5_000)).toBe(true);
    // A worker started without the boot's wait, and a stall while its queue asks Redis its version.
    busyAfterSending('info', 3_500);
    startOutboxWorker();
    const later = lead('a lead after the set-up failed');
    const id = leadId(later, 'inbox@kilelepay.test', serverConfig().leadIdSecret);
    expect(await enqueueLead(later, id)).toEqual({ kind: 'queued', id });
    expect(logs().some((line) => line.includes('"event":"outbox.setup-failed"'))).toBe(true);
  }, 30_000);
});
