import type { ApiDocId } from '../api-docs/ids';
import type { ComingSoonCountry, Country } from '../countries';
import type { PageKey } from '../routes';
import { site } from '../site';

/**
 * The shape of the chat's reply table, and what both languages' tables share without a word
 * of either: the topics' ids and order, and the places their links lead. Each language's
 * table (lib/content/chat.ts, lib/content/sw/chat.ts) imports this module, never the other
 * language's table, so the chat downloads the replies of its page's language alone.
 */

/**
 * The topics, in the order both tables list them: on a tie, the topic listed first wins
 * ("Poa, asante" thanks rather than greets).
 */
export const chatTopicIds = [
  'thanks',
  'goodbye',
  'greeting',
  'failed-payment',
  'balance',
  'fees',
  'sign-up',
  'remittance-time',
  'usa-kenya',
  'sdks',
  'sandbox',
  'demo',
  'airtime',
  'paybill',
  'pay-with-mpesa',
  'countries',
  'contact',
] as const;
export type ChatTopicId = (typeof chatTopicIds)[number];

/**
 * Greetings, thanks and goodbyes answer only a message about nothing else: "Habari, ada zenu
 * ni kiasi gani?" is a question about fees.
 */
export const smallTalkTopics: readonly string[] = ['greeting', 'thanks', 'goodbye'] satisfies readonly ChatTopicId[];

/**
 * Topics whose words count more: a message naming a problem is about the problem, even when
 * it also names what went wrong ("nilituma pesa lakini haijafika" is about a failed payment,
 * not about sending money).
 */
export const weightedTopics: Readonly<Record<string, number>> = { 'failed-payment': 2 } satisfies Partial<Record<ChatTopicId, number>>;

/**
 * Where a link under a reply leads. A page of the site is named, not addressed: the chat
 * writes its address in the reader's language and market (lib/chat/links.ts).
 */
export type ChatDestination =
  /** `kenyanOffer`: a page of one of Kenya's offers (airtime, the demo, prices), marked as Kenya's on another market. */
  | { kind: 'page'; page: PageKey; hash?: string; kenyanOffer?: true }
  /** An API reference page: written in English alone, in either language's chat. */
  | { kind: 'apiDoc'; apiId: ApiDocId }
  /** The home page of a market, whichever market the reader is in (the countries topic). */
  | { kind: 'market'; country: Country }
  /** Another host of ours, opened in a new tab; `kenyanOffer` as for a page. */
  | { kind: 'external'; href: string; kenyanOffer?: true }
  /** A mailbox or a phone number. */
  | { kind: 'address'; href: string };

/** The places the chat links to, named once for both languages. */
export const chatPlaces = {
  products: { kind: 'page', page: 'products', kenyanOffer: true },
  infrastructure: { kind: 'page', page: 'paymentInfrastructure', kenyanOffer: true },
  developers: { kind: 'page', page: 'developers' },
  demo: { kind: 'page', page: 'demo', kenyanOffer: true },
  airtime: { kind: 'page', page: 'airtime', kenyanOffer: true },
  contactForm: { kind: 'page', page: 'home', hash: 'contact' },
  stkPushApi: { kind: 'apiDoc', apiId: 'mpesa-stk-push' },
  walletApi: { kind: 'apiDoc', apiId: 'wallet-balance' },
  email: { kind: 'address', href: `mailto:${site.contact.email}` },
  phone: { kind: 'address', href: site.contact.phoneHref },
  docs: { kind: 'external', href: site.external.docs },
  sdkDocs: { kind: 'external', href: site.external.sdks },
  playground: { kind: 'external', href: site.external.playground },
  signUp: { kind: 'external', href: site.external.signUp, kenyanOffer: true },
  logIn: { kind: 'external', href: site.external.login, kenyanOffer: true },
  remittance: { kind: 'external', href: site.external.remittance },
} as const satisfies Record<string, ChatDestination>;

/** A link under a reply, as a table writes it: its words and where it leads. */
export interface ChatTableLink {
  label: string;
  to: ChatDestination;
}

/** What a reply says, the questions it suggests next and where its links lead. */
export interface ChatAnswer {
  text: string;
  /** Follow-up questions shown as chips; each must itself match a topic (tested). */
  suggestions?: readonly string[];
  links?: readonly ChatTableLink[];
}

export interface ChatTopic extends ChatAnswer {
  id: string;
  /**
   * Words or phrases, matched as whole words, ignoring case, accents and punctuation ("M-Pesa"
   * and "m pesa" are the same). The topic with the most matched words wins; ties go to the
   * topic listed first, so specific topics come before general ones.
   */
  keywords: readonly string[];
  /**
   * The answer on the pages of a market not live yet, where `text` states a fact of Kenya's (a
   * code, a step, a fee, airtime, a phone number, an address): the market's own fact from
   * lib/market-facts.ts, or Kenya's said plainly to be Kenya's, with what a reader there can do
   * today. Its suggestions and links default to the topic's. Absent when `text` holds no such fact.
   */
  elsewhere?: (country: ComingSoonCountry) => ChatAnswer;
}

/** What the assistant says when no topic matches. */
export type ChatFallback = ChatAnswer;

/** One language's replies: the topics in the order of `chatTopicIds`, and the fallback. */
export interface ChatTable {
  topics: readonly ChatTopic[];
  fallback: ChatFallback;
  /** The mark on a link to one of Kenya's offers, for a reader on another market: the menus' own word. */
  kenyaOnly: string;
}
