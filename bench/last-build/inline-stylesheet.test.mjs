// The last `npm run build` wrote the stylesheet into every prerendered page that has one
// (build/inline-stylesheet.mjs): a page that still links it makes the first paint wait for a
// second request on a slow link, and no byte budget would notice.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { readBuild } from '../build-output/build-output.mjs';
import { htmlResources } from '../build-output/html-resources.mjs';

const pages = readBuild().pages();

test('no prerendered page fetches a stylesheet before its first paint, and each carries its styles', () => {
  assert.ok(pages.length > 0);
  const linking = [];
  const unstyled = [];
  for (const { route, file } of pages) {
    const html = readFileSync(file, 'utf8');
    if (htmlResources(html).some((resource) => resource.kind === 'stylesheet')) linking.push(route);
    const inlined = /<style data-inlined-stylesheet="">([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    if (inlined.length < 1000) unstyled.push(route);
  }
  assert.deepEqual(linking, [], 'pages that still load a stylesheet');
  assert.deepEqual(unstyled, [], 'pages without the inlined stylesheet');
});
