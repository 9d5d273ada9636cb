'use client';

import { airtimeViewCopy } from '@/lib/content/sw/airtime';
import { paybillSteps } from '@/lib/content/sw/paybill';
import { AirtimeModal as Modal } from './airtime-modal';
import type { AirtimeModalProps } from './airtime-modal';
import type { AirtimeModalWords } from './airtime-words';

const words: AirtimeModalWords = { airtimeViewCopy, paybillSteps };

/** The airtime modal in Kiswahili, with the words only it shows (loaded on the first submit). */
export function AirtimeModal(props: Omit<AirtimeModalProps, 'words'>) {
  return <Modal {...props} words={words} />;
}
