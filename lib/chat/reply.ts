import { smallTalkTopics, weightedTopics } from '../content/chat-table';
import type { ChatAnswer, ChatTable, ChatTopic } from '../content/chat-table';
import { isComingSoonCountry } from '../countries';
import type { Country } from '../countries';
import { readWords } from '../words';
import { chatLink } from './links';
import type { ChatLink, ChatReader } from './links';

/** A reply before the conversation gives it an id and a time (lib/chat/state.ts does). */
export interface ChatReply {
  /** The matched topic's id, or 'fallback' when no keyword matched. */
  topic: string;
  sender: 'ai';
  text: string;
  suggestions: string[];
  links: ChatLink[];
}

/** How a language reads a message beyond its table's keywords. */
export interface ChatMatching {
  /** The forms a word of the message may stand for, itself included (lib/chat/swahili-forms.ts). */
  wordForms?: (word: string) => readonly string[];
  /** Words or phrases read as another, in messages and keywords alike ("m pesa" as "mpesa"). */
  synonyms?: Readonly<Record<string, string>>;
  /** Topics that answer only a message about nothing else (greetings, thanks). */
  smallTalk?: readonly string[];
  /** How much each matched word of a topic counts, by topic id (1 when not given). */
  weights?: Readonly<Record<string, number>>;
}

/** A text's words as the whole site reads them (lib/words.ts: "M-Pesa", "M Pesa" and "mpesa" are one word), one space apart. */
const spaced = (text: string) => readWords(text).join(' ');

/** The words of a text, with its synonyms read as the words they stand for. */
function words(text: string, synonyms: Readonly<Record<string, string>> | undefined): string[] {
  let padded = ` ${spaced(text)} `;
  for (const [from, to] of Object.entries(synonyms ?? {})) padded = padded.replaceAll(` ${spaced(from)} `, ` ${spaced(to)} `);
  return padded.split(' ').filter((word) => word !== '');
}

/** A word typed with a held key ("asanteee", "mamboooo") also reads with the run cut to one or two letters. */
function drawnOut(word: string): string[] {
  if (!/(\p{L})\1\1/u.test(word)) return [];
  return [word.replace(/(\p{L})\1{2,}/gu, '$1'), word.replace(/(\p{L})\1{2,}/gu, '$1$1')];
}

interface CompiledTopic {
  topic: ChatTopic;
  keywords: readonly (readonly string[])[];
}

interface CompiledTable {
  topics: CompiledTopic[];
  synonyms: Readonly<Record<string, string>> | undefined;
}

/** A topic's keywords as read, each once: "m pesa" and "mpesa" are one keyword, and count once. */
function readKeywords(keywords: readonly string[], synonyms: ChatMatching['synonyms']): string[][] {
  const read = new Map(keywords.map((keyword) => words(keyword, synonyms)).map((keyword) => [keyword.join(' '), keyword]));
  return [...read.values()].filter((keyword) => keyword.length > 0);
}

function compile(topics: readonly ChatTopic[], synonyms: ChatMatching['synonyms']): CompiledTable {
  return { synonyms, topics: topics.map((topic) => ({ topic, keywords: readKeywords(topic.keywords, synonyms) })) };
}

/** Each table is compiled once, on its first question. */
const compiledTables = new WeakMap<readonly ChatTopic[], CompiledTable>();

function compiled(topics: readonly ChatTopic[], synonyms: ChatMatching['synonyms']): CompiledTable {
  const cached = compiledTables.get(topics);
  if (cached && cached.synonyms === synonyms) return cached;
  const fresh = compile(topics, synonyms);
  compiledTables.set(topics, fresh);
  return fresh;
}

/** Whether the keyword's words stand one after another among the message's words. */
function contains(message: readonly ReadonlySet<string>[], keyword: readonly string[]): boolean {
  for (let start = 0; start + keyword.length <= message.length; start += 1) {
    if (keyword.every((word, offset) => message[start + offset]?.has(word))) return true;
  }
  return false;
}

/**
 * The topic a message is about: the one whose matched keywords cover the most words (a
 * phrase like "how long" counts twice, a weighted topic's words more), the first listed on a
 * tie, none when nothing matches. Small talk answers only when no other topic matched.
 */
export function matchTopic(text: string, topics: readonly ChatTopic[], matching: ChatMatching = {}): ChatTopic | null {
  const { wordForms, synonyms, smallTalk = smallTalkTopics, weights = weightedTopics } = matching;
  const table = compiled(topics, synonyms);
  const message = words(text, synonyms).map((word) => new Set([word, ...drawnOut(word)].flatMap((form) => (wordForms ? wordForms(form) : [form]))));
  let best: ChatTopic | null = null;
  let bestScore = 0;
  let bestIsTalk = false;
  for (const { topic, keywords } of table.topics) {
    const matched = keywords.reduce((sum, keyword) => (contains(message, keyword) ? sum + keyword.length : sum), 0);
    const score = matched * (weights[topic.id] ?? 1);
    if (score === 0) continue;
    const isTalk = smallTalk.includes(topic.id);
    const better = best === null || (bestIsTalk && !isTalk) || (bestIsTalk === isTalk && score > bestScore);
    if (better) {
      best = topic;
      bestScore = score;
      bestIsTalk = isTalk;
    }
  }
  return best;
}

/** A topic's answer for a reader in `country`: its own market's facts, or Kenya's marked as Kenya's. */
function answerIn(topic: ChatTopic, country: Country): ChatAnswer {
  if (!topic.elsewhere || !isComingSoonCountry(country)) return topic;
  const { text, suggestions = topic.suggestions, links = topic.links } = topic.elsewhere(country);
  return { text, suggestions, links };
}

/** The assistant's canned answer to `text`, in the reader's market, its links written for the reader: a pure function of its arguments. */
export function reply(text: string, table: ChatTable, reader: ChatReader, matching: ChatMatching = {}): ChatReply {
  const topic = matchTopic(text, table.topics, matching);
  const answer = topic ? answerIn(topic, reader.country) : table.fallback;
  return {
    topic: topic?.id ?? 'fallback',
    sender: 'ai',
    text: answer.text,
    suggestions: [...(answer.suggestions ?? [])],
    links: (answer.links ?? []).map((link) => chatLink(link, reader, table.kenyaOnly)),
  };
}
