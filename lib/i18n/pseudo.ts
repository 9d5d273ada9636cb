/**
 * The pseudo-language of the test build (`xa`): every English string of the copy rewritten,
 * accented and lengthened by about 40 % inside brackets ("[Ƀûý Âîŕţîɱé ···]"). A page in it
 * shows every word that comes from the copy changed, so an English word left on it is written
 * in the code (a hard-coded string), and the longer words show where a longer language would
 * break the layout. Built only when NEXT_PUBLIC_PSEUDO_LOCALE is 1 (lib/i18n/locales.ts).
 */
const accents: Record<string, string> = {
  a: 'â',
  b: 'ƀ',
  c: 'ç',
  d: 'ð',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'î',
  j: 'ĵ',
  k: 'ķ',
  l: 'ļ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ô',
  p: 'þ',
  q: 'ǫ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'û',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
  A: 'Â',
  B: 'Ƀ',
  C: 'Ç',
  D: 'Ð',
  E: 'É',
  F: 'Ƒ',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Î',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ļ',
  M: 'Ṁ',
  N: 'Ñ',
  O: 'Ô',
  P: 'Þ',
  Q: 'Ǫ',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ţ',
  U: 'Û',
  V: 'Ṽ',
  W: 'Ŵ',
  X: 'Ẋ',
  Y: 'Ý',
  Z: 'Ž',
};

/** Strings that are data, not words: addresses, ids and icon names, numbers and symbols. */
const notWords = [/^(\/|#|https?:|mailto:|tel:)/, /^[a-z0-9]+([-_.][a-z0-9]+)*$/, /^[^A-Za-z]*$/];
/** Keys whose values are data whatever they look like. */
const dataKeys = new Set(['id', 'href', 'icon', 'image', 'src', 'docId', 'page', 'method', 'endpoint', 'code', 'language', 'lang']);
/** Placeholders filled later ({max}) stay as they are, so the filling still finds them. */
const placeholder = /(\{[a-zA-Z]+\})/;

export function pseudoText(text: string): string {
  if (notWords.some((pattern) => pattern.test(text))) return text;
  const accented = text
    .split(placeholder)
    .map((part) => (placeholder.test(part) ? part : [...part].map((letter) => accents[letter] ?? letter).join('')))
    .join('');
  const padding = '·'.repeat(Math.max(1, Math.round(text.length * 0.4)));
  return `[${accented} ${padding}]`;
}

/** Every string of a copy value rewritten (functions rewrite what they return); data kept. */
export function pseudoCopy(value: unknown, key = ''): unknown {
  if (typeof value === 'string') return dataKeys.has(key) ? value : pseudoText(value);
  if (typeof value === 'function') return (...args: unknown[]) => pseudoCopy(Reflect.apply(value, undefined, args));
  if (Array.isArray(value)) return value.map((item) => pseudoCopy(item, key));
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, pseudoCopy(item, name)]));
  return value;
}

/**
 * Whether `candidate` has the shape of `model`: the same keys, arrays of the same length,
 * and the same kind of value at each place (a string where the model has a string, a function
 * where it has a function). What lets the rewritten copy be used where English is expected.
 */
export function sameShape<T>(candidate: unknown, model: T): candidate is T {
  if (typeof model !== typeof candidate) return false;
  if (Array.isArray(model))
    return Array.isArray(candidate) && candidate.length === model.length && model.every((item, index) => sameShape(candidate[index], item));
  if (model !== null && typeof model === 'object') {
    if (candidate === null || typeof candidate !== 'object') return false;
    const keys = Object.keys(model);
    return keys.length === Object.keys(candidate).length && keys.every((name) => sameShape(Reflect.get(candidate, name), Reflect.get(model, name)));
  }
  return true;
}
