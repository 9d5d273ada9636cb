import type { chatLocales } from '../i18n/locales';
import type { ChatFallback, ChatTopic } from './chat-table';

/** A language's chat table: its topics, its fallback and the words it reads as others. */
interface ChatWords {
  chatTopics: readonly ChatTopic[];
  chatFallback: ChatFallback;
  chatSynonyms?: Readonly<Record<string, string>>;
}

type ChatLanguage = (typeof chatLocales)[number];

/**
 * The chat's reply table in each language it speaks: the entrance to the chat's words, for the
 * chat's own code (lib/chat/locales.ts). Each table is long and downloaded alone, in the page's
 * language, on the first question. A language is one entry here.
 */
const chatWords: Record<ChatLanguage, () => Promise<ChatWords>> = {
  en: () => import('./chat'),
  sw: () => import('./sw/chat'),
};

export function chatWordsIn(locale: ChatLanguage): Promise<ChatWords> {
  return chatWords[locale]();
}
