/**
 * The type of a translation of an English copy object. English copy is written `as const`,
 * so its strings have literal types ('Buy Airtime'); a translation must have the same shape
 * (the same keys, arrays of the same kind, functions with the same parameters) with its own
 * words, so every single string literal is widened to `string`.
 *
 * A union of string literals ('layers' | 'globe', 'Available' | 'Coming Soon') is an
 * enumeration the code switches on, not copy: it is kept, so a translated object still fits
 * the components' prop types, and its value is taken from the English object.
 */
export type Translated<T> = [T] extends [string]
  ? IsUnion<T> extends true
    ? T
    : string
  : T extends (...args: infer Params) => infer Result
    ? (...args: Params) => Translated<Result>
    : T extends object
      ? { [Key in keyof T]: Translated<T[Key]> }
      : T;

/** True for a union of two or more members (distribution turns each member against the whole). */
type IsUnion<T, Whole = T> = T extends unknown ? ([Whole] extends [T] ? false : true) : never;
