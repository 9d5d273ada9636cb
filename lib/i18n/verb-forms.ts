/**
 * A Swahili verb is one word built around its stem: "ku-li-idhinish-a" (to approve it),
 * "a-me-idhinish-a" (has approved), "zi-na-idhinish-w-a" (are being approved). The glossary
 * names a verb once, by its plain form ("idhinisha"), and the check reads every such word as
 * that verb, so a ruled-out rendering cannot come back with an object or a tense marker.
 */

/**
 * What may stand before a stem, in any order and up to five times: negation (ha-, si-),
 * subject and object markers of every noun class, the reflexive ji-, tense and aspect
 * markers (na, li, ta, taka, me, ki, ka, nge, ngali, ja, sha, hu), the relative markers (ye,
 * o, cho, vyo, lo, yo, zo, po, ko, mo, wo) and the infinitive ku- with its negative kuto-.
 * Longest first, so that "taka" is not read as "ta" followed by "ka".
 */
const prefixes = [
  'ngali',
  'taka',
  'kuto',
  'nge',
  'cho',
  'vyo',
  'mw',
  'ni',
  'tu',
  'wa',
  'zi',
  'li',
  'ya',
  'ki',
  'vi',
  'ku',
  'pa',
  'mu',
  'yu',
  'ji',
  'na',
  'ta',
  'me',
  'ka',
  'ja',
  'sha',
  'hu',
  'ha',
  'si',
  'ye',
  'lo',
  'yo',
  'zo',
  'po',
  'ko',
  'mo',
  'wo',
  'to',
  'a',
  'u',
  'i',
  'm',
  'o',
] as const;

/**
 * What may follow a stem before its last vowel: the applied -i-/-e- ("idhinishia"), the
 * causative -ish-/-esh-/-iz-/-ez- ("lipisha"), the passive -w-/-iw-/-ew-/-liw- ("idhinishwa",
 * "funguliwa") and the stative -ik-/-ek- ("lipika"), each at most once in that order.
 */
const suffixes = '(?:i|e)?(?:ish|esh|iz|ez)?(?:ik|ek)?(?:liw|lew|iw|ew|w)?';

/** The last vowel: -a, the subjunctive -e, the negative present -i. */
const finalVowel = '[aei]';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A verb's stem and what may follow it. A Bantu verb ends in -a, which its forms replace
 * ("idhinisha" → "idhinish-w-a", "-e"); a verb borrowed from Arabic keeps its last vowel and
 * takes only the passive ("hakiki" → "anahakiki", "kuhakikiwa"), so that "hakikisha" (make
 * sure) is another verb.
 */
export function verbStem(verb: string): { stem: string; ending: string } {
  if (!/^\p{L}+$/u.test(verb)) throw new Error(`"${verb}" is not the plain form of a verb (one word)`);
  const lower = verb.toLowerCase();
  if (lower.endsWith('a')) return { stem: lower.slice(0, -1), ending: `${suffixes}${finalVowel}` };
  return { stem: lower, ending: '(?:wa)?' };
}

/** Tense markers and the infinitive, after which an object marker stands: "a-na-ya-", "ku-li-". */
const beforeObject = '(?:ngali|taka|kuto|nge|sha|ku|na|li|ta|me|ki|ka|ja|hu)(?:ye|o|cho|vyo|lo|yo|zo|po|ko|mo|wo)?';

export interface VerbPattern {
  /** The plain form: "idhinisha". */
  verb: string;
  /**
   * Object markers one of which the verb must carry ("li", "ya": the prompt, the payments):
   * after the infinitive or a tense marker, as in "ku-li-idhinisha", "a-na-ya-idhinisha", so
   * that a subject ("ya-na-vyo-idhinishwa": payments being authorised) is not read as one.
   */
  object?: readonly string[];
  /** Tense or relative markers one of which the verb must carry ("takapo": when it will; "ja": not yet). */
  tense?: readonly string[];
  /** Words one of which must follow the verb ("ombi", "kwa PIN"). */
  followedBy?: readonly string[];
}

const alternatives = (items: readonly string[]) => `(?:${items.map(escapeRegExp).join('|')})`;

/**
 * Every form of a verb as one whole word, in any case, with what it must carry or what must
 * follow it. The regular expression matches the word (and the words after it when
 * `followedBy` asks for them).
 */
export function verbForms({ verb, object, tense, followedBy }: VerbPattern): RegExp {
  const prefix = `(?:${prefixes.join('|')})`;
  let before = `${prefix}{0,5}`;
  if (object && object.length > 0) before = `${prefix}{0,3}${beforeObject}${alternatives(object)}`;
  else if (tense && tense.length > 0) before = `${prefix}{0,3}${alternatives(tense)}${prefix}{0,3}`;
  const { stem, ending } = verbStem(verb);
  const word = `(?<!\\p{L})${before}${escapeRegExp(stem)}${ending}(?!\\p{L})`;
  const after = followedBy && followedBy.length > 0 ? `\\s+${alternatives(followedBy)}(?!\\p{L})` : '';
  return new RegExp(`${word}${after}`, 'iu');
}
