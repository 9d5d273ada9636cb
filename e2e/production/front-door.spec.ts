import { readFileSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import { TLSSocket, connect as tlsConnect } from 'node:tls';
import { join } from 'node:path';
import { killInstance, restartInstance } from '../../scripts/test-bed/index.mjs';
import { pageCacheSeconds, routerHeaders } from '../../scripts/test-bed/nginx-config.mjs';
import { expect, test } from '../support/test';
import { unique } from '../support/fake-upstream';
import { bed, publicOrigin, send } from './support/bed';
import type { Answer } from './support/bed';

// The front door serves what is static itself: pages from a short cache, the build's assets and
// public/ from disk, precompressed. Node answers route handlers, answers rendered per request
// and cache misses. These specs share the bed with the others, and put back what they stop.

// A browser's request, on the public name.
const publicHost = new URL(publicOrigin).host;
const browser = { host: publicHost, 'accept-encoding': 'gzip, deflate, br, zstd' };
const staticFolder = join('.next', 'standalone', '.next', 'static');

/** The headers a visitor's browser acts on, whoever sent the answer. */
const sharedHeaders = [
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
  'x-frame-options',
  'cache-control',
  'content-type',
];
const headersOf = (answer: Answer) => Object.fromEntries(sharedHeaders.map((name) => [name, answer.headers[name]]));

function accessLines(uri: string): { uri: string; cache: string; status: number }[] {
  return readFileSync(join(bed().dir, 'access.log'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line))
    .filter((entry) => entry.uri === uri);
}

const scriptsOf = (html: string) => [...new Set(html.match(/\/_next\/static\/[\w/.~-]+\.js/g) ?? [])];

test('a spike on one page reaches Node once: the others wait for that answer and share it', async () => {
  const { front } = bed();
  const uri = `/ke/about?spike=${unique()}`;
  const answers = await Promise.all(Array.from({ length: 40 }, () => send(`${front}${uri}`, { headers: browser })));
  expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
  expect(new Set(answers.map((answer) => answer.body.toString('base64'))).size).toBe(1);
  expect(answers[0]?.headers['content-encoding']).toBe('br');
  await expect.poll(() => accessLines(uri).length).toBe(40);
  expect(accessLines(uri).filter((line) => line.cache === 'MISS')).toHaveLength(1);
});

test('a spike as the copy expires reaches Node once: the others get the copy being refreshed, with the page’s own headers', async () => {
  const { front, instances } = bed();
  const uri = `/ke/products?expiry=${unique()}`;
  const first = await send(`${front}${uri}`, { headers: browser });
  await new Promise((resolve) => setTimeout(resolve, (pageCacheSeconds + 1) * 1000));
  const answers = await Promise.all(Array.from({ length: 40 }, () => send(`${front}${uri}`, { headers: browser })));
  expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
  await expect.poll(() => accessLines(uri).length).toBe(41);
  const statuses = accessLines(uri).map((line) => line.cache);
  // One request refreshed the copy; every other one was answered without Node.
  expect(statuses.filter((status) => status === 'EXPIRED' || status === 'MISS')).toEqual(['MISS', 'EXPIRED']);
  expect(statuses.filter((status) => status !== 'EXPIRED' && status !== 'MISS').every((status) => status === 'UPDATING' || status === 'HIT')).toBe(true);
  // The browser gets the page's own Cache-Control, never the one the cache read.
  const fromNode = await send(`${instances[0]}${uri}`);
  for (const answer of [first, ...answers]) expect(headersOf(answer)).toEqual(headersOf(fromNode));
});

test('one copy per encoding whatever Accept-Encoding a browser writes, and never an RSC payload for the page or the page for one', async () => {
  const { front, instances } = bed();
  const uri = `/ke/about?variants=${unique()}`;
  const chrome = await send(`${front}${uri}`, { headers: browser });
  const safari = await send(`${front}${uri}`, { headers: { host: publicHost, 'accept-encoding': 'gzip, deflate, br' } });
  expect([chrome.headers['x-cache-status'], safari.headers['x-cache-status']]).toEqual(['MISS', 'HIT']);
  expect(safari.headers['content-encoding']).toBe('br');
  // The client router's request for the same address (Next answers it with its payload, or with a
  // redirect to the address that has it) never takes the page's copy, nor leaves its own there.
  const payload = await send(`${front}${uri}`, { headers: { ...browser, rsc: '1' } });
  expect(payload.headers['x-cache-status']).toBe('MISS');
  expect(String(payload.headers['content-type'] ?? '')).not.toMatch(/^text\/html/);
  const page = await send(`${front}${uri}`, { headers: browser });
  expect([page.headers['x-cache-status'], page.headers['content-type']]).toEqual(['HIT', 'text/html; charset=utf-8']);
  // The cache keys on the router's headers in place of Vary: Node's Vary may name no other.
  const vary = String((await send(`${instances[0]}${uri}`)).headers['vary'] ?? '');
  const named = vary
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  expect(named.filter((name) => name !== 'accept-encoding' && !routerHeaders.includes(name))).toEqual([]);
});

test('the build’s scripts come from disk, in the copies the build compressed at the highest level, with the headers Node gives them', async () => {
  const { front, instances } = bed();
  const page = await send(`${front}/ke`);
  const scripts = scriptsOf(page.text);
  expect(scripts.length).toBeGreaterThan(0);
  for (const path of scripts) {
    const file = join(staticFolder, path.slice('/_next/static/'.length));
    const fromNode = await send(`${instances[0]}${path}`);
    const brotli = await send(`${front}${path}`, { headers: browser });
    expect(brotli.status, path).toBe(200);
    expect(headersOf(brotli), path).toEqual(headersOf(fromNode));
    expect(brotli.headers['cache-control'], path).toBe('public, max-age=31536000, immutable');
    if (fromNode.body.length < 1024) continue;
    expect(brotli.headers['content-encoding'], path).toBe('br');
    expect(brotli.body.equals(readFileSync(`${file}.br`)), `${path}: the build's brotli copy`).toBe(true);
    const gzip = await send(`${front}${path}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding'], path).toBe('gzip');
    expect(gzip.body.equals(readFileSync(`${file}.gz`)), `${path}: the build's gzip copy`).toBe(true);
  }
  // A name no build has is a 404 from disk, not a request to Node.
  expect((await send(`${front}/_next/static/chunks/not-a-chunk-${unique()}.js`)).status).toBe(404);
});

test('public files come from disk with the headers Node gives them', async () => {
  const { front, instances } = bed();
  // The service worker among them: never immutable, and under its own policy.
  for (const path of ['/images/logo.svg', '/sw.js']) {
    const fromNode = await send(`${instances[0]}${path}`);
    const fromDisk = await send(`${front}${path}`, { headers: browser });
    expect(fromDisk.status, path).toBe(200);
    expect(headersOf(fromDisk), path).toEqual(headersOf(fromNode));
    expect(fromDisk.headers['x-cache-status'], path).toBeUndefined();
  }
  expect((await send(`${front}/sw.js`)).headers['cache-control']).toBe('no-cache');
});

test('route handlers and answers that are not pages of the build are never kept', async () => {
  const { front } = bed();
  for (const path of ['/api/health/live', `/ke/sw/ripoti-${unique()}.pdf`]) {
    const first = await send(`${front}${path}`, { headers: browser });
    const second = await send(`${front}${path}`, { headers: browser });
    expect(second.status, path).toBe(first.status);
    expect(second.headers['x-cache-status'], path).not.toBe('HIT');
  }
  // A redirect is never kept either: each one is Node's own answer, with its whole Location.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const redirect = await send(`${front}/ke/en/about`, { headers: browser });
    expect(redirect.status).toBe(308);
    expect(redirect.headers.location).toBe('/ke/about');
    expect(redirect.headers['x-cache-status']).not.toBe('HIT');
  }
  // A page asked again within the interval is the cache's copy, with this request's own id.
  const page = `/ke/developers?fresh=${unique()}`;
  const first = await send(`${front}${page}`, { headers: browser });
  const again = await send(`${front}${page}`, { headers: browser });
  expect([first.headers['x-cache-status'], again.headers['x-cache-status']]).toEqual(['MISS', 'HIT']);
  expect(again.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
  expect(headersOf(again)).toEqual(headersOf(first));
});

test('with every instance stopped, pages already served and every static file still answer, headers and policy included', async () => {
  test.setTimeout(90_000);
  const state = bed();
  const page = `/ke/about?outage=${unique()}`;
  const before = await send(`${state.front}${page}`, { headers: browser });
  expect(before.status).toBe(200);
  const scripts = scriptsOf((await send(`${state.front}${page}`)).text);
  try {
    await killInstance(state, 0);
    await killInstance(state, 1);
    // Past the interval: the copy has expired, and no instance can give a new one.
    await new Promise((resolve) => setTimeout(resolve, (pageCacheSeconds + 1) * 1000));
    const during = await send(`${state.front}${page}`, { headers: browser });
    expect(during.status).toBe(200);
    expect(during.headers['x-cache-status']).toBe('STALE');
    expect(headersOf(during)).toEqual(headersOf(before));
    expect(during.body.equals(before.body)).toBe(true);
    for (const path of scripts) expect((await send(`${state.front}${path}`, { headers: browser })).status, path).toBe(200);
    expect((await send(`${state.front}/images/logo.svg`)).status).toBe(200);
    // What only Node can answer says so.
    expect((await send(`${state.front}/api/health/ready`)).status).toBe(502);
  } finally {
    await restartInstance(state, 0);
    await restartInstance(state, 1);
  }
});

/** Next's own headers: where its proxy rewrote a request, how it cached and prerendered a page. */
const internalHeader = /^(x-middleware-|x-nextjs-|x-powered-by$)/;

test('no answer tells the world Next’s internal headers or nginx’s version: pages, cached pages, the API and the build’s files', async () => {
  const { front } = bed();
  const visitor = { host: publicHost, 'x-forwarded-proto': 'https' };
  const page = await send(`${front}/ke/about?headers=${unique()}`, { headers: visitor });
  const script = scriptsOf(page.text)[0];
  expect(script).toBeDefined();
  // Asked twice: the second is the cache's copy.
  await send(`${front}/ke`, { headers: visitor });
  const answers = {
    // /ke/about is /ke/en/about rewritten by the proxy.
    page,
    cachedPage: await send(`${front}/ke`, { headers: visitor }),
    search: await send(`${front}/ke/search?q=mpesa`, { headers: visitor }),
    api: await send(`${front}/api/health/live`, { headers: visitor }),
    apiNotFound: await send(`${front}/api/no-such-route`, { headers: visitor }),
    lead: await send(`${front}/api/contact`, { json: {}, headers: { ...visitor, origin: `https://${publicHost}` } }),
    asset: await send(`${front}${script}`, { headers: visitor }),
    missingAsset: await send(`${front}/_next/static/chunks/not-a-chunk-${unique()}.js`, { headers: visitor }),
  };
  expect(answers.cachedPage.headers['x-cache-status']).toBe('HIT');
  // Node does send them (the page's rewrite at least): the front door is what hides them.
  expect(
    Object.keys((await send(`${bed().instances[0]}/ke/about`, { headers: { host: publicHost } })).headers).filter((name) => internalHeader.test(name)),
  ).not.toEqual([]);
  for (const [name, answer] of Object.entries(answers)) {
    expect(
      Object.keys(answer.headers).filter((header) => internalHeader.test(header)),
      name,
    ).toEqual([]);
    expect(answer.headers.server, name).toBe('nginx');
  }
  // nginx's own error page names no version either.
  expect(answers.missingAsset.status).toBe(404);
  expect(answers.missingAsset.text).not.toMatch(/nginx\/\d/);
});

test('over TLS 1.2 or 1.3 the front door serves the site with HSTS; TLS 1.0 and 1.1 are refused', async () => {
  const state = bed();
  const ca = readFileSync(join(state.dir, 'tls-certificate.pem'));
  const answer = await new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; protocol: string | null }>((resolve, reject) => {
    const request = httpsRequest(
      { host: '127.0.0.1', port: state.ports.tls, servername: publicHost, ca, path: '/ke', headers: { host: publicHost }, agent: false },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            protocol: response.socket instanceof TLSSocket ? response.socket.getProtocol() : null,
          }),
        );
      },
    );
    request.on('error', reject);
    request.end();
  });
  expect(answer.status).toBe(200);
  expect(['TLSv1.2', 'TLSv1.3']).toContain(answer.protocol);
  expect(answer.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
  expect(answer.headers.server).toBe('nginx');

  for (const version of ['TLSv1', 'TLSv1.1'] as const) {
    const refusal = await new Promise<string>((resolve) => {
      // The client allows the old version (OpenSSL's security level lowered): the refusal is the server's.
      const socket = tlsConnect({
        host: '127.0.0.1',
        port: state.ports.tls,
        servername: publicHost,
        ca,
        minVersion: version,
        maxVersion: version,
        ciphers: 'DEFAULT:@SECLEVEL=0',
      });
      socket.on('secureConnect', () => {
        socket.destroy();
        resolve(`accepted ${socket.getProtocol()}`);
      });
      socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    });
    expect(refusal, version).toBe('ERR_SSL_TLSV1_ALERT_PROTOCOL_VERSION');
  }
});
