'use client';

import { swahiliLeadLanguage } from '@/components/ui/lead-language-sw';
import { comingSoonPageCopy } from '@/lib/content/sw/coming-soon';
import { NotifyForm } from './notify-form';
import type { NotifyFormProps } from './notify-form';
import type { NotifyWords } from './notify-words';
import { NotifyWordsContext } from './notify-words';

const words: NotifyWords = { comingSoonPageCopy, language: swahiliLeadLanguage };

/** The notify-me form in Kiswahili. */
export function SwahiliNotifyForm(props: NotifyFormProps) {
  return (
    <NotifyWordsContext value={words}>
      <NotifyForm {...props} />
    </NotifyWordsContext>
  );
}
