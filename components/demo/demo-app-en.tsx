'use client';

import { demoCopy, demoType, demoTypeSummary, demoTypes } from '@/lib/content/demo';
import { sandboxModeCopy } from '@/lib/content/sandbox-mode';
import { onDemand } from '@/lib/on-demand';
import { englishValidation } from '@/components/ui/validation-words';
import { DemoApp } from './demo-app';
import type { DemoAppProps } from './demo-app';
import type { DemoWords } from './demo-words';
import { DemoWordsContext } from './demo-words';

const words: DemoWords = {
  demoCopy,
  demoTypes,
  demoType,
  demoTypeSummary,
  sandboxModeCopy,
  panels: onDemand(() => import('./demo-panels-en')),
  validation: englishValidation,
};

/** The payment demo in English. */
export function EnglishDemoApp(props: DemoAppProps) {
  return (
    <DemoWordsContext value={words}>
      <DemoApp {...props} />
    </DemoWordsContext>
  );
}
