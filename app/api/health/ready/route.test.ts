import { createServer } from 'node:net';
import { closeRedis } from '@/lib/server/redis';
import { captureLogs, configure, setDraining } from '@/test/route-harness';
import { GET as live } from '../live/route';
import { GET } from './route';

// The build's CSP manifest does not exist before `npm run build`; readiness only needs it loaded.
jest.mock('../../../../lib/csp/manifest', () => ({ cspManifest: () => ({ pages: {}, runtimeStyles: [] }) }));

beforeEach(() => {
  captureLogs();
  globalThis.kilelePayProcessState = undefined;
});
afterAll(() => closeRedis());

describe('GET /api/health/ready', () => {
  it('is ready with good settings and no Redis to wait for, and not from the moment the process drains', async () => {
    configure({});
    const ready = GET();
    expect(ready.status).toBe(200);
    expect(ready.headers.get('cache-control')).toBe('no-store');
    expect(ready.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await ready.json()).toEqual({ ready: true });

    setDraining(true);
    const leaving = GET();
    expect(leaving.status).toBe(503);
    expect(await leaving.json()).toEqual({ ready: false, reasons: ['draining'] });
    // Liveness does not change: the process still runs.
    expect((await live()).status).toBe(200);
  });

  it('stays ready while the configured Redis does not answer (pages need no Redis), and is not with a bad setting', async () => {
    // A port that accepts nothing: Redis down.
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    await new Promise<void>((resolve) => server.close(() => resolve()));
    configure({ REDIS_URL: `redis://127.0.0.1:${port}` });
    const answer = GET();
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ ready: true });

    configure({ UPSTREAM_TIMEOUT_MS: 'never' });
    const misconfigured = GET();
    expect(misconfigured.status).toBe(503);
    expect(await misconfigured.json()).toEqual({ ready: false, reasons: ['settings'] });
  });
});
