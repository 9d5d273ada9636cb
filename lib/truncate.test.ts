import fc from 'fast-check';
import { truncate } from './truncate';
import { excerptLimit } from './blog/excerpt';

const truncateExcerpt = (text: string) => truncate(text, excerptLimit);

describe("truncate, at the blog cards' limit", () => {
  it('leaves text of 120 characters or fewer as it is', () => {
    const exact = 'x'.repeat(120);
    expect(truncateExcerpt(exact)).toBe(exact);
    expect(truncateExcerpt('Short excerpt.')).toBe('Short excerpt.');
  });

  it('cuts longer text on a word boundary and adds an ellipsis, 120 characters at most', () => {
    const text =
      'Create daily, weekly or monthly M-Pesa subscriptions with one API call, read the response, and keep your records in step with three webhook events.';
    const result = truncateExcerpt(text);
    expect(result).toBe('Create daily, weekly or monthly M-Pesa subscriptions with one API call, read the response, and keep your records in…');
    // "step" would end at character 121 with the ellipsis: it goes rather than being split.
    expect(result.length).toBeLessThanOrEqual(excerptLimit);
  });

  it('does not leave dangling punctuation before the ellipsis', () => {
    const text = `${'word '.repeat(22)}end, and then a good deal more text that goes past the limit`;
    expect(truncateExcerpt(text)).not.toMatch(/[,\s]…$/);
  });

  it('keeps a word that ends exactly at the limit', () => {
    const text = `${'a'.repeat(119)} more`;
    expect(truncateExcerpt(text)).toBe(`${'a'.repeat(119)}…`);
  });

  it('never exceeds the limit and never splits a word (property)', () => {
    const words = fc.array(fc.stringMatching(/^[a-z]{1,12}$/), { minLength: 1, maxLength: 60 });
    fc.assert(
      fc.property(words, (list) => {
        const text = list.join(' ');
        const result = truncateExcerpt(text);
        expect(result.length).toBeLessThanOrEqual(excerptLimit);
        if (text.length > excerptLimit) {
          expect(result.endsWith('…')).toBe(true);
          const kept = result.slice(0, -1).split(' ');
          // Every kept word is a whole word of the original, in order.
          expect(list.slice(0, kept.length)).toEqual(kept);
        }
      }),
    );
  });
});

describe('truncate, at other limits', () => {
  it('leaves text that fits as it is', () => {
    expect(truncate('Pay with M-Pesa', 80)).toBe('Pay with M-Pesa');
    expect(truncate('x'.repeat(80), 80)).toBe('x'.repeat(80));
  });

  it('cuts longer text at a word boundary, ellipsis included in the limit', () => {
    const text = 'Send an STK push to the customer phone and hear back from M-Pesa in seconds, with a callback';
    const short = truncate(text, 80);
    expect(short.length).toBeLessThanOrEqual(80);
    expect(short.endsWith('…')).toBe(true);
    expect(text.startsWith(short.slice(0, -1))).toBe(true);
    expect(short).toBe('Send an STK push to the customer phone and hear back from M-Pesa in seconds…');
  });

  it('cuts a single long word where it must', () => {
    expect(truncate('a'.repeat(100), 10)).toBe(`${'a'.repeat(9)}…`);
  });
});
