import { pseudoCopy } from '../i18n/pseudo';
import { resultCodes } from '../mpesa-sandbox/result-codes';
import * as english from './result-codes';
import * as swahili from './sw/result-codes';

/** Every string of a copy value with its key path, functions called with `samples`. */
function stringsOf(value: unknown, path = '', samples: unknown[] = [2001, 'PIN']): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value === 'function') return stringsOf(Reflect.apply(value, undefined, samples), `${path}()`, samples);
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => stringsOf(item, path ? `${path}.${key}` : key, samples));
  return [];
}

describe('the words of the result-code pages', () => {
  it('give every code its words in both languages', () => {
    for (const copy of [english, swahili]) expect(Object.keys(copy.resultCodeWords).map(Number).sort()).toEqual([...resultCodes].sort());
  });

  it('are all rewritten in the pseudo-language, so none is taken for data and left in English', () => {
    const pseudo = new Map(stringsOf(pseudoCopy(english)));
    const left = stringsOf(english).filter(([path, text]) => pseudo.get(path) === text);
    expect(left).toEqual([]);
  });
});
