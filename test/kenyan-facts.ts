import { demoPaybill, paybill } from '@/lib/content/paybill';
import { formatRate } from '@/lib/content/fees';
import { kenyanMpesa, marketFacts } from '@/lib/market-facts';

/**
 * The codes and numbers that belong to Kenya alone, and what counts as marking them, for the
 * checks that a reader in Tanzania or Uganda is never shown one as if it were theirs.
 *
 * Marked: the sentence (in a chat reply) or the paragraph-level element (on a page: the
 * paragraph, list item, table cell, summary or heading around the text) that shows the code or
 * number also names Kenya. "Kenya only", "Kenya pekee", "in Kenya", "nchini Kenya", "Kenyan
 * numbers" and "Nairobi, Kenya" all do; a colon or a semicolon does not end the sentence.
 */
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export interface KenyanFact {
  name: string;
  pattern: RegExp;
}

/** What the pages of another market may show only marked. */
export const kenyanOnlyFacts: readonly KenyanFact[] = [
  { name: 'the M-Pesa menu code', pattern: new RegExp(escaped(kenyanMpesa.menuCode)) },
  { name: 'Safaricom', pattern: new RegExp(`\\b${kenyanMpesa.operator}\\b`) },
  { name: 'a Paybill number', pattern: new RegExp(`\\b(?:${paybill.businessNumber}|${demoPaybill.businessNumber})\\b`) },
  { name: 'a Kenyan phone number', pattern: new RegExp(`${escaped(marketFacts.ke.dialCode)}[\\d\\s\\u00a0]*`) },
  { name: 'an amount in KES', pattern: new RegExp(`\\b${marketFacts.ke.currency}\\b`) },
];

/** What a chat reply may state only marked: the above, and Kenya's fees. */
export const kenyanOnlyChatFacts: readonly KenyanFact[] = [
  ...kenyanOnlyFacts,
  { name: 'the M-Pesa fee', pattern: new RegExp(escaped(formatRate('mpesa'))) },
  { name: 'the card fee', pattern: new RegExp(escaped(formatRate('card'))) },
];

/** A reply's sentences: a full stop, question or exclamation mark before a space ends one, and so does a line. */
export function sentences(text: string): string[] {
  return text.split(/(?<=[.!?])\s+|\n/).filter((sentence) => sentence.trim() !== '');
}

/** The Kenyan facts `text` shows without naming Kenya: empty when it shows none, or names Kenya. */
export function unmarkedKenyanFacts(text: string, facts: readonly KenyanFact[] = kenyanOnlyFacts): string[] {
  if (/\bKenya/.test(text)) return [];
  return facts.filter((fact) => fact.pattern.test(text)).map((fact) => `${fact.name} in "${text}"`);
}
