import { createServer } from 'node:net';
import { closeOutbox } from '@/lib/server/leads/outbox';
import { closeRedis } from '@/lib/server/redis';
import { captureLogs, configure } from '@/test/route-harness';
import { GET } from './route';

beforeEach(() => {
  captureLogs();
});
afterAll(async () => {
  closeRedis();
  await closeOutbox();
});

describe('GET /api/health', () => {
  it('answers 200 JSON with the version, never stored, naming no setting', async () => {
    configure({
      MAIL_API_URL: 'https://mail.example.test',
      PAYMENTS_API_URL: 'https://pay.example.test',
      PAYMENTS_USERNAME: 'u',
      PAYMENTS_PASSWORD: 'secret-pw',
      PAYMENTS_MERCHANT_ID: 'm',
    });
    const response = await GET();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ ok: true, version: expect.stringMatching(/^\d+\.\d+\.\d+/), redis: 'not configured', outbox: null });
    expect(text).not.toMatch(/secret-pw|example\.test/);
  });

  it('says when the configured Redis does not answer, and stays 200 so the instance keeps serving pages', async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const address = probe.address();
    const port = typeof address === 'object' && address ? address.port : 1;
    await new Promise((resolve) => probe.close(resolve));
    configure({ REDIS_URL: `redis://:hunter2@127.0.0.1:${port}` });
    const response = await GET();
    expect(response.status).toBe(200);
    const text = await response.text();
    // The outbox's counts cannot be read either, and the request does not wait for them.
    expect(JSON.parse(text)).toEqual({ ok: false, version: expect.any(String), redis: 'down', outbox: null });
    expect(text).not.toContain('hunter2');
  });
});
