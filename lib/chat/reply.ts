import { chatFallback, chatTopics } from '../content/chat';
import type { ChatLink, ChatTopic } from '../content/chat';

/** A reply before the conversation gives it an id and a time (lib/chat/state.ts does). */
export interface ChatReply {
  /** The matched topic's id, or 'fallback' when no keyword matched. */
  topic: string;
  sender: 'ai';
  text: string;
  suggestions: string[];
  links: ChatLink[];
}

/**
 * Lower case, accents dropped, and every run of anything but letters and digits turned into
 * one space: "M-Pesa's FEES?!" reads "m pesa s fees".
 */
export function normalize(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

interface CompiledTopic {
  topic: ChatTopic;
  /** Normalised keywords padded with spaces, so a substring test only matches whole words. */
  keywords: { padded: string; words: number }[];
}

function compile(topics: readonly ChatTopic[]): CompiledTopic[] {
  return topics.map((topic) => ({
    topic,
    keywords: topic.keywords
      .map(normalize)
      .filter((keyword) => keyword !== '')
      .map((keyword) => ({ padded: ` ${keyword} `, words: keyword.split(' ').length })),
  }));
}

/** Each table is compiled once, on its first question. */
const compiledTables = new WeakMap<readonly ChatTopic[], CompiledTopic[]>();

function compiled(topics: readonly ChatTopic[]): CompiledTopic[] {
  const cached = compiledTables.get(topics);
  if (cached) return cached;
  const fresh = compile(topics);
  compiledTables.set(topics, fresh);
  return fresh;
}

/**
 * The topic a message is about: the one whose matched keywords cover the most words (a
 * phrase like "how long" counts twice), the first listed on a tie, none when nothing matches.
 */
export function matchTopic(text: string, topics: readonly ChatTopic[] = chatTopics): ChatTopic | null {
  const padded = ` ${normalize(text)} `;
  let best: ChatTopic | null = null;
  let bestScore = 0;
  for (const { topic, keywords } of compiled(topics)) {
    const score = keywords.reduce((sum, keyword) => (padded.includes(keyword.padded) ? sum + keyword.words : sum), 0);
    if (score > bestScore) {
      best = topic;
      bestScore = score;
    }
  }
  return best;
}

/** What the assistant says when no topic matches: the fallback of the table's language. */
export type ChatFallback = Omit<ChatTopic, 'keywords' | 'id'>;

/** The assistant's canned answer to `text`: a pure function of the text and the table. */
export function reply(text: string, topics: readonly ChatTopic[] = chatTopics, fallback: ChatFallback = chatFallback): ChatReply {
  const topic = matchTopic(text, topics);
  const source = topic ?? fallback;
  return {
    topic: topic?.id ?? 'fallback',
    sender: 'ai',
    text: source.text,
    suggestions: [...(source.suggestions ?? [])],
    links: [...(source.links ?? [])],
  };
}
