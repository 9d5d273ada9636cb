// The site search's index files of the last `npm run build` (read from its pages into
// .next/search-index/), against their budget: the bytes a reader downloads on first using the
// search, per reader language, every piece together.
// gzip is what the budget holds (as for pages); brotli, what the front door sends, is shown.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { kilobyte } from '../build-output/build-output.mjs';
import { loadBudgets } from '../budgets.mjs';
import { searchIndexDir } from '../../lib/search/index-folder.mjs';

const budget = loadBudgets().searchIndexKb.max;
const readers = ['en', 'sw'];
const kb = (bytes) => `${(bytes / kilobyte).toFixed(1)} KB`;

/** A file of the build's index folder, by its address (/search-index/en.json). */
function indexFile(href) {
  const file = join(process.cwd(), searchIndexDir, href.split('/').at(-1));
  if (!existsSync(file)) throw new Error(`${href} was not built (no ${file}): run \`npm run build\` first`);
  return readFileSync(file, 'utf8');
}

/** A reader's file and the pieces its first piece names. */
function indexPieces(reader) {
  const first = indexFile(`/search-index/${reader}.json`);
  const { pieces } = JSON.parse(first);
  return [first, ...pieces.map(indexFile)];
}

for (const reader of readers) {
  test(`the ${reader} search index stays within ${budget} KB gzip`, (t) => {
    const pieces = indexPieces(reader);
    const gzip = pieces.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
    const brotli = pieces.reduce((sum, body) => sum + brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length, 0);
    t.diagnostic(
      `${reader}: ${pieces.length} piece(s), ${kb(pieces.reduce((sum, body) => sum + Buffer.byteLength(body), 0))} raw, ${kb(gzip)} gzip, ${kb(brotli)} brotli`,
    );
    assert.ok(gzip <= budget * kilobyte, `/search-index/${reader}.json: ${kb(gzip)} gzip (budget ≤ ${budget} KB gzip): cut it in pieces or make it smaller`);
  });
}
