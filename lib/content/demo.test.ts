import { demoCopy, demoType, demoTypeSummary, demoTypes } from './demo';

describe('demo types', () => {
  it('are the three the demo offers, in order', () => {
    expect(demoTypes.map((type) => type.name)).toEqual(['M-Pesa Express', 'M-Pesa Subscriptions', 'Bank Card Payments']);
    expect(demoType('card').name).toBe('Bank Card Payments');
  });

  it.each(demoTypes.map((type) => [type.name, type] as const))('%s shows its description truncated to 80 characters', (_name, type) => {
    const summary = demoTypeSummary(type);
    // Every written description is longer than a card allows, so each card really truncates.
    expect(type.description.length).toBeGreaterThan(80);
    expect(summary.length).toBeLessThanOrEqual(80);
    expect(summary.endsWith('…')).toBe(true);
    expect(type.description.startsWith(summary.slice(0, -1))).toBe(true);
  });

  it('shows the fixed KES 5 amount and the test-card hint', () => {
    expect(demoCopy.amount).toBe('KES 5');
    expect(demoCopy.cardHint).toMatch(/test card/);
  });
});
