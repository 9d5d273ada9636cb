import { countWords, formatReadTime, readTimeMinutes, wordsPerMinute } from './read-time';

describe('read time', () => {
  it('counts words, not punctuation or Markdown markers', () => {
    expect(countWords('## Heading\n\nOne, two - three **four** `five`.\n\n| a | b |')).toBe(8);
    expect(countWords('')).toBe(0);
  });

  it('rounds up to whole minutes at 200 words a minute, at least one', () => {
    expect(wordsPerMinute).toBe(200);
    expect(readTimeMinutes('word')).toBe(1);
    expect(readTimeMinutes('word '.repeat(200))).toBe(1);
    expect(readTimeMinutes('word '.repeat(201))).toBe(2);
    expect(readTimeMinutes('word '.repeat(1000))).toBe(5);
  });

  it('reads as "N min read"', () => {
    expect(formatReadTime(6)).toBe('6 min read');
  });
});
