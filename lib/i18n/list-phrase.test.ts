import { listPhraseSw } from './list-phrase';

describe('listPhraseSw', () => {
  it('joins a list as a Swahili sentence does', () => {
    expect(listPhraseSw([])).toBe('');
    expect(listPhraseSw(['Visa'])).toBe('Visa');
    expect(listPhraseSw(['Visa', 'Mastercard'])).toBe('Visa na Mastercard');
    expect(listPhraseSw(['Python', 'Node.js', 'PHP'])).toBe('Python, Node.js na PHP');
  });
});
