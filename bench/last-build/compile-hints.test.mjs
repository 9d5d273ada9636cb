// The last `next build` marked the scripts every page runs on load for eager, off-main-thread
// compiling (build/compile-hints.mjs); a build that skipped the hook would bring the long
// hydration task back without any byte budget noticing.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { compileHint, rootMainFiles } from '../../build/compile-hints.mjs';

const distDir = join(process.cwd(), '.next');

test('every root chunk of the build starts with the compile hint', () => {
  const files = rootMainFiles(distDir);
  assert.ok(files.length > 0);
  const unmarked = files.filter((file) => !readFileSync(join(distDir, file), 'utf8').startsWith(`${compileHint}\n`));
  assert.deepEqual(unmarked, [], 'root chunks without the hint');
});
