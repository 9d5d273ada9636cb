import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { postBuild } from './post-build.mjs';

const scratch = mkdtempSync(join(tmpdir(), 'post-build-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

const sha = (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const css = 'body{color:#0f172a}';
const page = (body) =>
  `<!DOCTYPE html><html><head><link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/><script src="/_next/static/chunks/app.js" async=""></script></head><body>${body}<script>self.__next_f.push([1,"${body}"])</script></body></html>`;

/**
 * A project as `next build` leaves it: the pages (relative file → HTML) in the build and,
 * the same, in the standalone server, and what the standalone step copies.
 */
function fakeProject(name, pages, { standalonePages = pages } = {}) {
  const root = join(scratch, name);
  const write = (file, text) => {
    mkdirSync(join(root, file, '..'), { recursive: true });
    writeFileSync(join(root, file), text);
  };
  write('.next/static/chunks/site.css', `${css}\n`);
  write('.next/BUILD_ID', 'build-one');
  write('.next/prerender-manifest.json', JSON.stringify({ version: 4, routes: {}, dynamicRoutes: {} }));
  write('.next/standalone/server.js', 'server');
  write('.next/standalone/bench/results.md', 'copied by the tracer');
  write('scripts/serve.mjs', 'serve');
  write('public/icon.svg', '<svg/>');
  write('content/blog/first.mdx', '# First');
  for (const [file, html] of Object.entries(pages)) write(join('.next/server/app', file), html);
  for (const [file, html] of Object.entries(standalonePages)) write(join('.next/standalone/.next/server/app', file), html);
  return root;
}

const read = (root, file) => readFileSync(join(root, file), 'utf8');

test('one pass: every page inlined once, hashed as written, and the standalone server sends the same bytes', async () => {
  const root = fakeProject('good', { 'ke.html': page('Karibu'), 'en/ke/about.html': page('About') });
  await postBuild(root);

  for (const file of ['ke.html', 'en/ke/about.html']) {
    const html = read(root, join('.next/server/app', file));
    assert.match(html, /<style data-inlined-stylesheet="">body\{color:#0f172a\}<\/style>/);
    assert.match(html, /<script src="\/_next\/static\/chunks\/app\.js" async=""><\/script>/, "the framework's script tags stay");
    assert.match(
      html,
      /<link rel="stylesheet" href="\/_next\/static\/chunks\/site\.css" data-rest-of-stylesheet="" disabled=""\/><script>[^<]+<\/script><noscript>[^]*<\/noscript><\/body>/,
      'the whole stylesheet follows the content',
    );
    assert.equal(read(root, join('.next/standalone/.next/server/app', file)), html);
  }
  const manifest = JSON.parse(read(root, '.next/csp-manifest.json'));
  const restLoader = /<script>([^<]+)<\/script><noscript>/.exec(read(root, '.next/server/app/ke.html'))?.[1] ?? '';
  assert.deepEqual(manifest.pages['/ke'], { scripts: [sha('self.__next_f.push([1,"Karibu"])'), sha(restLoader)], styles: [sha(css)] });
  assert.deepEqual(Object.keys(manifest.pages).sort(), ['/en/ke/about', '/ke']);
  assert.equal(read(root, '.next/standalone/.next/csp-manifest.json'), read(root, '.next/csp-manifest.json'));
  assert.ok(existsSync(join(root, '.next/standalone/serve.mjs')));
  assert.ok(existsSync(join(root, '.next/standalone/content/blog/first.mdx')));
  assert.ok(!existsSync(join(root, '.next/standalone/bench')), "the repository's other files leave the standalone folder");

  // A second pass changes nothing, and drops the pages a server kept from before it.
  const before = read(root, '.next/server/app/ke.html');
  mkdirSync(join(root, '.next/server/route-cache/APP_PAGE/1/$'), { recursive: true });
  writeFileSync(join(root, '.next/server/route-cache/APP_PAGE/1/$/ke.html'), page('Stale'));
  await postBuild(root);
  assert.equal(read(root, '.next/server/app/ke.html'), before);
  assert.ok(!existsSync(join(root, '.next/server/route-cache')), 'no page served from before the pass');
});

test("the build fails when the standalone server's pages are not the build's", async () => {
  const root = fakeProject('moved', { 'ke.html': page('Karibu') }, { standalonePages: { 'en/ke.html': page('Karibu') } });
  await assert.rejects(
    postBuild(root),
    /standalone server's pages differ[\s\S]*not in the standalone server: ke\.html[\s\S]*only in the standalone server: en[/\\]ke\.html/,
  );
});

test('the build fails when a page keeps a stylesheet link the pass did not recognise, before anything is written', async () => {
  const doctored = page('Karibu').replace(
    '<link rel="stylesheet" href="/_next/static/chunks/site.css"',
    '<link href="/_next/static/chunks/site.css" rel="stylesheet"',
  );
  const root = fakeProject('changed-tag', { 'ke.html': page('Habari'), 'ke/about.html': doctored });
  await assert.rejects(postBuild(root), /Stylesheets still linked[\s\S]*\/ke\/about/);
  assert.equal(read(root, '.next/server/app/ke.html'), page('Habari'));
  assert.ok(!existsSync(join(root, '.next/csp-manifest.json')));
});
