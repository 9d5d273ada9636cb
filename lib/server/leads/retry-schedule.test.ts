import { attemptsFor, retryDelayMs, retryForMs } from './retry-schedule';

describe('the outbox retry schedule', () => {
  const schedule = { baseMs: 2_000, maxMs: 600_000 };

  it('doubles from the base delay up to the cap, half fixed and half random', () => {
    expect(retryDelayMs(schedule, 1, 0)).toBe(1_000);
    expect(retryDelayMs(schedule, 1, 0.999)).toBeCloseTo(2_000, -1);
    expect(retryDelayMs(schedule, 4, 0)).toBe(8_000);
    expect(retryDelayMs(schedule, 30, 0)).toBe(300_000);
    expect(retryDelayMs(schedule, 30, 0.999)).toBeLessThanOrEqual(600_000);
    expect(retryDelayMs(schedule, 1_000, 0.5)).toBe(450_000);
  });

  it('spreads retries that failed at the same moment', () => {
    const delays = new Set([0.1, 0.4, 0.7].map((random) => retryDelayMs(schedule, 6, random)));
    expect(delays.size).toBe(3);
  });

  it('keeps trying for at least 24 hours, even at the shortest waits', () => {
    for (const candidate of [schedule, { baseMs: 100, maxMs: 1_000 }, { baseMs: 5_000, maxMs: 3_600_000 }]) {
      const attempts = attemptsFor(candidate);
      let shortest = 0;
      for (let retry = 1; retry < attempts; retry += 1) shortest += retryDelayMs(candidate, retry, 0);
      expect(shortest).toBeGreaterThanOrEqual(retryForMs);
      // …and not absurdly longer: one wait less would fall short.
      expect(shortest - retryDelayMs(candidate, attempts - 1, 0)).toBeLessThan(retryForMs);
    }
  });
});
