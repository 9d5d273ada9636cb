'use client';

import { demoCopy, demoType, demoTypeSummary, demoTypes, frequencyLabels } from '@/lib/content/sw/demo';
import { demoPaybill } from '@/lib/content/sw/paybill';
import { sandboxModeCopy } from '@/lib/content/sw/sandbox-mode';
import { formatKes } from '@/lib/i18n/swahili-format';
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

/** The payment demo in Kiswahili. */
export function SwahiliDemoApp(props: DemoAppProps) {
  return (
    <DemoWordsContext value={words}>
      <DemoApp {...props} />
    </DemoWordsContext>
  );
}
