import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { inlineStylesheets, inlineStylesheetsInPage } from './inline-stylesheets.mjs';

const css = { '/_next/static/chunks/site.css': 'body{color:#0f172a}' };
const read = (href) => css[href] ?? assert.fail(`unexpected ${href}`);
const page = '<head><link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/><link rel="icon" href="/icon.svg"/></head>';

test('the stylesheet is written into the page and its link disabled, so nothing is fetched before the first paint', () => {
  assert.equal(
    inlineStylesheetsInPage(page, read),
    '<head><style data-precedence="next">body{color:#0f172a}</style><link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next" disabled=""/><link rel="icon" href="/icon.svg"/></head>',
  );
});

test('a page already inlined is left as it is', () => {
  const once = inlineStylesheetsInPage(page, read);
  assert.equal(inlineStylesheetsInPage(once, read), once);
});

test('a stylesheet that would close the <style> element early is refused', () => {
  assert.throws(() => inlineStylesheetsInPage(page, () => 'a::after{content:"</style><script>"}'), /cannot be inlined/);
});

const build = mkdtempSync(join(tmpdir(), 'inline-stylesheets-'));
after(() => rmSync(build, { recursive: true, force: true }));

test('a build inlines its pages, and the standalone server gets the same pages', () => {
  const pages = [join(build, 'server', 'app', 'ke.html'), join(build, 'standalone', '.next', 'server', 'app', 'ke.html')];
  mkdirSync(join(build, 'static', 'chunks'), { recursive: true });
  writeFileSync(join(build, 'static', 'chunks', 'site.css'), `${css['/_next/static/chunks/site.css']}\n`);
  for (const file of pages) {
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, page);
  }
  assert.equal(inlineStylesheets(build).length, 2);
  for (const file of pages) assert.equal(readFileSync(file, 'utf8'), inlineStylesheetsInPage(page, read));
});
