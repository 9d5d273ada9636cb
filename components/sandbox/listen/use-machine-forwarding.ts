'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { MachineOutcome } from '@/lib/sandbox-listen/publish-to-machine';
import type { CallbackDelivery } from '@/lib/mpesa-sandbox/stk-simulation';

/** The pairing code, kept for the tab: every sandbox request after it is forwarded too. */
const storageKey = 'kilele-pay:sandbox:listen-code';

export type ForwardingState = MachineOutcome | { kind: 'sending' };

/** One delivery of the inbox: a callback and its duplicate share the webhook id, not the attempt. */
export function deliveryKey({ signed, attempt }: CallbackDelivery): string {
  return `${signed.id}#${attempt}`;
}

function storedCode(): string | null {
  try {
    return sessionStorage.getItem(storageKey);
  } catch {
    return null;
  }
}

function storeCode(code: string | null): void {
  try {
    if (code === null) sessionStorage.removeItem(storageKey);
    else sessionStorage.setItem(storageKey, code);
  } catch {
    // Private browsing: the pairing lasts as long as this request's inbox.
  }
}

/**
 * Forwards every callback of the inbox to the developer's machine once a pairing code is
 * given, the ones already shown included, one after the other in the order shown. The code
 * that publishes loads on first use: a page that never pairs never fetches it.
 */
export function useMachineForwarding(deliveries: CallbackDelivery[]) {
  // The session renders only in the browser, after a request: nothing to hydrate.
  const [code, setCodeState] = useState<string | null>(storedCode);
  const [states, setStates] = useState<Record<string, ForwardingState>>({});
  const started = useRef(new Set<string>());
  const queue = useRef<Promise<void>>(Promise.resolve());

  const setCode = useCallback((next: string | null) => {
    storeCode(next);
    setCodeState(next);
  }, []);

  useEffect(() => {
    if (code === null) return;
    deliveries.forEach((delivery) => {
      const key = deliveryKey(delivery);
      const { id, timestamp, body } = delivery.signed;
      if (started.current.has(key)) return;
      started.current.add(key);
      setStates((current) => ({ ...current, [key]: { kind: 'sending' } }));
      queue.current = queue.current.then(async () => {
        const { publishToMachine } = await import('@/lib/sandbox-listen/publish-to-machine');
        const outcome = await publishToMachine(code, { id, timestamp, body });
        setStates((current) => ({ ...current, [key]: outcome }));
        if (outcome.kind === 'unknown-code') setCode(null);
      });
    });
  }, [code, deliveries, setCode]);

  return { code, setCode, states };
}
