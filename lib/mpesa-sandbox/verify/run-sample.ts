import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { z } from '@/lib/zod';
import { verdictReasons } from '../test-vectors';
import type { TestVector, Verdict } from '../test-vectors';

/** How the tests run each verification sample: its interpreter and its command-line wrapper. */
export interface SampleRunner {
  language: string;
  command: string;
  script: string;
}

const folder = join(process.cwd(), 'lib', 'mpesa-sandbox', 'verify');

export const sampleRunners: SampleRunner[] = [
  { language: 'Python', command: 'python3', script: 'verify_cli.py' },
  { language: 'Node.js', command: process.execPath, script: 'verify-cli.mjs' },
  { language: 'PHP', command: 'php', script: 'verify-cli.php' },
];

const verdictSchema = z.object({ ok: z.boolean(), reason: z.enum(verdictReasons) });

/**
 * Runs a sample's wrapper on `cases` (one JSON line each) and returns its verdicts in order.
 * A missing interpreter fails with the command that installs it: the samples are part of
 * what the tests check, never skipped.
 */
export function runSample({ command, script }: SampleRunner, cases: readonly Omit<TestVector, 'name' | 'description' | 'expected'>[]): Verdict[] {
  const input = cases.map((testCase) => JSON.stringify(testCase)).join('\n');
  const result = spawnSync(command, [join(folder, script)], { input, encoding: 'utf8', cwd: folder, timeout: 30_000 });
  if (result.error && 'code' in result.error && result.error.code === 'ENOENT') {
    throw new Error(`${command} is not installed: run \`npm run test:setup\` (CI runs it) to install python3 and php-cli.`);
  }
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`${command} ${script} exited with ${result.status}: ${result.stderr}`);
  return result.stdout
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => verdictSchema.parse(JSON.parse(line)));
}
