import 'server-only';
import type { RateRule } from './config';

export interface RateLimitHit {
  /** Requests counted under the key in the current window, this one included. */
  count: number;
  /** When the current window ends, in milliseconds since the epoch. */
  resetAt: number;
}

/**
 * Where the counts live. The in-memory store suits one server process; when the site runs on
 * several, a shared store (Redis INCR + PEXPIRE, a database row) implements this and is
 * installed with setRateLimitStore() at start.
 */
export interface RateLimitStore {
  hit(key: string, windowMs: number): Promise<RateLimitHit>;
}

/** Fixed windows in a Map, bounded so that a flood of distinct keys cannot exhaust memory. */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, RateLimitHit>();

  constructor(
    private readonly maxKeys = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  async hit(key: string, windowMs: number): Promise<RateLimitHit> {
    const now = this.now();
    const current = this.windows.get(key);
    if (current && current.resetAt > now) {
      current.count += 1;
      return { ...current };
    }
    if (current) this.windows.delete(key);
    else if (this.windows.size >= this.maxKeys) this.makeRoom(now);
    const fresh = { count: 1, resetAt: now + windowMs };
    this.windows.set(key, fresh);
    return { ...fresh };
  }

  get size(): number {
    return this.windows.size;
  }

  private makeRoom(now: number): void {
    for (const [key, window] of this.windows) {
      if (window.resetAt <= now) this.windows.delete(key);
    }
    // Still full: forget the oldest windows (a Map iterates in insertion order).
    for (const key of this.windows.keys()) {
      if (this.windows.size < this.maxKeys) break;
      this.windows.delete(key);
    }
  }
}

let store: RateLimitStore = new MemoryRateLimitStore();

/** Installs another store: a shared one in production on several servers, a fresh one in tests. */
export function setRateLimitStore(next: RateLimitStore): void {
  store = next;
}

export type RateLimitResult = { limited: false } | { limited: true; retryAfterSeconds: number };

/** Counts one request under `key` and says whether it is over the rule's limit. */
export async function rateLimit(key: string, rule: RateRule): Promise<RateLimitResult> {
  const { count, resetAt } = await store.hit(key, rule.windowMs);
  if (count <= rule.max) return { limited: false };
  return { limited: true, retryAfterSeconds: Math.max(1, Math.ceil((resetAt - Date.now()) / 1000)) };
}
