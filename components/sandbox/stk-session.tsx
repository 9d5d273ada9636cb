'use client';

import { useEffect, useMemo, useRef, useState } from 'react';
import { browserEnvironment } from '@/lib/api-docs/sandbox';
import type { SandboxResult } from '@/lib/api-docs/sandbox';
import { acceptedStkPush } from '@/lib/api-docs/accepted-stk-push';
import { browserPaymentStorage } from '@/lib/mpesa-sandbox/payment-store';
import { startStkSimulation } from '@/lib/mpesa-sandbox/stk-simulation';
import type { CallbackDelivery as ShownDelivery, SimulationSnapshot, StkSimulation } from '@/lib/mpesa-sandbox/stk-simulation';
import { outcomeFor } from '@/lib/mpesa-sandbox/test-numbers';
import { CallbackInbox } from './callback-inbox';
import { CallbackDelivery } from './delivery/callback-delivery';
import { ForwardToMachine, MachineOutcomeLine } from './listen/forward-to-machine';
import { deliveryKey, useMachineForwarding } from './listen/use-machine-forwarding';
import type { StkSandboxWords } from './stk-words';
import { VirtualPhone } from './virtual-phone';

// One empty list for every render before the simulation starts, so the forwarding effect does not rerun.
const noDeliveries: ShownDelivery[] = [];

export interface StkSessionProps {
  /** The sandbox's answer to the STK push, and the body it answered. */
  result: SandboxResult;
  bodyText: string;
  words: StkSandboxWords;
}

/**
 * What follows an accepted STK push in the sandbox: the payment's lifecycle, run in the
 * browser, with the virtual phone and the callback inbox. It lasts until the next request
 * (or until the page is left): its timers stop when it unmounts.
 */
export function StkSession({ result, bodyText, words }: StkSessionProps) {
  const accepted = useMemo(() => acceptedStkPush(result, bodyText), [result, bodyText]);
  const simulation = useRef<StkSimulation | null>(null);
  const [snapshot, setSnapshot] = useState<SimulationSnapshot | null>(null);
  const forwarding = useMachineForwarding(snapshot?.deliveries ?? noDeliveries);

  useEffect(() => {
    if (!accepted) return;
    const running = startStkSimulation({ payment: accepted.payment, env: browserEnvironment, payments: browserPaymentStorage(), onChange: setSnapshot });
    simulation.current = running;
    return () => {
      running.stop();
      simulation.current = null;
    };
  }, [accepted]);

  if (!accepted || !snapshot) return null;
  return (
    <div className="space-y-6" data-testid="stk-session">
      <VirtualPhone
        words={words}
        payment={accepted.payment}
        outcome={outcomeFor(accepted.payment.phone)}
        state={snapshot.state}
        onAnswer={(answer) => simulation.current?.answer(answer)}
      />
      <CallbackInbox
        words={words}
        callbackUrl={accepted.callbackUrl}
        deliveries={snapshot.deliveries}
        // Each callback can also be sent to the developer's own URL, where the site allows it.
        renderActions={(delivery) => (
          <>
            <MachineOutcomeLine state={forwarding.states[deliveryKey(delivery)]} words={words.machine} />
            <CallbackDelivery callback={delivery.signed} defaultUrl={accepted.callbackUrl} words={words.delivery} />
          </>
        )}
        toolbar={<ForwardToMachine words={words.machine} code={forwarding.code} onCode={forwarding.setCode} />}
      />
    </div>
  );
}
