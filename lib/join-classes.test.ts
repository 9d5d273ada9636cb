import { joinClasses } from './join-classes';

describe('joinClasses', () => {
  it('joins the given classes in order and skips the empty, false and missing ones', () => {
    expect(joinClasses('a', false, 'b', undefined, null, '', 'c')).toBe('a b c');
    expect(joinClasses()).toBe('');
  });
});
