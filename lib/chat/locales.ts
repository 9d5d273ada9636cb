import type { ChatTable } from '../content/chat-table';
import type { Country } from '../countries';
import type { Locale } from '../i18n/locales';
import { reply } from './reply';
import type { ChatMatching, ChatReply } from './reply';
import { swahiliWordForms } from './swahili-forms';

/**
 * The chat in each language of the site. The page passes its language; the replies are
 * written in it. Each language's reply table is imported on demand, alone: the panel's code
 * on a page carries the replies of that page's language only, and none before the first
 * click. A Swahili table carries the English words visitors mix in ("fees za M-Pesa").
 */
export const chatLocales = ['en', 'sw'] as const satisfies readonly Locale[];
export type ChatLocale = (typeof chatLocales)[number];

/** The chat's language on a page in `locale`: the page's own when the chat speaks it, English otherwise. */
export function chatLocaleOf(locale: Locale): ChatLocale {
  return chatLocales.find((chatLocale) => chatLocale === locale) ?? 'en';
}

/** Answers a question for a reader in `country`, in the replier's language: a pure function of its arguments. */
export type ChatReplier = (text: string, country: Country) => ChatReply;

interface ChatLanguage {
  table: ChatTable;
  matching: ChatMatching;
}

const loaders: Record<ChatLocale, () => Promise<ChatLanguage>> = {
  en: async () => {
    const { chatTopics, chatFallback, chatKenyaOnly, chatSynonyms } = await import('../content/chat');
    return { table: { topics: chatTopics, fallback: chatFallback, kenyaOnly: chatKenyaOnly }, matching: { synonyms: chatSynonyms } };
  },
  sw: async () => {
    const { chatTopics, chatFallback, chatSynonyms, chatKenyaOnly } = await import('../content/sw/chat');
    return {
      table: { topics: chatTopics, fallback: chatFallback, kenyaOnly: chatKenyaOnly },
      matching: { wordForms: swahiliWordForms, synonyms: chatSynonyms },
    };
  },
};

const loaded = new Map<ChatLocale, Promise<ChatReplier>>();

/** The assistant of a page in `locale`: it answers in that language. Loaded once per language. */
export function chatReplier(locale: ChatLocale): Promise<ChatReplier> {
  const existing = loaded.get(locale);
  if (existing) return existing;
  const fresh = loaders[locale]().then(
    ({ table, matching }): ChatReplier =>
      (text, country) =>
        reply(text, table, { locale, country }, matching),
  );
  // A failed download is forgotten, so the next click tries again.
  fresh.catch(() => loaded.delete(locale));
  loaded.set(locale, fresh);
  return fresh;
}
