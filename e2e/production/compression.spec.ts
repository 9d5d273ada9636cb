import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from '../support/test';
import { allPages } from '../support/routes';
import { bed, send } from './support/bed';

// Compression at the front door: nginx compresses, the instances send plain bodies. Brotli to
// a browser that accepts it (every current one), gzip to one that only takes gzip, nothing to a
// client that asks for neither; the same bytes once decoded.

const chrome = 'gzip, deflate, br, zstd';
const gzipOnly = 'gzip, deflate';

test('every page comes in brotli to a browser that accepts it and in gzip to one that does not, the same page either way, brotli smaller', async () => {
  const { front } = bed();
  for (const path of allPages) {
    const plain = await send(`${front}${path}`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.status, path).toBe(200);
    expect(plain.headers['content-encoding'], path).toBeUndefined();

    const brotli = await send(`${front}${path}`, { headers: { 'accept-encoding': chrome } });
    expect(brotli.headers['content-encoding'], path).toBe('br');
    expect(String(brotli.headers['vary']), path).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.body).toString('utf8'), path).toBe(plain.text);

    const gzip = await send(`${front}${path}`, { headers: { 'accept-encoding': gzipOnly } });
    expect(gzip.headers['content-encoding'], path).toBe('gzip');
    expect(gunzipSync(gzip.body).toString('utf8'), path).toBe(plain.text);

    expect(brotli.body.length, path).toBeLessThan(gzip.body.length);
  }
});

test("a page's scripts, the sitemap, the OpenAPI document and llms-full.txt come compressed too", async () => {
  const { front } = bed();
  const page = await send(`${front}/ke`);
  const scripts = [...new Set(page.text.match(/\/_next\/static\/[\w/.-]+\.js/g) ?? [])];
  expect(scripts.length).toBeGreaterThan(0);
  for (const path of [...scripts, '/sitemap.xml', '/openapi.json', '/llms-full.txt']) {
    const plain = await send(`${front}${path}`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.status, path).toBe(200);
    // Files under a kilobyte are sent as they are: compressing them saves nothing on the wire.
    if (plain.body.length < 1024) continue;
    const brotli = await send(`${front}${path}`, { headers: { 'accept-encoding': chrome } });
    expect(brotli.headers['content-encoding'], path).toBe('br');
    expect(brotliDecompressSync(brotli.body).equals(plain.body), path).toBe(true);
  }
});
