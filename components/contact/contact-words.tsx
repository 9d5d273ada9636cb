'use client';

import { createContext, useContext } from 'react';
import type * as contact from '@/lib/content/contact';
import type { Translated } from '@/lib/i18n/translated';
import type { LeadLanguage } from '@/components/ui/lead-language';

/**
 * What the contact and newsletter forms write, in the page's language. The contact section
 * wraps itself in its language's entry (contact-words-en.tsx, contact-words-sw.tsx), so the
 * page's JavaScript carries the words of that language alone.
 */
export interface ContactWords {
  contactFormCopy: Translated<typeof contact.contactFormCopy>;
  newsletterCopy: Translated<typeof contact.newsletterCopy>;
  /** The subjects' labels in the page's language, keyed by the value the form posts. */
  subjectLabels: Translated<typeof contact.contactSubjectLabels>;
  language: LeadLanguage;
}

export const ContactWordsContext = createContext<ContactWords | null>(null);

export function useContactWords(): ContactWords {
  const words = useContext(ContactWordsContext);
  if (!words) throw new Error('useContactWords needs a ContactWordsContext provider (contact-words-en.tsx or contact-words-sw.tsx)');
  return words;
}
