'use client';

import { createContext, useContext } from 'react';
import type * as comingSoon from '@/lib/content/coming-soon';
import type { Translated } from '@/lib/i18n/translated';
import type { LeadLanguage } from '@/components/ui/lead-language';

/**
 * What the notify form and its confirmation write, in the page's language. The coming-soon
 * page renders the form through its language's entry (notify-form-en.tsx, notify-form-sw.tsx),
 * so the page's JavaScript carries the words of that language alone.
 */
export interface NotifyWords {
  comingSoonPageCopy: Translated<typeof comingSoon.comingSoonPageCopy>;
  language: LeadLanguage;
}

export const NotifyWordsContext = createContext<NotifyWords | null>(null);

export function useNotifyWords(): NotifyWords {
  const words = useContext(NotifyWordsContext);
  if (!words) throw new Error('useNotifyWords needs a NotifyWordsContext provider (notify-form-en.tsx or notify-form-sw.tsx)');
  return words;
}
