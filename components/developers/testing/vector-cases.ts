import type { copyIn } from '@/lib/content/copy';
import { fill } from '@/lib/fill';
import { webhookTestVectors } from '@/lib/mpesa-sandbox/test-vectors';

type SamplesWords = ReturnType<typeof copyIn>['developerTesting']['samplesCopy'];

/** The sentence naming every case of the test vectors file, read from the file's own cases so the two cannot disagree. */
export function vectorCasesText(words: SamplesWords): string {
  const vectors = webhookTestVectors();
  return `${fill(words.vectorsText, { count: vectors.length })} ${vectors.map(({ name }) => words.vectorCases[name]).join(', ')}.`;
}
