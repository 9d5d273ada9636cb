'use client';

import type { ReactNode } from 'react';
import { englishLeadLanguage } from '@/components/ui/lead-language-en';
import { contactFormCopy, contactSubjectLabels, newsletterCopy } from '@/lib/content/contact';
import type { ContactWords } from './contact-words';
import { ContactWordsContext } from './contact-words';

const words: ContactWords = { contactFormCopy, newsletterCopy, subjectLabels: contactSubjectLabels, language: englishLeadLanguage };

/** The contact and newsletter forms below it, in English. */
export function EnglishContactWords({ children }: { children: ReactNode }) {
  return <ContactWordsContext value={words}>{children}</ContactWordsContext>;
}
