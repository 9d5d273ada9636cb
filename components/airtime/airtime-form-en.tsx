'use client';

import { airtimeCopy } from '@/lib/content/airtime';
import { onDemand } from '@/lib/on-demand';
import { englishValidation } from '@/components/ui/validation-words';
import { AirtimeForm } from './airtime-form';
import type { AirtimeWords } from './airtime-words';
import { AirtimeWordsContext } from './airtime-words';

const words: AirtimeWords = { airtimeCopy, modal: onDemand(() => import('./airtime-modal-en')), validation: englishValidation };

/** The airtime form in English. */
export function EnglishAirtimeForm() {
  return (
    <AirtimeWordsContext value={words}>
      <AirtimeForm />
    </AirtimeWordsContext>
  );
}
