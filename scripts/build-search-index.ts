// The site search's index, built from the pages `next build` rendered, run by `npm run build`
// right after it:
//
//   node --import tsx scripts/build-search-index.ts
//
// Reads every prerendered page (.next/server/app/**/*.html), keeps those the search covers
// (lib/search/read-page.ts, lib/search/build-index.ts) and writes one file per reader language
// into .next/search-index/, which the post-build pass copies into the standalone server and the
// route /search-index/[file] serves. Fails the build when a language's index comes out empty.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { locales } from '../lib/i18n/locales';
import { buildSearchIndex } from '../lib/search/build-index';
import { searchIndexDir } from '../lib/search/index-folder.mjs';
import { readPage } from '../lib/search/read-page';

const root = process.argv[2] ?? process.cwd();
const appDir = join(root, '.next', 'server', 'app');
const htmlFiles = readdirSync(appDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
const pages = htmlFiles.map((file) => readPage(readFileSync(join(appDir, file), 'utf8'))).filter((page) => page !== null);
const files = buildSearchIndex(pages, locales);

const out = join(root, searchIndexDir);
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
for (const [name, file] of files) {
  if (file.pages.length === 0) {
    console.error(`search index: ${name} holds no page (of ${htmlFiles.length} built pages): has Next moved them, or the pages their <main>?`);
    process.exit(1);
  }
  writeFileSync(join(out, name), JSON.stringify(file));
  const sections = file.pages.reduce((sum, page) => sum + page.sections.length, 0);
  console.log(`search index: ${searchIndexDir}/${name}, ${file.pages.length} pages, ${sections} sections`);
}
