import assert from 'node:assert/strict';
import { test } from 'node:test';
import { inlineStylesheetsInPage } from './inline-stylesheets.mjs';

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
