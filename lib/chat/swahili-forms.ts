/**
 * The roots a Swahili word may be built on. A verb carries its subject, tense and object in
 * front of the root ("ni-me-lipa", "ha-zi-ja-fika", "ku-ni-tumia"), and a question may end
 * in -je ("nawezaje"), so the table's "lipa" should answer "nimelipa", "kulipa" and "nalipaje".
 * Each split whose front part is a run of such prefixes gives a candidate root; a root keeps
 * at least four letters, so short nouns are never read inside longer words ("ada" in "mada").
 *
 * Written by hand: a keyword list and these prefixes cover the chat's vocabulary, where a
 * fuzzy-matching library would add weight to the panel's download and match unrelated words.
 */
const prefixes = new RegExp(
  [
    '^',
    '(?:ha|si)?', // negation
    '(?:ni|n|u|a|tu|m|mu|wa|i|zi|li|ya|ki|vi|ku|pa)?', // subject
    '(?:na|li|ta|me|ka|ki|nge|ngali|ja|sha|hu|ku|a)?', // tense, mood or infinitive
    '(?:ni|ku|m|mw|mu|tu|wa|ki|vi|li|ya|zi|i|u|ji)?', // object, or the reflexive ji-
    '$',
  ].join(''),
);

const shortestRoot = 4;

/**
 * The roots after each run of prefixes; a root ending in -e is also read with -a, as a
 * request ("nitume", "nilipe", "nianze") is built on the verb's own form ("tuma", "lipa", "anza").
 */
function roots(word: string): string[] {
  const found: string[] = [];
  for (let cut = 1; word.length - cut >= shortestRoot; cut += 1) {
    if (!prefixes.test(word.slice(0, cut))) continue;
    const root = word.slice(cut);
    found.push(root);
    if (root.endsWith('e')) found.push(`${root.slice(0, -1)}a`);
  }
  return found;
}

/** The word itself comes first; then its roots, and those of the word without a closing -je. */
export function swahiliWordForms(word: string): string[] {
  const forms = new Set([word, ...roots(word)]);
  if (word.endsWith('je') && word.length - 2 >= shortestRoot) {
    const stem = word.slice(0, -2);
    forms.add(stem);
    for (const root of roots(stem)) forms.add(root);
  }
  return [...forms];
}
