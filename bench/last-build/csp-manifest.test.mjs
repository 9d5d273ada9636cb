// The last `npm run build` wrote a CSP manifest that matches the pages it built: a build that
// skipped the step, or pages changed after it, would serve policies that refuse their scripts.
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { cspManifestFile } from '../../lib/csp/manifest-file.mjs';
import { inlineHashes, pagePath } from '../../build/csp-manifest.mjs';

const appDir = join(process.cwd(), '.next', 'server', 'app');
const manifest = JSON.parse(readFileSync(join(process.cwd(), cspManifestFile), 'utf8'));

const htmlFiles = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });

test('every prerendered page is in the manifest with the hashes of its own inline scripts and styles', () => {
  const pages = htmlFiles(appDir)
    .map((file) => [pagePath(appDir, file), file])
    .filter(([path]) => path !== '/_global-error');
  assert.ok(pages.length > 0);
  assert.deepEqual(Object.keys(manifest.pages).sort(), pages.map(([path]) => path).sort());
  for (const [path, file] of pages) {
    const { scripts, styles } = inlineHashes(readFileSync(file, 'utf8'));
    assert.ok(scripts.length > 0, `${path} has no inline script: is this still a Next page?`);
    assert.deepEqual(manifest.pages[path], { scripts, styles }, path);
  }
});
