import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { inlineStylesheet, inlineStylesheetInPage, restOfStylesheets, stylesheetsStillLinked, usedRulesFinder } from './inline-stylesheet.mjs';

const href = '/_next/static/chunks/site.css';
const css =
  '.peer:is([open],:open)~.peer-open\\:block{display:block}details[open]>summary .chevron{rotate:180deg}[aria-invalid=true]{color:red}.\\[\\&\\>svg\\]\\:w-full>svg{width:100%}:where(.space-y-2>:not(:last-child)){margin-bottom:.5rem}body{color:#0f172a}.menu-panel{display:grid}.hover\\:underline:hover{text-decoration:underline}@media (min-width:40rem){.sm\\:flex{display:flex}}@media (width<40rem){.max-sm\\:block{display:block}}';
const page = (
  body = '<a class="hover:underline sm:flex max-sm:block">Karibu</a><span class="[&amp;>svg]:w-full"><svg></svg></span><ul class="space-y-2"><li>M-Pesa</li><li>Kadi</li></ul>',
) =>
  `<html><head><link rel="stylesheet" href="${href}" data-precedence="next"/><link rel="icon" href="/icon.svg"/></head><body>${body}<script>self.__next_f.push([1,"x"])</script></body></html>`;

const temporary = mkdtempSync(join(tmpdir(), 'inline-stylesheet-'));
after(() => rmSync(temporary, { recursive: true, force: true }));
mkdirSync(join(temporary, 'static', 'chunks'), { recursive: true });
writeFileSync(join(temporary, 'static', 'chunks', 'site.css'), `${css}\n`);

test("only the rules the page uses are written into it, states and media queries included, the rest linked after the page's content", async () => {
  const inlined = await inlineStylesheetInPage(page(), usedRulesFinder(temporary));
  const style = /<style data-inlined-stylesheet="">([\s\S]*?)<\/style>/.exec(inlined)?.[1] ?? '';
  assert.match(style, /body\{color:#0f172a\}/);
  assert.match(style, /\.hover\\:underline:hover\{text-decoration:underline\}/);
  assert.match(style, /@media \(min-width:40rem\)\{\.sm\\:flex\{display:flex\}\}/);
  assert.match(style, /@media \(width<40rem\)\{\.max-sm\\:block\{display:block\}\}/, 'a "<" in a media query is no end of the rules');
  assert.match(style, /peer-open\\:block/, "an open menu's rules, though no <details> is open in the HTML");
  assert.match(style, /details\[open\]>summary \.chevron/);
  assert.match(style, /\[aria-invalid=true\]/, 'a state the page sets on a form field');
  assert.match(style, /\.\\\[\\&\\>svg\\\]\\:w-full>svg\{width:100%\}/, "an arbitrary class's rule, which Beasties cannot match");
  assert.match(style, /:where\(\.space-y-2>:not\(:last-child\)\)/, 'the gaps of a list, which Beasties cannot match');
  assert.doesNotMatch(style, /menu-panel/, 'a rule no element of the page matches stays in the file');
  assert.match(inlined, new RegExp(`</style><link rel="stylesheet" href="${href}" data-precedence="next" disabled=""/><link rel="icon"`));
  assert.ok(inlined.endsWith(`<script>self.__next_f.push([1,"x"])</script>${restOfStylesheets([href])}</body></html>`));
  assert.deepEqual(stylesheetsStillLinked(inlined), []);
});

test('the whole stylesheet follows the content, enabled by the script after it, a plain link without JavaScript', () => {
  assert.equal(
    restOfStylesheets([href]),
    `<link rel="stylesheet" href="${href}" data-rest-of-stylesheet="" disabled=""/>` +
      '<script>document.querySelectorAll("link[data-rest-of-stylesheet]").forEach(function(l){l.disabled=false})</script>' +
      `<noscript><link rel="stylesheet" href="${href}" data-rest-of-stylesheet=""/></noscript>`,
  );
});

test('a page already inlined is left as it is', async () => {
  const usedRules = usedRulesFinder(temporary);
  const once = await inlineStylesheetInPage(page(), usedRules);
  assert.equal(await inlineStylesheetInPage(once, usedRules), once);
});

test('a stylesheet that would close the <style> element early is refused', async () => {
  await assert.rejects(
    inlineStylesheetInPage(page(), async () => 'a::after{content:"</style><script>"}'),
    /cannot be inlined/,
  );
});

test('a stylesheet linked before the content is still render-blocking, wherever it is', () => {
  assert.deepEqual(stylesheetsStillLinked(`<head><link rel="stylesheet" href="${href}"/></head><body></body>`), [`<link rel="stylesheet" href="${href}"/>`]);
  const beforeContent = `<body><noscript><link rel="stylesheet" href="${href}" data-rest-of-stylesheet=""/></noscript><main>Karibu</main></body>`;
  assert.equal(stylesheetsStillLinked(beforeContent).length, 1);
});

test('the step reads the stylesheet from the build, once inlined the pages pass its check', async () => {
  const { rewrite, check } = inlineStylesheet(temporary);
  const rewritten = await rewrite(page());
  assert.equal(rewritten, await inlineStylesheetInPage(page(), usedRulesFinder(temporary)));
  check([{ path: '/ke', html: rewritten }]);
});

test('the build fails when a page still links a stylesheet the step did not recognise (Next changed its tag)', async () => {
  const { rewrite, check } = inlineStylesheet(temporary);
  const doctored = `<html><head><link data-precedence="next" rel="stylesheet" href="${href}"/></head><body></body></html>`;
  const pages = [
    { path: '/ke', html: await rewrite(page()) },
    { path: '/ke/about', html: await rewrite(doctored) },
  ];
  assert.throws(() => check(pages), /Stylesheets still linked after inlining[\s\S]*\/ke\/about/);
});

test('the build fails when no page at all was inlined', async () => {
  const { rewrite, check } = inlineStylesheet(temporary);
  assert.throws(
    () => check([{ path: '/ke', html: '<head><title>Kilele Pay</title></head><body></body>' }]),
    /No prerendered page .* carries the inlined stylesheet/,
  );
  assert.equal(await rewrite('<head><title>Kilele Pay</title></head><body></body>'), '<head><title>Kilele Pay</title></head><body></body>');
});
