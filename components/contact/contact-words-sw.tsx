'use client';

import type { ReactNode } from 'react';
import { swahiliLeadLanguage } from '@/components/ui/lead-language-sw';
import { contactFormCopy, contactSubjectLabels, newsletterCopy } from '@/lib/content/sw/contact';
import type { ContactWords } from './contact-words';
import { ContactWordsContext } from './contact-words';

const words: ContactWords = { contactFormCopy, newsletterCopy, subjectLabels: contactSubjectLabels, language: swahiliLeadLanguage };

/** The contact and newsletter forms below it, in Kiswahili. */
export function SwahiliContactWords({ children }: { children: ReactNode }) {
  return <ContactWordsContext value={words}>{children}</ContactWordsContext>;
}
