import * as en from '../content/chat';
import type { ChatTopic } from '../content/chat';
import * as sw from '../content/sw/chat';
import { normalize, reply } from './reply';
import type { ChatFallback, ChatReply } from './reply';

/**
 * The chat in each language of the site. The page passes its language; the reply is written
 * in it. An English page answers from the English table exactly as before. A Swahili page
 * answers in Swahili and understands both languages: each Swahili topic matches its Swahili
 * keywords and its English ones, since visitors mix them ("bei ya API", "fees za M-Pesa").
 */
export const chatLocales = ['en', 'sw'] as const;
export type ChatLocale = (typeof chatLocales)[number];

interface ChatTable {
  topics: readonly ChatTopic[];
  fallback: ChatFallback;
}

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

const tables: Record<ChatLocale, ChatTable> = {
  en: { topics: en.chatTopics, fallback: en.chatFallback },
  sw: { topics: sw.chatTopics.map((topic) => bothLanguages(topic, en.chatTopics)), fallback: sw.chatFallback },
};

/** The assistant's answer to `text` on a page in `locale`, in that language. */
export function chatReply(text: string, locale: ChatLocale): ChatReply {
  const { topics, fallback } = tables[locale];
  return reply(text, topics, fallback);
}
