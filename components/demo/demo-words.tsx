'use client';

import { createContext, useContext } from 'react';
import type { OnDemand } from '@/lib/on-demand';
import type { ValidationWords } from '@/components/ui/validation-words';
import type * as englishPanels from './demo-panels-en';
import type * as demo from '@/lib/content/demo';
import type * as paybill from '@/lib/content/paybill';
import type * as sandboxMode from '@/lib/content/sandbox-mode';
import type { Translated } from '@/lib/i18n/translated';

/**
 * Everything the demo writes, in the page's language: the copy modules' exports, and the way
 * amounts are written. A page renders the demo through its language's entry (demo-app-en.tsx,
 * demo-app-sw.tsx), so its JavaScript carries the words of that language alone.
 */
export interface DemoWords {
  demoCopy: Translated<typeof demo.demoCopy>;
  demoTypes: Translated<typeof demo.demoTypes>;
  demoType: Translated<typeof demo.demoType>;
  demoTypeSummary: Translated<typeof demo.demoTypeSummary>;
  sandboxModeCopy: Translated<typeof sandboxMode.sandboxModeCopy>;
  /** The panels in the page's language (demo-panels-en.ts, demo-panels-sw.ts), fetched during the loading screen. */
  panels: OnDemand<DemoPanels>;
  /** The field messages, fetched with the forms' checks. */
  validation: ValidationWords;
}

/** The words only the panels show, loaded with them. */
export interface DemoPanelWords {
  frequencyLabels: Translated<typeof demo.frequencyLabels>;
  demoPaybill: Translated<typeof paybill.demoPaybill>;
  formatKes: (shillings: number) => string;
}

export type DemoPanels = typeof englishPanels;

export const DemoWordsContext = createContext<DemoWords | null>(null);
export const DemoPanelWordsContext = createContext<DemoPanelWords | null>(null);

export function useDemoWords(): DemoWords {
  const words = useContext(DemoWordsContext);
  if (!words) throw new Error('useDemoWords needs a DemoWordsContext provider (demo-app-en.tsx or demo-app-sw.tsx)');
  return words;
}

export function useDemoPanelWords(): DemoPanelWords {
  const words = useContext(DemoPanelWordsContext);
  if (!words) throw new Error('useDemoPanelWords needs a DemoPanelWordsContext provider (DemoApp, once the panels load)');
  return words;
}
