import { describeProblems, translationProblems } from '../../i18n/completeness';
import * as en from '../copy';
import * as sw from './copy';

describe('the Swahili blog copy', () => {
  it('has every English key, no other, and every value translated', () => {
    expect(Object.keys(sw)).toEqual(Object.keys(en));
    expect(describeProblems(translationProblems(en, sw))).toBe('');
  });
});
