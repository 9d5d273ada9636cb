import { countries, defaultCountry, isCountry } from '../countries';
import type { Country } from '../countries';
import { keptAsIs, terms } from './glossary';
import type { CompletenessOptions } from './completeness';
import type { GlossaryTerm, RuledOut } from './glossary';
import { verbForms } from './verb-forms';

/** One rendering the glossary rules out, found in a piece of copy. */
export interface GlossaryMisuse {
  /** The English term whose rendering was ruled out. */
  term: string;
  /** What the copy says. */
  found: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A phrase as whole words, in any case. */
function wholeWords(phrase: string): RegExp {
  return new RegExp(`(?<!\\p{L})${escapeRegExp(phrase)}(?!\\p{L})`, 'iu');
}

function asPattern(ruledOut: RuledOut): RegExp {
  if (typeof ruledOut === 'string') return wholeWords(ruledOut);
  return ruledOut instanceof RegExp ? ruledOut : verbForms(ruledOut);
}

/** What a term rules out on a market's copy: its avoided renderings and the other markets' own words. */
function ruledOutIn(term: GlossaryTerm, market: Country): RegExp[] {
  const otherMarkets = countries.filter((country) => country !== market).flatMap((country) => term.inMarket?.[country] ?? []);
  return [...(term.avoid ?? []), ...otherMarkets].map(asPattern);
}

// Longest first, so that a name inside a longer one goes with it. Only names of several words
// can hold a ruled-out phrase; single ones ("PIN") stay, so that a rule may name the words
// after a verb ("kwa PIN").
const keptNames = [...keptAsIs]
  .filter((name) => name.includes(' '))
  .sort((a, b) => b.length - a.length)
  .map((name) => new RegExp(escapeRegExp(name), 'gu'));

/** Names are never translated, so a product called "Pochi la Biashara" is no misuse of "pochi". */
function withoutKeptNames(text: string): string {
  return keptNames.reduce((rest, name) => rest.replace(name, ' '), text);
}

/**
 * The renderings the glossary rules out in one piece of Swahili copy, written for `market`'s
 * pages (Kenya's, the default, for copy every market reads).
 */
export function glossaryMisuses(text: string, market: Country = defaultCountry): GlossaryMisuse[] {
  const words = withoutKeptNames(text);
  return terms.flatMap((term) => {
    const found = ruledOutIn(term, market).flatMap((pattern) => pattern.exec(words)?.[0] ?? []);
    // Two rules of a term may find the same words ("kuliidhinisha", "kuliidhinisha kwa PIN"): the longer says it.
    const distinct = found.filter((text, index) => found.findIndex((other) => other !== text && other.includes(text)) === -1 && found.indexOf(text) === index);
    return distinct.map((text) => ({ term: term.en, found: text }));
  });
}

/** "approve (a prompt): "idhinisha ombi" in "…"": one line per misuse, for a failing test. */
export function describeMisuses(text: string, market: Country = defaultCountry): string[] {
  return glossaryMisuses(text, market).map(({ term, found }) => `${term}: "${found}" in "${text}"`);
}

/** A piece of copy and the market whose pages show it. */
export interface MarketText {
  text: string;
  market: Country;
}

/**
 * Every string of a copy module, with what its functions return for their samples (as the
 * completeness check calls them), each with its market: the one a key or a sample argument
 * names ("faqByCountry.tz", `footerColumns('tz')`), or Kenya's.
 */
export function marketTexts(value: unknown, samples: CompletenessOptions['samples'] = {}, key = '', market: Country = defaultCountry): MarketText[] {
  if (typeof value === 'string') return [{ text: value, market }];
  if (typeof value === 'function') {
    return (samples[key] ?? []).flatMap((args) => marketTexts(value(...args), samples, key, args.find(isCountry) ?? market));
  }
  if (Array.isArray(value)) return value.flatMap((item) => marketTexts(item, samples, key, market));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([name, child]) => marketTexts(child, samples, key ? `${key}.${name}` : name, isCountry(name) ? name : market));
  }
  return [];
}

/** Every misuse in a copy module, one line each: empty when the module keeps to the glossary. */
export function misusesInModule(module: object, samples: CompletenessOptions['samples'] = {}): string[] {
  return marketTexts(module, samples).flatMap(({ text, market }) => describeMisuses(text, market));
}
