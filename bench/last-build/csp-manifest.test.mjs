// The last `npm run build` wrote a CSP manifest that matches the pages it built: a build that
// skipped the step, or pages changed after it, would serve policies that refuse their scripts.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { cspManifestFile } from '../../lib/csp/manifest-file.mjs';
import { inlineHashes, isNextCrashPage } from '../../build/csp-manifest.mjs';
import { readPages } from '../../build/html-pages.mjs';

const manifest = JSON.parse(readFileSync(join(process.cwd(), cspManifestFile), 'utf8'));

test('every prerendered page is in the manifest with the hashes of its own inline scripts and styles', () => {
  const pages = readPages(join(process.cwd(), '.next')).filter((page) => !isNextCrashPage(page.path));
  assert.deepEqual(Object.keys(manifest.pages).sort(), pages.map((page) => page.path).sort());
  for (const { path, html } of pages) {
    const { scripts, styles } = inlineHashes(html);
    assert.ok(scripts.length > 0, `${path} has no inline script: is this still a Next page?`);
    assert.deepEqual(manifest.pages[path], { scripts, styles }, path);
  }
});
