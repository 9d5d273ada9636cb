import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { inlineStylesheet, inlineStylesheetInPage, stylesheetsStillLinked } from './inline-stylesheet.mjs';

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

/** The step over a build directory that holds the stylesheet, as the post-build pass runs it. */
function step() {
  mkdirSync(join(temporary, 'static', 'chunks'), { recursive: true });
  writeFileSync(join(temporary, 'static', 'chunks', 'site.css'), `${css['/_next/static/chunks/site.css']}\n`);
  return inlineStylesheet(temporary);
}

test('the step reads the stylesheet from the build, once inlined the pages pass its check', () => {
  const { rewrite, check } = step();
  assert.equal(rewrite(page), inlineStylesheetInPage(page, read));
  check([{ path: '/ke', html: rewrite(page) }]);
});

test('the build fails when a page still links a stylesheet the step did not recognise (Next changed its tag)', () => {
  const { rewrite, check } = step();
  const doctored = '<head><link data-precedence="next" rel="stylesheet" href="/_next/static/chunks/site.css"/></head>';
  const pages = [
    { path: '/ke', html: rewrite(page) },
    { path: '/ke/about', html: rewrite(doctored) },
  ];
  assert.throws(() => check(pages), /Stylesheets still linked after inlining[\s\S]*\/ke\/about/);
});

test('the build fails when no page at all was inlined', () => {
  const { rewrite, check } = step();
  assert.throws(
    () => check([{ path: '/ke', html: rewrite('<head><title>Kilele Pay</title></head><body></body>') }]),
    /No prerendered page .* carries the inlined stylesheet/,
  );
});
