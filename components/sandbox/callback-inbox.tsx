'use client';

import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { fill } from '@/lib/fill';
import type { CallbackDelivery } from '@/lib/mpesa-sandbox/stk-simulation';
import { callbackHttpText } from '@/lib/mpesa-sandbox/webhook-signature';
import type { StkSandboxWords } from './stk-words';

export interface CallbackInboxProps {
  words: StkSandboxWords;
  /** The URL the callbacks are POSTed to: the request's callback_url. */
  callbackUrl: string;
  /** Every delivery so far, oldest first. */
  deliveries: CallbackDelivery[];
  /**
   * Extra controls under a delivery, such as its delivery to the developer's own URL and that
   * delivery's log. Nothing by default.
   */
  renderActions?: (delivery: CallbackDelivery, index: number) => ReactNode;
  /** Controls for the whole inbox, under its lead: forwarding to the developer's machine. */
  toolbar?: ReactNode;
}

function CopyButton({ text, words }: { text: string; words: StkSandboxWords['inbox'] }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  }
  return (
    <>
      <button type="button" className="btn btn-ghost min-h-9 px-2 py-1 text-xs" onClick={copy}>
        {state === 'copied' ? words.copied : words.copy}
      </button>
      <span aria-live="polite" className="text-xs text-muted">
        {state === 'failed' ? words.copyFailed : ''}
      </span>
    </>
  );
}

interface EntryProps {
  words: StkSandboxWords;
  delivery: CallbackDelivery;
  number: number;
  text: string;
  actions: ReactNode;
}

function InboxEntry({ words, delivery, number, text, actions }: EntryProps) {
  const id = useId();
  const { inbox } = words;
  const { code, kind, attempt, deliveredAt } = delivery;
  const meaning = inbox.codeMeanings[code];
  const time = deliveredAt.toLocaleTimeString(words.numberLocale, { hour: '2-digit', minute: '2-digit', second: '2-digit' });
  return (
    <li>
      <article
        aria-labelledby={`${id}-heading`}
        data-testid="callback-delivery"
        data-result-code={code}
        data-delivery-kind={kind}
        data-webhook-id={delivery.signed.id}
        className="space-y-2 rounded-xl border border-line bg-white p-3"
      >
        <h4 id={`${id}-heading`} className="text-sm font-bold">
          {fill(inbox.entryHeading, { code, meaning })}
        </h4>
        <p className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted">
          <span>{fill(inbox.attempt, { attempt })}</span>
          {kind === 'duplicate' ? <span className="font-semibold text-accent-900">{inbox.duplicate}</span> : null}
          {kind === 'late' ? <span className="font-semibold text-accent-900">{inbox.late}</span> : null}
          <span>{fill(inbox.receivedAt, { time })}</span>
        </p>
        {kind === 'duplicate' ? <p className="rounded-lg bg-accent-100 p-2 text-xs text-accent-900">{inbox.duplicateNote}</p> : null}
        {kind === 'late' ? <p className="rounded-lg bg-accent-100 p-2 text-xs text-accent-900">{inbox.lateNote}</p> : null}
        <pre
          data-testid="callback-http"
          tabIndex={0}
          role="region"
          aria-label={fill(inbox.requestLabel, { number })}
          className="overflow-x-auto rounded-lg bg-[#0a0c10] p-3 font-mono text-xs leading-5 whitespace-pre text-[#f0f3f6]"
        >
          {text}
        </pre>
        <div className="flex flex-wrap items-center gap-3">
          <CopyButton text={text} words={inbox} />
          <a href={words.resultCodeHrefs[String(code)]} className="text-xs font-semibold text-brand-700 underline underline-offset-4">
            {fill(inbox.codePage, { code })}
          </a>
        </div>
        {actions}
      </article>
    </li>
  );
}

/**
 * The callbacks of the sandbox's payment, each as the HTTP request the merchant's callback URL
 * receives (request line, headers, blank line, the signed body), ready to copy. A duplicate
 * shows as a second entry with the same webhook-id. New deliveries are announced in a sentence,
 * never by reading the request out.
 */
export function CallbackInbox({ words, callbackUrl, deliveries, renderActions, toolbar }: CallbackInboxProps) {
  const id = useId();
  const { inbox } = words;
  const last = deliveries.at(-1);
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3" data-testid="callback-inbox">
      <h3 id={`${id}-heading`} className="text-base font-bold">
        {inbox.heading}
      </h3>
      <p className="text-xs text-muted">{inbox.lead}</p>
      {toolbar}
      {deliveries.length === 0 ? (
        <p className="text-sm text-muted">{inbox.empty}</p>
      ) : (
        <ol className="space-y-3">
          {deliveries.map((delivery, index) => (
            <InboxEntry
              key={index}
              words={words}
              delivery={delivery}
              number={index + 1}
              text={callbackHttpText(callbackUrl, delivery.signed)}
              actions={renderActions?.(delivery, index)}
            />
          ))}
        </ol>
      )}
      <p aria-live="polite" className="sr-only">
        {last ? fill(inbox.announce, { code: last.code, meaning: inbox.codeMeanings[last.code] }) : ''}
      </p>
    </section>
  );
}
