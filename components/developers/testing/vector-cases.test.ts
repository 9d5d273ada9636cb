import { copyIn } from '@/lib/content/copy';
import { webhookTestVectors } from '@/lib/mpesa-sandbox/test-vectors';
import { vectorCasesText } from './vector-cases';

describe('the testing page’s sentence on the test vectors', () => {
  it.each(['en', 'sw'] as const)('counts and names every case of the file (%s)', (locale) => {
    const words = copyIn(locale).developerTesting.samplesCopy;
    const text = vectorCasesText(words);
    expect(text).toContain(String(webhookTestVectors().length));
    for (const { name } of webhookTestVectors()) expect(text).toContain(words.vectorCases[name]);
  });

  it('says the file has 8 cases in English, as it does', () => {
    expect(vectorCasesText(copyIn('en').developerTesting.samplesCopy)).toMatch(/^Test your code on the same 8 cases: a valid callback, tampered body, /);
  });
});
