import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { buildCspManifest, hashSource, inlineHashes, notFullyStatic, runtimeStyleTexts } from './csp-manifest.mjs';

const scratch = mkdtempSync(join(tmpdir(), 'csp-manifest-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

const sha = (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

test('hashSource is the CSP source expression of the text', () => {
  // The example of the CSP specification's hash-source section.
  assert.equal(hashSource("alert('Hello, world.');"), "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
});

test('every inline script and <style> is hashed as the browser reads it; external scripts are not', () => {
  const html = [
    '<!DOCTYPE html><html><head><style>body{color:red}</style>',
    '<script src="/_next/static/chunks/a.js" async=""></script>',
    '<script type="application/ld+json">{"@type":"WebSite"}</script></head><body>',
    '<script>self.__next_f.push([1,"a &amp; b"])</script>',
    '<script>line one\r\nline two</script>',
    '<template><script>inside()</script></template>',
    '<svg><style>circle{fill:red}</style></svg></body></html>',
  ].join('');
  const { scripts, styles, problems } = inlineHashes(html);
  assert.deepEqual(problems, []);
  // Script text is raw: no entity is decoded; the parser turns CRLF into LF before hashing.
  assert.deepEqual(scripts, [sha('{"@type":"WebSite"}'), sha('self.__next_f.push([1,"a &amp; b"])'), sha('line one\nline two'), sha('inside()')]);
  assert.deepEqual(styles, [sha('body{color:red}'), sha('circle{fill:red}')]);
});

test('a style attribute or an inline event handler is reported: no hash can allow it', () => {
  const { problems } = inlineHashes('<p style="color:red" onclick="go()">x</p>');
  assert.equal(problems.length, 2);
  assert.match(problems[0], /style="color:red" on <p>/);
  assert.match(problems[1], /onclick/);
});

test('the manifest maps each prerendered page to its hashes, and fails the build on what it cannot allow', () => {
  const distDir = join(scratch, 'build');
  mkdirSync(distDir, { recursive: true });
  writeFileSync(join(distDir, 'prerender-manifest.json'), JSON.stringify(staticPrerenders));
  const pages = [
    { path: '/ke', html: '<script>home()</script>' },
    { path: '/ke/blog/first', html: '<script>post()</script>' },
    { path: '/_global-error', html: '<p style="margin:0">Next’s own crash page</p>' },
  ];
  const manifest = buildCspManifest(distDir, pages);
  assert.deepEqual(manifest.pages, {
    '/ke': { scripts: [sha('home()')], styles: [] },
    '/ke/blog/first': { scripts: [sha('post()')], styles: [] },
  });
  assert.deepEqual(manifest.runtimeStyles, runtimeStyleTexts().map(sha));

  assert.throws(() => buildCspManifest(distDir, [{ path: '/ke', html: '<pre style="color:red">x</pre>' }]), /\/ke: style="color:red" on <pre>/);
});

// The shape of Next's prerender manifest for a site whose every page is static.
const staticPrerenders = {
  version: 4,
  routes: {
    '/ke': { initialRevalidateSeconds: false, srcRoute: '/[country]', dataRoute: '/ke.rsc' },
    '/ke/blog/first': { initialRevalidateSeconds: false, srcRoute: '/[country]/blog/[slug]', dataRoute: '/ke/blog/first.rsc' },
  },
  dynamicRoutes: { '/[country]': { fallback: false, routeRegex: '^/([^/]+?)(?:/)?$' }, '/[country]/blog/[slug]': { fallback: false } },
};

test('a build whose prerendered routes are all static passes the static check', () => {
  assert.deepEqual(notFullyStatic(staticPrerenders), []);
});

test('a page that revalidates, is partially prerendered or renders unknown params on demand fails the build, named', () => {
  const doctored = structuredClone(staticPrerenders);
  doctored.routes['/ke'].initialRevalidateSeconds = 60;
  doctored.routes['/ke/blog/first'].renderingMode = 'PARTIALLY_STATIC';
  doctored.dynamicRoutes['/[country]/blog/[slug]'].fallback = null;
  assert.deepEqual(notFullyStatic(doctored), [
    '/ke: revalidates (initialRevalidateSeconds 60)',
    '/ke/blog/first: partially prerendered',
    '/[country]/blog/[slug]: renders params on demand (fallback null; set dynamicParams = false)',
  ]);
  assert.match(notFullyStatic({ version: 5, pages: {} })[0], /Next changed its format/);

  const distDir = join(scratch, 'doctored');
  mkdirSync(distDir, { recursive: true });
  const pages = [{ path: '/ke', html: '<script>home()</script>' }];
  assert.throws(() => buildCspManifest(distDir, pages), /prerender-manifest\.json is missing/);
  writeFileSync(join(distDir, 'prerender-manifest.json'), JSON.stringify(doctored));
  assert.throws(() => buildCspManifest(distDir, pages), /not fully static[\s\S]*\/ke: revalidates/);
});

test('the toast library’s inserted stylesheet is found in the installed package', () => {
  const [empty, css] = runtimeStyleTexts();
  assert.equal(empty, '');
  assert.match(css, /\[data-sonner-toaster\]/);
});
