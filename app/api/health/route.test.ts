import { closeRedis } from '@/lib/server/redis';
import { captureLogs, configure } from '@/test/route-harness';
import { GET as live } from './live/route';
import { GET } from './route';

beforeEach(() => {
  captureLogs();
});
afterAll(() => closeRedis());

describe('GET /api/health', () => {
  it('tells the public only that the process answers: no version, no store state, no outbox counts', async () => {
    configure({ REDIS_URL: 'redis://:hunter2@127.0.0.1:1', PAYMENTS_PASSWORD: 'secret-pw' });
    const response = GET();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ live: true });
    expect(text).not.toMatch(/version|redis|outbox|hunter2|secret-pw|\d+\.\d+\.\d+/);
  });

  it('declares JSON in UTF-8 on the public health answers', () => {
    for (const response of [GET(), live()]) expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
  });
});
