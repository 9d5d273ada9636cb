import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { inlineStylesheetInPage, inlineStylesheets, stylesheetsStillLinked } from './inline-stylesheet.mjs';

const css = { '/_next/static/chunks/site.css': 'body{color:#0f172a}' };
const read = (href) => css[href] ?? assert.fail(`unexpected ${href}`);
const page = '<head><link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/><link rel="icon" href="/icon.svg"/></head>';

test('the stylesheet is written into the page and its link disabled, so the first paint needs only the HTML', () => {
  const inlined = inlineStylesheetInPage(page, read);
  assert.equal(
    inlined,
    '<head><style data-inlined-stylesheet="">body{color:#0f172a}</style><link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next" disabled=""/><link rel="icon" href="/icon.svg"/></head>',
  );
  assert.deepEqual(stylesheetsStillLinked(inlined), []);
});

test('a page already inlined is left as it is', () => {
  const once = inlineStylesheetInPage(page, read);
  assert.equal(inlineStylesheetInPage(once, read), once);
});

test('a stylesheet that would close the <style> element early is refused', () => {
  assert.throws(() => inlineStylesheetInPage(page, () => 'a::after{content:"</style><script>"}'), /cannot be inlined/);
});

const temporary = mkdtempSync(join(tmpdir(), 'inline-stylesheet-'));
after(() => rmSync(temporary, { recursive: true, force: true }));

/** A build folder with `pages` (name → HTML) in the build and in the standalone server. */
function fakeBuild(name, pages) {
  const build = join(temporary, name);
  mkdirSync(join(build, 'static', 'chunks'), { recursive: true });
  writeFileSync(join(build, 'static', 'chunks', 'site.css'), `${css['/_next/static/chunks/site.css']}\n`);
  const files = [];
  for (const dir of [join(build, 'server', 'app'), join(build, 'standalone', '.next', 'server', 'app')]) {
    mkdirSync(dir, { recursive: true });
    for (const [file, html] of Object.entries(pages)) {
      writeFileSync(join(dir, file), html);
      files.push(join(dir, file));
    }
  }
  return { build, files };
}

test('a build inlines its pages, and the standalone server gets the same pages', () => {
  const { build, files } = fakeBuild('good', { 'ke.html': page });
  assert.equal(inlineStylesheets(build).changed.length, 2);
  for (const file of files) assert.equal(readFileSync(file, 'utf8'), inlineStylesheetInPage(page, read));
  // A second run changes nothing and still finds every page inlined.
  assert.deepEqual(inlineStylesheets(build), { changed: [], inlined: files });
});

test('the build fails when a page still links a stylesheet the step did not recognise (Next changed its tag)', () => {
  const doctored = '<head><link data-precedence="next" rel="stylesheet" href="/_next/static/chunks/site.css"/></head>';
  const { build } = fakeBuild('changed-tag', { 'ke.html': page, 'about.html': doctored });
  assert.throws(() => inlineStylesheets(build), /Stylesheets still linked after inlining[\s\S]*about\.html/);
});

test('the build fails when no page at all was inlined', () => {
  const { build } = fakeBuild('nothing', { 'ke.html': '<head><title>Kilele Pay</title></head><body></body>' });
  assert.throws(() => inlineStylesheets(build), /No prerendered page .* carries the inlined stylesheet/);
});
