import { createServer } from 'node:net';
import type { Server, Socket } from 'node:net';
import { captureLogs, configure } from '@/test/route-harness';
import { closeOutbox, startOutbox } from './leads/outbox';
import { readiness } from './readiness';
import { closeRedis } from './redis';

// The build's CSP manifest does not exist before `npm run build`; readiness only needs it loaded.
jest.mock('../csp/manifest', () => ({ cspManifest: () => ({ pages: {}, runtimeStyles: [] }) }));

// A Redis that accepts the connection and never answers: the outbox cannot set itself up.
let silent: Server | undefined;
const sockets = new Set<Socket>();

beforeEach(() => captureLogs());
afterAll(async () => {
  await closeOutbox();
  closeRedis();
  sockets.forEach((socket) => socket.destroy());
  await new Promise((resolve) => silent?.close(resolve));
});

describe('readiness at start', () => {
  it('is not ready while the outbox sets itself up at start, and ready once the start has stopped waiting for it', async () => {
    silent = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent?.listen(0, '127.0.0.1', resolve));
    const address = silent.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    configure({ REDIS_URL: `redis://127.0.0.1:${port}` });

    const starting = startOutbox(600);
    expect(readiness()).toEqual({ ready: false, reasons: ['outbox'] });
    expect(await starting).toBe(false);
    // The forms have a way through a Redis that does not answer: the instance serves.
    expect(readiness()).toEqual({ ready: true });
  });
});
