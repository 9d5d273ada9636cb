// The folder a deployment ships (after `npm run build`; run by `npm run test:budgets`): only
// what runs. The server, the traced node_modules, the build's own files, the static assets,
// public/, the production entry and the articles, copied on purpose; none of the
// repository's tests, bench, docs, scripts, sources or lock file. And the pages it sends are
// the build's, as the post-build pass rewrote them (the CSP manifest hashes those bytes).
import assert from 'node:assert/strict';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { readPages } from './html-pages.mjs';

const standalone = join('.next', 'standalone');

function bytesIn(path) {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.size;
  return readdirSync(path).reduce((total, name) => total + bytesIn(join(path, name)), 0);
}

test('the standalone folder holds only what runs, the articles included', { skip: !existsSync(standalone) && 'no build' }, (t) => {
  const entries = readdirSync(standalone).sort();
  t.diagnostic(`top level: ${entries.join(', ')}`);
  t.diagnostic(`size: ${(bytesIn(standalone) / 1024 / 1024).toFixed(1)} MB`);
  assert.deepEqual(entries, ['.next', 'content', 'node_modules', 'package.json', 'public', 'serve.mjs', 'server.js']);
  assert.ok(
    readdirSync(join(standalone, 'content', 'blog')).some((name) => name.endsWith('.mdx')),
    'the articles are in content/blog',
  );
  assert.ok(existsSync(join(standalone, '.next', 'static')), 'the browser assets are in .next/static');
  assert.ok(existsSync(join(standalone, '.next', 'csp-manifest.json')), 'the CSP manifest is beside the server');
  assert.ok(existsSync(join(standalone, '.next', 'search-index', 'en.json')), 'the search index is beside the server');
});

test("the standalone server's prerendered pages are the build's, byte for byte", { skip: !existsSync(standalone) && 'no build' }, () => {
  const built = readPages('.next');
  const served = readPages(join(standalone, '.next'));
  assert.deepEqual(
    served.map((page) => page.relativeFile),
    built.map((page) => page.relativeFile),
  );
  const differing = built.filter((page, index) => served[index]?.html !== page.html).map((page) => page.path);
  assert.deepEqual(differing, [], 'pages that differ from the build');
});
