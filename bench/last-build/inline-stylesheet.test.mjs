// The last `npm run build` wrote into every prerendered page that has a stylesheet the rules it
// uses (build/inline-stylesheet.mjs), and linked the whole stylesheet only after the page's
// content: a page whose stylesheet is linked before its content makes the first paint wait for a
// second request on a slow link, and no byte budget would notice.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { readBuild } from '../build-output/build-output.mjs';
import { htmlResources } from '../build-output/html-resources.mjs';

const pages = readBuild().pages();
/** The whole stylesheet as the build loads it, after everything else in the body. */
const restOfStylesheet =
  /<link rel="stylesheet" href="\/_next\/static\/[^"]+\.css" data-rest-of-stylesheet="" disabled=""\/><script>[^<]+<\/script><noscript>[\s\S]*?<\/noscript><\/body>/;

test("no prerendered page fetches a stylesheet before its first paint, each carries its styles, and the whole stylesheet follows the page's content", () => {
  assert.ok(pages.length > 0);
  const linking = [];
  const unstyled = [];
  const withoutTheRest = [];
  for (const { route, file } of pages) {
    const html = readFileSync(file, 'utf8');
    const beforeTheRest = html.replace(restOfStylesheet, '</body>');
    if (htmlResources(beforeTheRest).some((resource) => resource.kind === 'stylesheet')) linking.push(route);
    const inlined = /<style data-inlined-stylesheet="">([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    if (inlined.length < 1000) unstyled.push(route);
    if (!restOfStylesheet.test(html)) withoutTheRest.push(route);
  }
  assert.deepEqual(linking, [], 'pages that load a stylesheet before their content');
  assert.deepEqual(unstyled, [], 'pages without the inlined stylesheet');
  assert.deepEqual(withoutTheRest, [], 'pages that never load the whole stylesheet');
});
