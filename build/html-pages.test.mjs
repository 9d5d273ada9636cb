import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { readPages } from './html-pages.mjs';

const scratch = mkdtempSync(join(tmpdir(), 'html-pages-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

function fakeBuild(name, files) {
  const distDir = join(scratch, name);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(join(distDir, 'server', 'app', file, '..'), { recursive: true });
    writeFileSync(join(distDir, 'server', 'app', file), text);
  }
  return distDir;
}

test('every .html page below the app output is read, at any depth, named by the path it serves', () => {
  const distDir = fakeBuild('nested', {
    'index.html': '<p>root</p>',
    'ke.html': '<p>home</p>',
    'en/ke/about.html': '<p>about</p>',
    'sw/ke/blog/makala.html': '<p>makala</p>',
    'ke.rsc': 'not a page',
    'ke/page.js': 'not a page',
  });
  const pages = readPages(distDir);
  assert.deepEqual(
    pages.map((page) => [page.path, page.relativeFile, page.html]),
    [
      ['/en/ke/about', join('en', 'ke', 'about.html'), '<p>about</p>'],
      ['/', 'index.html', '<p>root</p>'],
      ['/ke', 'ke.html', '<p>home</p>'],
      ['/sw/ke/blog/makala', join('sw', 'ke', 'blog', 'makala.html'), '<p>makala</p>'],
    ],
  );
});

test('a build without any page fails, naming where it looked', () => {
  const distDir = fakeBuild('empty', { 'ke.rsc': 'not a page' });
  assert.throws(() => readPages(distDir), /server[/\\]app holds no \.html page/);
});
