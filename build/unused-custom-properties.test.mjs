import assert from 'node:assert/strict';
import { test } from 'node:test';
import { withoutUnusedCustomProperties } from './unused-custom-properties.mjs';

const tailwindLike = [
  '@layer properties{@supports (((-webkit-hyphens:none))){*,:before,:after{--tw-shadow:0 0 #0000;--tw-rotate-x:initial;--tw-font-weight:initial}}}',
  '@layer theme{:root{--font-sans:ui-sans-serif;--default-font-family:var(--font-sans);--color-brand-700:#0a5;--color-red-700:#b00;--color-sky-100:#def;--text-sm:.875rem}}',
  '@layer base{html{font-family:var(--default-font-family)}}',
  '@layer utilities{.font-bold{--tw-font-weight:700;font-weight:700}.shadow-sm{--tw-shadow:0 1px 2px #0000001a;box-shadow:var(--tw-shadow)}.text-brand-700{color:var(--color-brand-700)}}',
  '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
  '@property --tw-rotate-x{syntax:"*";inherits:false}',
  '@property --tw-font-weight{syntax:"*";inherits:false}',
].join('');

test("a variable's default stays when a rule reads it, directly or through another variable", () => {
  const css = withoutUnusedCustomProperties(tailwindLike, '<p class="shadow-sm">Karibu</p>');
  assert.match(css, /--tw-shadow:0 0 #0000/, "the shadow's fallback, read by .shadow-sm");
  assert.match(css, /@property --tw-shadow\{/);
  assert.match(css, /--color-brand-700:#0a5/);
  assert.match(css, /--default-font-family:var\(--font-sans\)/);
  assert.match(css, /--font-sans:ui-sans-serif/, 'read only through --default-font-family');
});

test('a default nothing reads goes, with its registration; a utility that sets a variable keeps it', () => {
  const css = withoutUnusedCustomProperties(tailwindLike, '<p>Karibu</p>');
  assert.doesNotMatch(css, /--tw-rotate-x/);
  assert.doesNotMatch(css, /--color-red-700|--color-sky-100|--text-sm/);
  assert.doesNotMatch(css, /@property --tw-font-weight/, 'set by .font-bold but read by no rule');
  assert.match(css, /\.font-bold\{--tw-font-weight:700;font-weight:700\}/);
});

test("a variable the page's own HTML reads keeps its default", () => {
  const css = withoutUnusedCustomProperties(tailwindLike, '<p style="color:var(--color-red-700)">Hitilafu</p>');
  assert.match(css, /--color-red-700:#b00/);
});

test('blocks left empty are dropped, and nothing else changes', () => {
  const css = withoutUnusedCustomProperties('@layer properties{@supports (x:y){*{--tw-unused:0}}}@layer base{p{margin:0}}', '');
  assert.equal(css, '@layer base{p{margin:0}}');
  const untouched = '@layer base{p{margin:0}}@media (min-width:40rem){.sm\\:flex{display:flex}}';
  assert.equal(withoutUnusedCustomProperties(untouched, ''), untouched);
});
