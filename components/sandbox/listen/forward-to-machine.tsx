'use client';

import { useState } from 'react';
import type { ComponentType } from 'react';
import { fill } from '@/lib/fill';
import type { ForwardToMachineWords } from './forward-to-machine-words';
import type { PairingFormProps } from './pairing-form';
import type { ForwardingState } from './use-machine-forwarding';

export interface ForwardToMachineProps {
  words: ForwardToMachineWords;
  code: string | null;
  onCode: (code: string | null) => void;
}

/**
 * "Forward to my machine" at the top of the callback inbox: a button until it is used; its
 * form (the command to run, the code field) loads then.
 */
export function ForwardToMachine({ words, code, onCode }: ForwardToMachineProps) {
  const [Form, setForm] = useState<ComponentType<PairingFormProps> | null>(null);
  const [loading, setLoading] = useState(false);

  async function open() {
    setLoading(true);
    try {
      const { PairingForm } = await import('./pairing-form');
      setForm(() => PairingForm);
    } finally {
      setLoading(false);
    }
  }

  if (code !== null) {
    return (
      <div className="flex flex-wrap items-center gap-3 rounded-lg bg-surface p-2 text-sm" data-testid="machine-paired">
        <p>{fill(words.paired, { code })}</p>
        <button type="button" className="btn btn-ghost min-h-9 px-2 py-1 text-xs" onClick={() => onCode(null)}>
          {words.stop}
        </button>
      </div>
    );
  }
  if (Form) return <Form words={words} onCode={onCode} />;
  return (
    <button type="button" className="btn btn-ghost min-h-9 px-2 py-1 text-sm" aria-busy={loading} onClick={() => void open()}>
      {words.open}
    </button>
  );
}

/** Under a callback: what the developer's handler answered it, once forwarded. */
export function MachineOutcomeLine({ state, words }: { state: ForwardingState | undefined; words: ForwardToMachineWords }) {
  if (!state) return null;
  const text = (() => {
    switch (state.kind) {
      case 'sending':
        return words.sending;
      case 'delivered':
        return fill(words.delivered, { status: state.status, ms: state.ms });
      case 'no-answer':
        return fill(words.noAnswer, { error: words.errors[state.error] });
      case 'not-listening':
        return words.notListening;
      case 'unknown-code':
        return words.unknownCode;
      case 'limited':
        return fill(words.limited, { seconds: state.retryAfterSeconds });
      case 'failed':
        return words.failed;
    }
  })();
  return (
    <p aria-live="polite" className="text-xs font-semibold" data-testid="machine-outcome" data-outcome={state.kind}>
      {text}
    </p>
  );
}
