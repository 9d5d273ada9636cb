import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { IncomingHttpHeaders, Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Webhook } from 'standardwebhooks';
import { stkCallbackSchema } from '../../../lib/mpesa-sandbox/callback';
import { resultDescriptions } from '../../../lib/mpesa-sandbox/result-codes';
import { sandboxWebhookSecret } from '../../../lib/mpesa-sandbox/webhook-signature';
import { run } from './main';

const execFileAsync = promisify(execFile);

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A local handler: it records every request and answers with the status `answer` gives. */
async function handler(answer: (request: Received) => number) {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = { headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      received.push(request);
      res.writeHead(answer(request), { 'Content-Type': 'application/json' }).end('{"received":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = address !== null && typeof address === 'object' ? address.port : 0;
  return { url: `http://127.0.0.1:${port}/mpesa/callback`, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A correct handler: it verifies with the official Standard Webhooks library, 204 or 400. */
function verifying(secret = sandboxWebhookSecret) {
  return ({ headers, body }: Received) => {
    try {
      const signed = {
        'webhook-id': String(headers['webhook-id']),
        'webhook-timestamp': String(headers['webhook-timestamp']),
        'webhook-signature': String(headers['webhook-signature']),
      };
      stkCallbackSchema.parse(new Webhook(secret).verify(body, signed));
      return 204;
    } catch {
      return 400;
    }
  };
}

async function cli(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const status = await run(args, { print: (line) => out.push(line), error: (line) => err.push(line) });
  return { status, out: out.join('\n'), err: err.join('\n') };
}

const servers: { close: () => Promise<void> }[] = [];
async function started(answer: (request: Received) => number) {
  const server = await handler(answer);
  servers.push(server);
  return server;
}

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

const spoiledCases = ['tampered-body', 'wrong-secret', 'stale-timestamp', 'future-timestamp', 'unsigned'];

describe('kilele-sandbox trigger all', () => {
  it('exits 0 against a handler that verifies with the official Standard Webhooks library', async () => {
    const server = await started(verifying());
    const { status, out } = await cli('trigger', 'all', '--forward-to', server.url);
    expect(out).toContain('All 14 cases passed');
    expect(status).toBe(0);
    for (const name of [
      'result 0',
      'result 1',
      'result 1001',
      'result 1032',
      'result 1037',
      'result 2001',
      'duplicate #1',
      'duplicate #2',
      'late',
      ...spoiledCases,
    ]) {
      expect(out).toMatch(new RegExp(`^${name} .* ok$`, 'm'));
    }
    expect(out).toMatch(/^no-callback +test number 254700009001 +nothing +none sent +ok$/m);
    expect(server.received).toHaveLength(14);
  });

  it('exits non-zero against a handler that accepts everything, naming the spoiled callbacks it accepted', async () => {
    const server = await started(() => 200);
    const { status, out } = await cli('trigger', 'all', '--forward-to', server.url);
    expect(status).toBe(1);
    expect(out).toContain(`5 of 14 cases failed: ${spoiledCases.join(', ')}`);
    for (const name of spoiledCases) expect(out).toMatch(new RegExp(`^${name} .* 200 .* FAIL$`, 'm'));
  });

  it('exits non-zero against a handler that refuses valid callbacks (here: a duplicate), naming them', async () => {
    const seen = new Set<string>();
    const verify = verifying();
    const server = await started((request) => {
      const id = String(request.headers['webhook-id']);
      if (seen.has(id)) return 409;
      seen.add(id);
      return verify(request);
    });
    const { status, out } = await cli('trigger', 'all', '--forward-to', server.url);
    expect(status).toBe(1);
    expect(out).toContain('1 of 14 cases failed: duplicate #2');
  });

  it('exits non-zero when nothing answers', async () => {
    const server = await started(() => 204);
    await server.close();
    servers.length = 0;
    const { status, out } = await cli('trigger', 'all', '--forward-to', server.url, '--timeout', '2000');
    expect(status).toBe(1);
    expect(out).toContain('14 of 14 cases failed');
  });

  it('signs with --secret, and a handler holding that secret passes', async () => {
    const secret = `whsec_${Buffer.from('a merchant’s own sandbox secret').toString('base64').replace(/=+$/, '')}`;
    const server = await started(verifying(secret));
    expect((await cli('trigger', 'all', '--forward-to', server.url, '--secret', secret)).status).toBe(0);
  });
});

describe('kilele-sandbox trigger <one outcome>', () => {
  it('sends a result code’s callback as the sandbox builds it, and prints the request and the answer', async () => {
    const server = await started(verifying());
    const { status, out } = await cli('trigger', '1032', '--forward-to', server.url);
    expect(status).toBe(0);
    const [request] = server.received;
    const body = stkCallbackSchema.parse(JSON.parse(request?.body ?? ''));
    expect(body.data).toMatchObject({ phone: '254700001032', status: 'failed', result_code: 1032, result_description: resultDescriptions[1032] });
    expect(request?.headers['user-agent']).toBe('KilelePay-Webhooks/1.0');
    expect(out).toContain('POST /mpesa/callback HTTP/1.1');
    expect(out).toContain(`webhook-signature: ${String(request?.headers['webhook-signature'])}`);
    expect(out).toContain(request?.body);
    expect(out).toMatch(/^< 204 No Content in \d+ ms$/m);
  });

  it('sends the duplicate twice with the same webhook-id, body and signature', async () => {
    const server = await started(verifying());
    const { status } = await cli('trigger', 'duplicate', '--forward-to', server.url);
    expect(status).toBe(0);
    const [first, second] = server.received;
    expect(server.received).toHaveLength(2);
    expect(second?.headers['webhook-id']).toBe(first?.headers['webhook-id']);
    expect(second?.headers['webhook-signature']).toBe(first?.headers['webhook-signature']);
    expect(second?.body).toBe(first?.body);
  });

  it('takes a test number, sends nothing for the one that never calls back, and fails on a refusal', async () => {
    const server = await started(() => 500);
    const late = await cli('trigger', '254700009003', '--forward-to', server.url);
    expect(late.out).toContain('> late delivery');
    expect(late.out).toMatch(/^< 500 Internal Server Error in \d+ ms$/m);
    expect(late.status).toBe(1);
    const silent = await cli('trigger', '254700009001', '--forward-to', server.url);
    expect(silent).toMatchObject({ status: 0 });
    expect(silent.out).toContain('Nothing sent.');
    expect(server.received).toHaveLength(1);
  });

  it('refuses a wrong command line with status 2 and says why', async () => {
    expect(await cli('trigger', '1033', '--forward-to', 'http://localhost:1/')).toMatchObject({ status: 2, err: expect.stringContaining('Not a result code') });
    expect(await cli('trigger', '0', '--forward-to', 'ftp://localhost/')).toMatchObject({ status: 2, err: expect.stringContaining('http:// or https://') });
    expect(await cli('trigger', '0')).toMatchObject({ status: 2, err: expect.stringContaining('--forward-to is required') });
    expect(await cli('trigger', '0', '--forward-to', 'http://localhost:1/', '--secret', 'hunter2')).toMatchObject({
      status: 2,
      err: expect.stringContaining('whsec_'),
    });
    expect(await cli('listen', '--nope')).toMatchObject({ status: 2 });
    expect(await cli('--help')).toMatchObject({ status: 0, out: expect.stringContaining('Usage: kilele-sandbox trigger') });
  });
});

describe('the package', () => {
  it('bundles into one file that runs with Node alone', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'kilele-sandbox-'));
    try {
      const bundle = join(folder, 'kilele-sandbox.mjs');
      await execFileAsync(process.execPath, [join(__dirname, '..', 'build.mjs'), bundle]);
      const server = await started(verifying());
      const { stdout } = await execFileAsync(process.execPath, [bundle, 'trigger', '0', '--forward-to', server.url], { cwd: folder });
      expect(stdout).toMatch(/^< 204 No Content in \d+ ms$/m);
      expect(server.received).toHaveLength(1);
      await expect(execFileAsync(process.execPath, [bundle, 'trigger', 'all', '--forward-to', 'http://127.0.0.1:9/'], { cwd: folder })).rejects.toMatchObject({
        code: 1,
      });
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }, 30_000);
});
