// Runs verify.mjs on test cases: one JSON case per line on stdin, one JSON verdict per line out.
import { readFileSync } from 'node:fs';
import { InvalidCallback, verify } from './verify.mjs';

const lines = readFileSync(0, 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '');
for (const line of lines) {
  const testCase = JSON.parse(line);
  let verdict;
  try {
    verify(testCase.secret, testCase.headers, Buffer.from(testCase.body), testCase.now, new Set(testCase.seenIds ?? []));
    verdict = { ok: true, reason: 'verified' };
  } catch (error) {
    if (!(error instanceof InvalidCallback)) throw error;
    verdict = { ok: false, reason: error.message };
  }
  console.log(JSON.stringify(verdict));
}
