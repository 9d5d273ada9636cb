import Redis from 'ioredis';
import { Queue } from 'bullmq';
import { withFakeUpstream } from '@/test/route-harness';
import { startRedisSocket } from '@/test/redis-socket';
import type { RedisSocket } from '@/test/redis-socket';
import { closeOutbox, startOutboxWorker } from './outbox';
import { contactLead } from './lead';

// Every connection the site opens goes to this file's own redis-server, on a Unix socket.
jest.mock('../redis', () => {
  const actual = jest.requireActual('../redis');
  const { default: Client } = jest.requireActual('ioredis');
  const open = () => new Client({ path: process.env.KILELE_TEST_REDIS_SOCKET, maxRetriesPerRequest: null });
  let shared: Redis | undefined;
  return {
    ...actual,
    redisClient: () => (shared ??= open()),
    openRedis: () => open(),
    writesReplicated: async () => true,
    whenRedisReady: () => undefined,
  };
});

let redis: RedisSocket;
let queue: Queue;
let connection: Redis;
const harness = withFakeUpstream((url) => ({ MAIL_API_URL: `${url}/mail`, MAIL_TO: 'inbox@kilelepay.test', REDIS_URL: 'redis://127.0.0.1:6379' }));

beforeAll(async () => {
  redis = await startRedisSocket();
  process.env.KILELE_TEST_REDIS_SOCKET = redis.path;
  connection = new Redis({ path: redis.path, maxRetriesPerRequest: null });
  queue = new Queue('leads', { connection, prefix: 'kilele' });
});

afterAll(async () => {
  await closeOutbox();
  await queue.close();
  connection.disconnect();
  const { redisClient } = jest.requireMock('../redis');
  redisClient().disconnect();
  await redis.stop();
});

async function settled(id: string): Promise<string> {
  for (let waited = 0; waited < 15_000; waited += 100) {
    const state = await queue.getJobState(id);
    if (state === 'completed' || state === 'failed') return state;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return 'unsettled';
}

describe('the outbox worker', () => {
  it('refuses a job written into Redis by hand that its form would refuse: dead letter, a log line, nothing mailed', async () => {
    const valid = contactLead({
      fullname: 'Achieng Otieno',
      email: 'achieng@example.co.ke',
      company: 'Soko',
      phone: '+254712345678',
      subject: 'Developer APIs',
      message: 'a lead the route stored',
    });
    const jobs = {
      'contact-by-hand-bad-email': { ...valid, data: { ...valid.data, email: 'not an address', message: 'by hand, bad email' } },
      'newsletter-by-hand-no-data': { kind: 'newsletter', summary: {} },
      'contact-by-hand-not-a-lead': 'DROP EVERYTHING',
      'contact-from-the-route': valid,
    };
    for (const [id, data] of Object.entries(jobs)) await queue.add(id.split('-')[0] ?? 'contact', data, { jobId: id, attempts: 5 });

    startOutboxWorker();
    for (const id of Object.keys(jobs)) await settled(id);

    expect(await queue.getJobState('contact-from-the-route')).toBe('completed');
    for (const id of ['contact-by-hand-bad-email', 'newsletter-by-hand-no-data', 'contact-by-hand-not-a-lead']) {
      expect(await queue.getJobState(id)).toBe('failed');
      const job = await queue.getJob(id);
      // Straight to the dead letters: no retry would make it valid.
      expect(job?.attemptsMade).toBe(1);
      expect(job?.failedReason).toContain('not a valid lead');
      expect(harness.logs().some((line) => line.includes('"event":"outbox.invalid-job"') && line.includes(id))).toBe(true);
    }
    expect(harness.upstream.requests.map(({ text }) => JSON.parse(text).data.message)).toEqual(['a lead the route stored']);
  });
});
