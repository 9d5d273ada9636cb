'use client';

import { airtimeCopy, airtimeViewCopy } from '@/lib/content/airtime';
import { paybillSteps } from '@/lib/content/paybill';
import { AirtimeForm } from './airtime-form';
import type { AirtimeWords } from './airtime-words';
import { AirtimeWordsContext } from './airtime-words';

const words: AirtimeWords = { airtimeCopy, airtimeViewCopy, paybillSteps };

/** The airtime form in English. */
export function EnglishAirtimeForm() {
  return (
    <AirtimeWordsContext value={words}>
      <AirtimeForm />
    </AirtimeWordsContext>
  );
}
