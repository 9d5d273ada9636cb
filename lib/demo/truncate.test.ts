import { truncate } from './truncate';

describe('truncate', () => {
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
