import { createServer } from 'node:net';
import { closeOutbox } from './leads/outbox';
import { closeRedis } from './redis';
import { captureLogs, configure } from '@/test/route-harness';
import { healthAnswer, operatorHealth } from './health';

beforeEach(() => {
  captureLogs();
});
afterAll(async () => {
  closeRedis();
  await closeOutbox();
});

describe('operatorHealth', () => {
  it('gives operators the version, the store state and the outbox, naming no setting', async () => {
    configure({
      MAIL_API_URL: 'https://mail.example.test',
      PAYMENTS_API_URL: 'https://pay.example.test',
      PAYMENTS_USERNAME: 'u',
      PAYMENTS_PASSWORD: 'secret-pw',
      PAYMENTS_MERCHANT_ID: 'm',
    });
    const report = await operatorHealth();
    expect(report).toEqual({ ok: true, version: expect.stringMatching(/^\d+\.\d+\.\d+/), redis: 'not configured', outbox: null });
    expect(JSON.stringify(report)).not.toMatch(/secret-pw|example\.test/);
  });

  it('says when the configured Redis does not answer, without waiting for the outbox', async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const address = probe.address();
    const port = typeof address === 'object' && address ? address.port : 1;
    await new Promise((resolve) => probe.close(resolve));
    configure({ REDIS_URL: `redis://:hunter2@127.0.0.1:${port}` });
    const report = await operatorHealth();
    expect(report).toEqual({ ok: false, version: expect.any(String), redis: 'down', outbox: null });
    expect(JSON.stringify(report)).not.toContain('hunter2');
  });
});

describe('healthAnswer', () => {
  it('is JSON in UTF-8, never stored, with the status given', async () => {
    const answer = healthAnswer({ ready: false, reasons: ['draining'] }, 503);
    expect(answer.status).toBe(503);
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.json()).toEqual({ ready: false, reasons: ['draining'] });
  });
});
