import type { chatLocales } from '../i18n/locales';
import type { ChatPanelWords } from './chat-panel';
import type { ChatFallback, ChatTopic } from './chat-table';

/**
 * A language's chat once opened: its topics, its fallback, the words it reads as others, the
 * label of a Kenya-only link, and the panel's opening (greeting and quick actions).
 */
interface ChatWords {
  chatTopics: readonly ChatTopic[];
  chatFallback: ChatFallback;
  chatSynonyms?: Readonly<Record<string, string>>;
  chatKenyaOnly: string;
  chatPanelWords: ChatPanelWords;
}

type ChatLanguage = (typeof chatLocales)[number];

/**
 * The chat's reply table in each language it speaks: the entrance to the chat's words, for the
 * chat's own code (lib/chat/locales.ts). Each table is long and downloaded alone, in the page's
 * language, on the first question. A language is one entry here.
 */
const chatWords: Record<ChatLanguage, () => Promise<ChatWords>> = {
  en: async () => {
    const [{ chatTopics, chatFallback, chatSynonyms, chatKenyaOnly }, { chatPanelWords }] = await Promise.all([import('./chat'), import('./chat-panel')]);
    return { chatTopics, chatFallback, chatSynonyms, chatKenyaOnly, chatPanelWords };
  },
  sw: async () => {
    const [{ chatTopics, chatFallback, chatSynonyms, chatKenyaOnly }, { chatPanelWords }] = await Promise.all([import('./sw/chat'), import('./sw/chat-panel')]);
    return { chatTopics, chatFallback, chatSynonyms, chatKenyaOnly, chatPanelWords };
  },
};

export function chatWordsIn(locale: ChatLanguage): Promise<ChatWords> {
  return chatWords[locale]();
}
