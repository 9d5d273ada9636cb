'use client';

import { createContext, useContext } from 'react';
import type { ComponentType } from 'react';
import type * as airtime from '@/lib/content/airtime';
import type * as paybill from '@/lib/content/paybill';
import type { Translated } from '@/lib/i18n/translated';
import type { OnDemand } from '@/lib/on-demand';
import type { ValidationWords } from '@/components/ui/validation-words';
import type { AirtimeModalProps } from './airtime-modal';

/**
 * Everything the airtime form and its modal write, in the page's language. The page renders
 * the form through its language's entry (airtime-form-en.tsx, airtime-form-sw.tsx), so its
 * JavaScript carries the words of that language alone.
 */
export interface AirtimeWords {
  airtimeCopy: Translated<typeof airtime.airtimeCopy>;
  /** The modal in the page's language, fetched on first use with the words only it shows. */
  modal: OnDemand<{ AirtimeModal: ComponentType<Omit<AirtimeModalProps, 'words'>> }>;
  /** The field messages, fetched with the form's checks. */
  validation: ValidationWords;
}

/** The words only the modal shows (loaded with it, not with the page). */
export interface AirtimeModalWords {
  airtimeViewCopy: Translated<typeof airtime.airtimeViewCopy>;
  paybillSteps: Translated<typeof paybill.paybillSteps>;
}

export const AirtimeWordsContext = createContext<AirtimeWords | null>(null);

export function useAirtimeWords(): AirtimeWords {
  const words = useContext(AirtimeWordsContext);
  if (!words) throw new Error('useAirtimeWords needs an AirtimeWordsContext provider (airtime-form-en.tsx or airtime-form-sw.tsx)');
  return words;
}
