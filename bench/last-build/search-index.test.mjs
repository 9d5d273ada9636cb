// The site search's index files of the last `next build`, against their budget: the bytes a
// reader downloads on first using the search, per reader language, every piece together.
// gzip is what the budget holds (as for pages); brotli, what the front door sends, is shown.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { kilobyte } from '../build-output/build-output.mjs';
import { loadBudgets } from '../budgets.mjs';
import { generatedFile } from '../../validators/last-build.mjs';

const budget = loadBudgets().searchIndexKb.max;
const readers = ['en', 'sw'];
const kb = (bytes) => `${(bytes / kilobyte).toFixed(1)} KB`;

/** A reader's file and the pieces its first piece names. */
function indexPieces(reader) {
  const first = generatedFile(`/search-index/${reader}.json`);
  const { pieces } = JSON.parse(first);
  return [first, ...pieces.map((href) => generatedFile(href))];
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
