import 'server-only';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CodeLanguage } from '@/lib/code/highlight';

/** A verification sample as the testing page shows it: the file the tests run, read as it is. */
export interface VerificationSample {
  id: string;
  label: string;
  lang: CodeLanguage;
  code: string;
}

const samples = [
  { id: 'python', label: 'Python', lang: 'python', file: 'verify.py' },
  { id: 'node', label: 'Node.js', lang: 'javascript', file: 'verify.mjs' },
  { id: 'php', label: 'PHP', lang: 'php', file: 'verify.php' },
] as const;

/** Read when the page is built, so the page shows exactly the code the tests verify. */
export function verificationSamples(): VerificationSample[] {
  const folder = join(process.cwd(), 'lib', 'mpesa-sandbox', 'verify');
  return samples.map(({ file, ...sample }) => ({ ...sample, code: readFileSync(join(folder, file), 'utf8') }));
}
