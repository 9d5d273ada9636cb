import fc from 'fast-check';
import { formatKes, formatKesCents } from './kes';

describe('formatKes', () => {
  it.each([
    [1, 'KES 1'],
    [10, 'KES 10'],
    [10_000, 'KES 10,000'],
    [70_000, 'KES 70,000'],
    [1_234_567, 'KES 1,234,567'],
  ])('%p shillings reads %p', (shillings, text) => {
    expect(formatKes(shillings)).toBe(text);
  });
});

describe('formatKesCents', () => {
  it.each([
    [0, 'KES 0.00'],
    [5, 'KES 0.05'],
    [98_500, 'KES 985.00'],
    [101_523, 'KES 1,015.23'],
    [1_000_000_000, 'KES 10,000,000.00'],
    [-100, '−KES 1.00'],
  ])('%p cents reads %p', (cents, text) => {
    expect(formatKesCents(cents)).toBe(text);
  });

  it('writes every whole number of cents exactly, shillings grouped in threes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (cents) => {
        const shillings = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
        expect(formatKesCents(cents)).toBe(`KES ${shillings}.${String(cents % 100).padStart(2, '0')}`);
      }),
    );
  });
});
