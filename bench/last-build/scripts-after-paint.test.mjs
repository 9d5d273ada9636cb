// The last `npm run build` left no prerendered page that downloads the framework's scripts before
// its first paint: each adds them with the after-paint loader, and nothing else loads them.
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';

const appDirs = [join('.next', 'server', 'app'), join('.next', 'standalone', '.next', 'server', 'app')];

const htmlFiles = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });

test('every prerendered page, in the build and in the standalone server, adds its scripts after the first paint', () => {
  for (const dir of appDirs) {
    const files = htmlFiles(dir);
    assert.ok(files.length > 0, `${dir} has no pages`);
    for (const file of files) {
      const html = readFileSync(file, 'utf8');
      assert.doesNotMatch(html, /<script src="\/_next\/static\/[^"]+" async=""/, `${file} still loads a script from its head`);
      assert.doesNotMatch(html, /<link rel="preload" as="script"/, `${file} still preloads a script`);
      const loaders = html.match(/<script data-after-paint="">.*?<\/script>/g) ?? [];
      assert.equal(loaders.length, 1, `${file} has ${loaders.length} after-paint loaders`);
      assert.match(loaders[0], /\/_next\/static\/chunks\/[^"]+\.js/);
    }
  }
});
