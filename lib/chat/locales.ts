import * as en from '../content/chat';
import type { ChatTopic } from '../content/chat';
import type { Translated } from '../i18n/translated';
import { normalize, reply } from './reply';
import type { ChatFallback, ChatReply } from './reply';

/**
 * The chat in each language of the site. The page passes its language; the reply is written
 * in it. An English page answers from the English table exactly as before. A Swahili page
 * answers in Swahili and understands both languages: each Swahili topic matches its Swahili
 * keywords and its English ones, since visitors mix them ("bei ya API", "fees za M-Pesa").
 *
 * The Swahili table is imported on demand, so the chat's code on an English page carries no
 * Swahili (and a Swahili page loads it only when the chat opens, like the rest of the chat).
 */
export const chatLocales = ['en', 'sw'] as const;
export type ChatLocale = (typeof chatLocales)[number];

/** Answers a question in one language: a pure function of the text. */
export type ChatReplier = (text: string) => ChatReply;

/** Both keyword lists of a topic, without the words they share (a shared word counts once). */
function bothLanguages(topic: ChatTopic, english: readonly ChatTopic[]): ChatTopic {
  const other = english.find((candidate) => candidate.id === topic.id)?.keywords ?? [];
  const seen = new Set<string>();
  const keywords = [...topic.keywords, ...other].filter((keyword) => {
    const key = normalize(keyword);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return { ...topic, keywords };
}

function replier(topics: readonly ChatTopic[], fallback: ChatFallback): ChatReplier {
  return (text) => reply(text, topics, fallback);
}

const loaders: Record<ChatLocale, () => Promise<ChatReplier>> = {
  en: async () => replier(en.chatTopics, en.chatFallback),
  sw: async () => {
    const sw = await import('../content/sw/chat');
    return replier(
      sw.chatTopics.map((topic) => bothLanguages(topic, en.chatTopics)),
      sw.chatFallback,
    );
  },
};

const loaded = new Map<ChatLocale, Promise<ChatReplier>>();

/** The assistant of a page in `locale`: it answers in that language. Loaded once per language. */
export function chatReplier(locale: ChatLocale): Promise<ChatReplier> {
  const existing = loaded.get(locale);
  if (existing) return existing;
  const fresh = loaders[locale]();
  loaded.set(locale, fresh);
  return fresh;
}

/** What the chat panel says in one language: its labels, greeting and quick actions, and its replies. */
export interface ChatWords {
  copy: Translated<typeof en.chatCopy>;
  greeting: Translated<typeof en.chatGreeting>;
  quickActions: Translated<typeof en.chatQuickActions>;
  replier: ChatReplier;
}

const wordLoaders: Record<ChatLocale, () => Promise<Omit<ChatWords, 'replier'>>> = {
  en: async () => ({ copy: en.chatCopy, greeting: en.chatGreeting, quickActions: en.chatQuickActions }),
  sw: async () => {
    const sw = await import('../content/sw/chat');
    return { copy: sw.chatCopy, greeting: sw.chatGreeting, quickActions: sw.chatQuickActions };
  },
};

/** The chat's words and replies in `locale`, loaded with the panel (on the first click). */
export async function chatWords(locale: ChatLocale): Promise<ChatWords> {
  const [words, replier] = await Promise.all([wordLoaders[locale](), chatReplier(locale)]);
  return { ...words, replier };
}
