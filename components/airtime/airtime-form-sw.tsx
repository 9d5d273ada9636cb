'use client';

import { airtimeCopy, airtimeViewCopy } from '@/lib/content/sw/airtime';
import { paybillSteps } from '@/lib/content/sw/paybill';
import { AirtimeForm } from './airtime-form';
import type { AirtimeWords } from './airtime-words';
import { AirtimeWordsContext } from './airtime-words';

const words: AirtimeWords = { airtimeCopy, airtimeViewCopy, paybillSteps };

/** The airtime form in Kiswahili. */
export function SwahiliAirtimeForm() {
  return (
    <AirtimeWordsContext value={words}>
      <AirtimeForm />
    </AirtimeWordsContext>
  );
}
