import type { ChatPanelWords } from '../content/chat-panel';
import type { ChatTable } from '../content/chat-table';
import { chatWordsIn } from '../content/chat-words';
import type { Country } from '../countries';
import { chatLocales, localeAmong } from '../i18n/locales';
import type { Locale } from '../i18n/locales';
import { reply } from './reply';
import type { ChatMatching, ChatReply } from './reply';
import { swahiliWordForms } from './swahili-forms';

/**
 * The chat in each language of the site. The page passes its language; the replies are
 * written in it. Each language's reply table is imported on demand, alone: the panel's code
 * on a page carries the replies of that page's language only, and none before the first
 * click. So do the greeting and quick actions, which only an open panel shows: the page's
 * HTML carries the panel's labels alone. A Swahili table carries the English words visitors
 * mix in ("fees za M-Pesa").
 */
export type ChatLocale = (typeof chatLocales)[number];

/** The chat's language on a page in `locale`: the page's own when the chat speaks it, English otherwise. */
export function chatLocaleOf(locale: Locale): ChatLocale {
  return localeAmong(chatLocales, locale);
}

/** Answers a question for a reader in `country`, in the replier's language: a pure function of its arguments. */
export type ChatReplier = (text: string, country: Country) => ChatReply;

/** What a conversation opens with: the greeting and the quick actions under it. */
export type ChatOpening = Pick<ChatPanelWords, 'greeting' | 'quickActions'>;

interface ChatLanguage {
  table: ChatTable;
  matching: ChatMatching;
  opening: ChatOpening;
}

/** A language's chat once downloaded. */
export interface LoadedChat {
  replier: ChatReplier;
  opening: ChatOpening;
}

/** How the chat reads a question in each language beyond its table's words: Swahili's word forms. */
const wordForms: Partial<Record<ChatLocale, ChatMatching['wordForms']>> = { sw: swahiliWordForms };

async function load(locale: ChatLocale): Promise<ChatLanguage> {
  const { chatTopics, chatFallback, chatSynonyms, chatKenyaOnly, chatPanelWords } = await chatWordsIn(locale);
  return {
    table: { topics: chatTopics, fallback: chatFallback, kenyaOnly: chatKenyaOnly },
    matching: { wordForms: wordForms[locale], synonyms: chatSynonyms },
    opening: chatPanelWords,
  };
}

const loaded = new Map<ChatLocale, Promise<LoadedChat>>();

/** The chat of a page in `locale`: its replies and opening, in that language. Loaded once per language. */
export function chatIn(locale: ChatLocale): Promise<LoadedChat> {
  const existing = loaded.get(locale);
  if (existing) return existing;
  const fresh = load(locale).then(({ table, matching, opening }): LoadedChat => ({
    replier: (text, country) => reply(text, table, { locale, country }, matching),
    opening: { greeting: opening.greeting, quickActions: opening.quickActions },
  }));
  // A failed download is forgotten, so the next click tries again.
  fresh.catch(() => loaded.delete(locale));
  loaded.set(locale, fresh);
  return fresh;
}

/** The assistant of a page in `locale`: it answers in that language. */
export async function chatReplier(locale: ChatLocale): Promise<ChatReplier> {
  return (await chatIn(locale)).replier;
}
