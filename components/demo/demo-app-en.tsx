'use client';

import { demoCopy, demoType, demoTypeSummary, demoTypes, frequencyLabels } from '@/lib/content/demo';
import { demoPaybill } from '@/lib/content/paybill';
import { sandboxModeCopy } from '@/lib/content/sandbox-mode';
import { formatKes } from '@/lib/kes';
import { DemoApp } from './demo-app';
import type { DemoAppProps } from './demo-app';
import type { DemoWords } from './demo-words';
import { DemoWordsContext } from './demo-words';

const words: DemoWords = {
  demoCopy,
  demoTypes,
  demoType,
  demoTypeSummary,
  frequencyLabels,
  sandboxModeCopy,
  demoPaybill,
  formatKes: (shillings) => formatKes(shillings),
};

/** The payment demo in English. */
export function EnglishDemoApp(props: DemoAppProps) {
  return (
    <DemoWordsContext value={words}>
      <DemoApp {...props} />
    </DemoWordsContext>
  );
}
