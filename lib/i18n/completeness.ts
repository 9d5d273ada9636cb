import { keptAsIs } from './glossary';

/**
 * Compares an English copy object with its Swahili translation and names every problem: a
 * key the translation lacks, a key it adds, a value of another kind, and a Swahili string
 * identical to the English one that is not allowed to be (a forgotten translation), and a
 * Swahili string with common English words left in it (a half-translated one).
 *
 * Functions are compared by calling both with the same sample arguments and comparing what
 * they return; a function without samples is a problem too, so no copy escapes the check.
 */
export type TranslationProblem =
  | { kind: 'missing'; key: string }
  | { kind: 'extra'; key: string }
  | { kind: 'kind-differs'; key: string; english: string; swahili: string }
  | { kind: 'untranslated'; key: string; value: string }
  | { kind: 'english-words'; key: string; value: string; words: string[] }
  | { kind: 'no-samples'; key: string };

export interface CompletenessOptions {
  /** Keys whose Swahili value may equal the English one: exact keys, `*` standing for one key or index. */
  allow?: readonly string[];
  /** Arguments to call each function with, by key: one list of arguments per call. */
  samples?: Readonly<Record<string, readonly (readonly unknown[])[]>>;
}

export function translationProblems(english: unknown, swahili: unknown, options: CompletenessOptions = {}): TranslationProblem[] {
  const allowed = (options.allow ?? []).map(keyPattern);
  const problems: TranslationProblem[] = [];

  const compare = (en: unknown, sw: unknown, key: string): void => {
    if (kindOf(en) !== kindOf(sw)) {
      problems.push({ kind: 'kind-differs', key, english: kindOf(en), swahili: kindOf(sw) });
      return;
    }
    if (typeof en === 'string') {
      if (typeof sw !== 'string' || allowed.some((pattern) => pattern.test(key))) return;
      if (en === sw && !mayStayAsIs(en)) problems.push({ kind: 'untranslated', key, value: en });
      else if (en !== sw && englishWordsIn(sw).length > 0) problems.push({ kind: 'english-words', key, value: sw, words: englishWordsIn(sw) });
      return;
    }
    if (typeof en === 'function' && typeof sw === 'function') {
      const calls = options.samples?.[key];
      if (!calls) {
        problems.push({ kind: 'no-samples', key });
        return;
      }
      calls.forEach((args, index) => compare(en(...args), sw(...args), `${key}(${calls.length > 1 ? index : ''})`));
      return;
    }
    if (Array.isArray(en) && Array.isArray(sw)) {
      const length = Math.max(en.length, sw.length);
      for (let index = 0; index < length; index += 1) {
        const child = `${key}[${index}]`;
        if (index >= sw.length) problems.push({ kind: 'missing', key: child });
        else if (index >= en.length) problems.push({ kind: 'extra', key: child });
        else compare(en[index], sw[index], child);
      }
      return;
    }
    if (isRecord(en) && isRecord(sw)) {
      for (const name of Object.keys(en)) {
        const child = key ? `${key}.${name}` : name;
        if (!(name in sw)) problems.push({ kind: 'missing', key: child });
        else compare(en[name], sw[name], child);
      }
      for (const name of Object.keys(sw)) {
        if (!(name in en)) problems.push({ kind: 'extra', key: key ? `${key}.${name}` : name });
      }
    }
  };

  compare(english, swahili, '');
  return problems;
}

/** One line per problem, for a failing test's message. */
export function describeProblems(problems: readonly TranslationProblem[]): string {
  return problems
    .map((problem) => {
      switch (problem.kind) {
        case 'untranslated':
          return `${problem.key}: untranslated "${problem.value}"`;
        case 'english-words':
          return `${problem.key}: English words (${problem.words.join(', ')}) in "${problem.value}"`;
        case 'kind-differs':
          return `${problem.key}: ${problem.swahili} where English has ${problem.english}`;
        case 'no-samples':
          return `${problem.key}: a function with no sample arguments to check it with`;
        default:
          return `${problem.key}: ${problem.kind}`;
      }
    })
    .join('\n');
}

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function keyPattern(allowed: string): RegExp {
  const escaped = allowed.replace(/[.*+?^${}()|[\]\\]/g, (char) => (char === '*' ? '[^.\\[\\]]+' : `\\${char}`));
  return new RegExp(`^${escaped}$`);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Longest first, so "M-Pesa Express" is removed before "M-Pesa". */
const keptNames = new RegExp(
  `(?<![\\p{L}])(?:${[...keptAsIs]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|')})(?![\\p{L}])`,
  'giu',
);

/** Things no language translates: addresses, paths, e-mail, code identifiers, USSD codes. */
const notWords = [
  /\bhttps?:\/\/\S+/g,
  /(?:^|\s)\/[\w\-./#?=&%]*/g,
  /\b[\w.+-]+@[\w-]+\.[\w.-]+\b/g,
  /\b[a-z]+(?:[_.][a-z0-9]+)+\b/g,
  /\*[\d*]+#/g,
  /\b[A-Z0-9]*\d[A-Z0-9]*\b/g,
];

/**
 * A string that may read the same in both languages: made only of kept names, numbers,
 * phone numbers, addresses, code and punctuation once those are taken out.
 */
export function mayStayAsIs(value: string): boolean {
  const rest = notWords.reduce((text, pattern) => text.replace(pattern, ' '), value).replace(keptNames, ' ');
  return !/\p{L}/u.test(rest);
}

/**
 * Common English words that are not Swahili words: one of them outside kept names and code
 * means part of a sentence was left in English ("Python and Node.js", "Lipa for airtime").
 */
const englishWords = new Set([
  'the',
  'and',
  'or',
  'your',
  'you',
  'with',
  'for',
  'from',
  'this',
  'that',
  'is',
  'are',
  'of',
  'to',
  'in',
  'on',
  'we',
  'our',
  'not',
  'will',
  'can',
  'please',
  'here',
]);

/** The common English words in a Swahili string, once kept names and code are taken out. */
export function englishWordsIn(value: string): string[] {
  const rest = notWords.reduce((text, pattern) => text.replace(pattern, ' '), value).replace(keptNames, ' ');
  return [...new Set(rest.toLowerCase().match(/\p{L}+/gu) ?? [])].filter((word) => englishWords.has(word));
}
