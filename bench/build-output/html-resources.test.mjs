import assert from 'node:assert/strict';
import { test } from 'node:test';
import { htmlResources } from './html-resources.mjs';

const page = `<!DOCTYPE html><html><head>
<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>
<link rel="stylesheet" href="/_next/static/chunks/inlined.css" data-precedence="next" disabled=""/>
<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>
<link rel="preload" as="font" href="/fonts/brand.woff2" crossorigin=""/>
<link rel="preload" as="image" href="/images/flags/ke.svg"/>
<link rel="icon" href="/icon.svg?icon.123.svg" type="image/svg+xml"/>
<link rel="canonical" href="https://www.kilelepay.co.ke/ke"/>
<script src="/_next/static/chunks/main.js" async=""></script>
<script src="/_next/static/chunks/polyfills.js" noModule=""></script>
</head><body>
<img src="/images/flags/ke.svg" width="24" height="16" alt=""/>
<img src="/images/below-the-fold.png" loading="lazy" alt=""/>
<img srcset="/_next/image?url=%2Fimages%2Fhero.png&amp;w=640 1x, /_next/image?url=%2Fimages%2Fhero.png&amp;w=1080 2x" alt=""/>
<script>self.__next_f.push([1,"<img src=\\"/images/not-markup.png\\">"])</script>
<script src='/_next/static/chunks/page.js' async></script>
</body></html>`;

test('lists what the markup loads, once each, in document order', () => {
  assert.deepEqual(htmlResources(page), [
    { kind: 'stylesheet', url: '/_next/static/chunks/a.css' },
    { kind: 'script', url: '/_next/static/chunks/main.js' },
    { kind: 'font', url: '/fonts/brand.woff2' },
    { kind: 'image', url: '/images/flags/ke.svg' },
    { kind: 'icon', url: '/icon.svg?icon.123.svg' },
    { kind: 'image', url: '/_next/image?url=%2Fimages%2Fhero.png&w=640' },
    { kind: 'script', url: '/_next/static/chunks/page.js' },
  ]);
});

test('skips nomodule polyfills, disabled stylesheets, lazy images and text inside inline scripts', () => {
  const urls = htmlResources(page).map((resource) => resource.url);
  assert.ok(!urls.includes('/_next/static/chunks/inlined.css'));
  assert.ok(!urls.includes('/_next/static/chunks/polyfills.js'));
  assert.ok(!urls.includes('/images/below-the-fold.png'));
  assert.ok(!urls.includes('/images/not-markup.png'));
});
