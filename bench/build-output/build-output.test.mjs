import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, test } from 'node:test';
import { gzipSync } from 'node:zlib';
import { inlineScriptBytes, kilobyte, readBuild, servedBytes } from './build-output.mjs';

const logoSvg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>';

/** A fake build: what readBuild reads from `.next` and `public`, nothing else. */
function fixtureBuild({ globalErrorModules }) {
  const root = mkdtempSync(join(tmpdir(), 'build-output-'));
  const write = (path, contents) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), contents);
  };
  // Random bytes do not compress: their served size is known to a few bytes.
  const chunk = (name, size) => write(`.next/static/chunks/${name}`, randomBytes(size));
  chunk('runtime.js', 40 * kilobyte);
  chunk('router-roots.js', 3 * kilobyte);
  chunk('layout.js', 4 * kilobyte);
  chunk('heavy.js', 60 * kilobyte);
  write('.next/static/chunks/app.css', 'body{color:#111}'.repeat(200));
  write('public/images/logo.svg', logoSvg);
  write('.next/build-manifest.json', JSON.stringify({ rootMainFiles: ['static/chunks/runtime.js'], polyfillFiles: [] }));
  const clientModules = Object.fromEntries(globalErrorModules.map((path) => [path, { chunks: ['/_next/static/chunks/router-roots.js'] }]));
  write(
    '.next/server/app/_global-error/page_client-reference-manifest.js',
    `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST["/_global-error/page"] = ${JSON.stringify({ clientModules })};`,
  );
  return root;
}

const pageHtml = (...scripts) =>
  `<html><head><link rel="stylesheet" href="/_next/static/chunks/app.css"/>${scripts.map((src) => `<script src="/_next/static/chunks/${src}" async></script>`).join('')}</head><body><img src="/images/logo.svg" alt=""/></body></html>`;

const roots = [];
after(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

test('the floor is rootMainFiles plus the router roots of /_global-error', () => {
  const root = fixtureBuild({ globalErrorModules: ['[project]/node_modules/next/dist/esm/client/components/layout-router.js'] });
  roots.push(root);
  const { floor } = readBuild({ root });
  assert.ok(Math.abs(floor.rootMain - 40 * kilobyte) < 200);
  assert.ok(Math.abs(floor.routerRoots - 3 * kilobyte) < 100);
  assert.deepEqual(floor.files, ['/_next/static/chunks/runtime.js', '/_next/static/chunks/router-roots.js']);
});

test('a page that imports something heavy shows it as its own JS', () => {
  const root = fixtureBuild({ globalErrorModules: ['[project]/node_modules/next/dist/esm/client/components/layout-router.js'] });
  roots.push(root);
  const build = readBuild({ root });
  const light = build.measurePage(pageHtml('runtime.js', 'layout.js'));
  const heavy = build.measurePage(pageHtml('runtime.js', 'layout.js', 'heavy.js'));
  // layout.js (4 KB) stands in for the router roots (3 KB) it carries: about 1 KB of our own.
  assert.ok(Math.abs(light.js.own - 1 * kilobyte) < 300, `light page own JS ${light.js.own}`);
  assert.ok(Math.abs(heavy.js.own - light.js.own - 60 * kilobyte) < 300, `heavy page own JS ${heavy.js.own}`);
  assert.equal(heavy.requests, 1 + 1 + 3 + 1);
  assert.equal(heavy.css, gzipSync('body{color:#111}'.repeat(200)).length);
  assert.equal(heavy.image, logoSvg.length, 'an SVG under 1 KB is sent uncompressed');
});

test('with app code in /_global-error the floor is rootMainFiles alone', () => {
  const root = fixtureBuild({ globalErrorModules: ['[project]/app/global-error.tsx'] });
  roots.push(root);
  const { floor } = readBuild({ root });
  assert.equal(floor.routerRoots, 0);
  assert.equal(floor.bytes, floor.rootMain);
  assert.match(floor.note, /rootMainFiles only/);
});

test('resources seen on the network but absent from the markup count too', () => {
  const root = fixtureBuild({ globalErrorModules: [] });
  roots.push(root);
  const build = readBuild({ root });
  const page = build.measurePage(pageHtml('runtime.js'), {
    loaded: [
      { url: '/_next/static/chunks/heavy.js', kind: 'script', transferBytes: 1 },
      { url: '/fonts/unknown.woff2', kind: 'font', transferBytes: 12_000 },
    ],
  });
  assert.ok(page.js.own > 59 * kilobyte, 'the build size wins over the transfer size');
  assert.equal(page.font, 12_000, 'the transfer size stands in when the build has no such file');
});

test("a page's raw bytes and its inline scripts' bytes are what the phone parses, the script tags and the loaded files left out", () => {
  const root = fixtureBuild({ globalErrorModules: [] });
  roots.push(root);
  const payload = 'self.__next_f.push([1,"Karibu sana"])';
  const html = `<html><body><p>Habari</p><script src="/_next/static/chunks/runtime.js" async=""></script><script>${payload}</script><script type="application/ld+json">{"a":"ü"}</script></body></html>`;
  assert.equal(inlineScriptBytes(html), payload.length + Buffer.byteLength('{"a":"ü"}'));
  const page = readBuild({ root }).measurePage(html);
  assert.equal(page.htmlRaw, Buffer.byteLength(html));
  assert.equal(page.inlineScripts, inlineScriptBytes(html));
});

test('served bytes follow next start: gzip for text of 1 KB or more', () => {
  const text = Buffer.from('a'.repeat(5000));
  assert.equal(servedBytes(text, 'x.js'), gzipSync(text).length);
  assert.equal(servedBytes(Buffer.from('a'.repeat(1000)), 'x.js'), 1000);
  assert.equal(servedBytes(text, 'x.woff2'), 5000);
});

test('a missing build fails with a clear message', () => {
  const root = mkdtempSync(join(tmpdir(), 'no-build-'));
  roots.push(root);
  assert.throws(() => readBuild({ root }), /No build in .*: run `next build` first/);
});
