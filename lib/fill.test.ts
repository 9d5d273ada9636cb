import { fill, placeholdersOf } from './fill';

describe('fill', () => {
  it('puts each value in its placeholder, however often it appears', () => {
    expect(fill('Use at most {max} characters', { max: 120 })).toBe('Use at most 120 characters');
    expect(fill('{name}, {name} and {other}', { name: 'Nairobi', other: 'Mombasa' })).toBe('Nairobi, Nairobi and Mombasa');
  });

  it('leaves a placeholder it has no value for as written', () => {
    expect(fill('Sent to {email}', {})).toBe('Sent to {email}');
  });

  it('names the placeholders of a template', () => {
    expect(placeholdersOf('Step {step} of {total}: {title}')).toEqual(['step', 'total', 'title']);
  });
});
