import type { PaymentStorage } from './payment-store';

/** A payment store held in memory: where the browser's session storage is not (tests, the server). */
export function memoryStorage(): PaymentStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
  };
}
