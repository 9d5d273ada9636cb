'use client';

import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { requestDelivery } from '@/lib/callback-delivery/request-delivery';
import type { DeliveryOutcome, ShownCallback } from '@/lib/callback-delivery/request-delivery';
import { fill } from '@/lib/fill';
import type { CallbackDeliveryWords } from './callback-delivery-words';
import { DeliveryLogTable } from './delivery-log';

export interface CallbackDeliveryProps {
  callback: ShownCallback;
  /** What the URL field starts with: the callback_url of the request, when it had one. */
  defaultUrl: string;
  words: CallbackDeliveryWords;
}

type Phase = { name: 'idle' } | { name: 'sending' } | { name: 'done'; outcome: DeliveryOutcome };

function problemText(outcome: Extract<DeliveryOutcome, { kind: 'problem' }>, words: CallbackDeliveryWords): string {
  if (outcome.problem === 'limited') return fill(words.problems.limited, { seconds: outcome.retryAfterSeconds ?? 60 });
  return words.problems[outcome.problem];
}

/**
 * Sends the callback shown beside it to the developer's own URL, through the site's server
 * (which signs it again and makes up to three attempts), then shows the delivery log.
 */
export function CallbackDelivery({ callback, defaultUrl, words }: CallbackDeliveryProps) {
  const id = useId();
  const [url, setUrl] = useState(defaultUrl);
  const [phase, setPhase] = useState<Phase>({ name: 'idle' });
  const sending = phase.name === 'sending';

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setPhase({ name: 'sending' });
    setPhase({ name: 'done', outcome: await requestDelivery(url.trim(), callback) });
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3">
      <h4 id={`${id}-heading`} className="text-sm font-semibold">
        {words.heading}
      </h4>
      <p className="text-sm text-muted">{words.intro}</p>
      <form onSubmit={send} noValidate className="space-y-2">
        <label htmlFor={`${id}-url`} className="block text-sm font-semibold">
          {words.urlLabel}
        </label>
        <input
          id={`${id}-url`}
          type="url"
          inputMode="url"
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          aria-describedby={`${id}-hint`}
          autoCapitalize="off"
          autoComplete="url"
          autoCorrect="off"
          spellCheck={false}
          className="block w-full rounded-lg border border-line bg-surface p-2 font-mono text-sm text-ink"
        />
        <p id={`${id}-hint`} className="text-xs text-muted">
          {words.urlHint}
        </p>
        <button type="submit" disabled={sending} className="btn btn-primary">
          {sending ? words.sending : words.send}
        </button>
      </form>
      <div aria-live="polite">
        {phase.name === 'done' && phase.outcome.kind === 'log' ? <DeliveryLogTable log={phase.outcome.log} words={words} /> : null}
        {phase.name === 'done' && phase.outcome.kind === 'problem' ? <p className="text-sm">{problemText(phase.outcome, words)}</p> : null}
      </div>
    </section>
  );
}
