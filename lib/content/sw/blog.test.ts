import { describeProblems, translationProblems } from '../../i18n/completeness';
import { misusesInModule } from '../../i18n/glossary-check';
import * as en from '../blog';
import * as sw from './blog';

const samples = {
  'blogCopy.readTime': [[1], [6]],
  'blogCopy.resultCount': [[0], [1], [7]],
  'blogCopy.codeSampleLabel': [[1, 'Python']],
  'blogCopy.tableLabel': [[1]],
};

describe('the Swahili blog copy', () => {
  it('has every English key, no other, and every value translated', () => {
    expect(Object.keys(sw)).toEqual(Object.keys(en));
    expect(describeProblems(translationProblems(en, sw, { samples }))).toBe('');
  });

  it("uses the glossary's words, never a rendering it rules out", () => {
    expect(misusesInModule(sw, samples)).toEqual([]);
  });

  it('counts and times in Swahili', () => {
    expect(sw.blogCopy.readTime(6)).toBe('Dakika 6 za kusoma');
    expect(sw.blogCopy.resultCount(1)).toBe('Makala 1 imepatikana');
    expect(sw.blogCopy.resultCount(7)).toBe('Makala 7 zimepatikana');
  });
});
