'use client';

import { demoCopy, demoType, demoTypeSummary, demoTypes } from '@/lib/content/sw/demo';
import { sandboxModeCopy } from '@/lib/content/sw/sandbox-mode';
import { onDemand } from '@/lib/on-demand';
import { swahiliValidation } from '@/components/ui/validation-words';
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
  panels: onDemand(() => import('./demo-panels-sw')),
  validation: swahiliValidation,
};

/** The payment demo in Kiswahili. */
export function SwahiliDemoApp(props: DemoAppProps) {
  return (
    <DemoWordsContext value={words}>
      <DemoApp {...props} />
    </DemoWordsContext>
  );
}
