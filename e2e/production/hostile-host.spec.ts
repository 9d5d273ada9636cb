import { createServer } from 'node:net';
import type { Server } from 'node:net';
import { expect, test } from '../support/test';
import { bed, send } from './support/bed';

// No request header decides where a server connects. A listener of the test's own counts
// every connection made to it while requests name it (and other hosts) in Host and
// X-Forwarded-Host, on the paths the proxy rewrites and redirects.

let listener: Server;
let listenerPort = 0;
let connections = 0;

test.beforeAll(async () => {
  listener = createServer((socket) => {
    connections += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  const address = listener.address();
  listenerPort = typeof address === 'object' && address ? address.port : 0;
});

test.afterAll(() => new Promise<void>((resolve) => listener.close(() => resolve())));

test('hostile Host values: every page is served, nothing connects out', async () => {
  const hosts = [
    `127.0.0.1:${listenerPort}`,
    `localhost:${listenerPort}`,
    `[::1]:${listenerPort}`,
    `0.0.0.0:${listenerPort}`,
    'evil.invalid:9',
    '169.254.169.254',
    'www.kilelepay.co.ke',
  ];
  const rewritten = ['/ug/about', '/tz/x', '/ke/blog/no-such-article', '/ke/developers/api/no-such-api'];
  const { front, instances } = bed();
  let tried = 0;
  for (const url of [...instances, front]) {
    for (const host of hosts) {
      for (const proto of ['http', 'https']) {
        const headers = { host, 'x-forwarded-host': `127.0.0.1:${listenerPort}`, 'x-forwarded-proto': proto };
        for (const path of rewritten) {
          const answer = await send(`${url}${path}`, { headers });
          tried += 1;
          expect(answer.status, `${url}${path} Host: ${host}`).toBe(200);
        }
        const redirect = await send(`${url}/about`, { headers });
        tried += 1;
        expect(redirect.status).toBe(308);
        expect(String(redirect.headers.location)).not.toMatch(new RegExp(`${listenerPort}|evil|169\\.254|localhost|127\\.0\\.0\\.1`));
      }
    }
  }
  // Any connection a server started would have arrived by now.
  await new Promise((resolve) => setTimeout(resolve, 500));
  console.log(`hostile Host: ${hosts.length} values, ${tried} requests, ${connections} connections at the listener`);
  expect(connections).toBe(0);
});
