'use client';

import { airtimeCopy } from '@/lib/content/sw/airtime';
import { onDemand } from '@/lib/on-demand';
import { swahiliValidation } from '@/components/ui/validation-words';
import { AirtimeForm } from './airtime-form';
import type { AirtimeWords } from './airtime-words';
import { AirtimeWordsContext } from './airtime-words';

const words: AirtimeWords = { airtimeCopy, modal: onDemand(() => import('./airtime-modal-sw')), validation: swahiliValidation };

/** The airtime form in Kiswahili. */
export function SwahiliAirtimeForm() {
  return (
    <AirtimeWordsContext value={words}>
      <AirtimeForm />
    </AirtimeWordsContext>
  );
}
