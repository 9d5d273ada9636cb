'use client';

import { englishLeadLanguage } from '@/components/ui/lead-language-en';
import { comingSoonPageCopy } from '@/lib/content/coming-soon';
import { NotifyForm } from './notify-form';
import type { NotifyFormProps } from './notify-form';
import type { NotifyWords } from './notify-words';
import { NotifyWordsContext } from './notify-words';

const words: NotifyWords = { comingSoonPageCopy, language: englishLeadLanguage };

/** The notify-me form in English. */
export function EnglishNotifyForm(props: NotifyFormProps) {
  return (
    <NotifyWordsContext value={words}>
      <NotifyForm {...props} />
    </NotifyWordsContext>
  );
}
