'use client';

import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { fill } from '@/lib/fill';
import { formatKes } from '@/lib/kes';
import type { CallbackPayment } from '@/lib/mpesa-sandbox/callback';
import type { StkLifecycleState } from '@/lib/mpesa-sandbox/stk-lifecycle';
import { isPin } from '@/lib/mpesa-sandbox/test-numbers';
import type { PhoneAnswer, SandboxOutcome } from '@/lib/mpesa-sandbox/test-numbers';
import type { StkSandboxWords } from './stk-words';
import { useSecondsLeft } from './use-seconds-left';

export interface VirtualPhoneProps {
  words: StkSandboxWords;
  payment: CallbackPayment;
  /** What the sandbox does for this phone number: the prompt, or a test number's own outcome. */
  outcome: SandboxOutcome;
  state: StkLifecycleState;
  onAnswer: (answer: PhoneAnswer) => void;
}

interface PromptProps extends Omit<VirtualPhoneProps, 'outcome' | 'state'> {
  expiresAt: number;
}

/** The M-Pesa prompt: the payment, the PIN field, Send and Cancel, and the time left. */
function Prompt({ words, payment, expiresAt, onAnswer }: PromptProps) {
  const id = useId();
  const { phone } = words;
  const pinField = useRef<HTMLInputElement>(null);
  const [pin, setPin] = useState('');
  const [invalid, setInvalid] = useState(false);
  const secondsLeft = useSecondsLeft(expiresAt);

  // The prompt takes the focus as the phone's own does: the next key goes to the PIN.
  useEffect(() => {
    pinField.current?.focus();
  }, []);

  function send(event: FormEvent) {
    event.preventDefault();
    if (!isPin(pin)) {
      setInvalid(true);
      pinField.current?.focus();
      return;
    }
    onAnswer({ kind: 'pin', pin });
  }

  return (
    <form onSubmit={send} noValidate aria-labelledby={`${id}-title`} className="space-y-3">
      <p id={`${id}-title`} className="text-sm font-bold text-green-800">
        {phone.promptTitle}
      </p>
      <p className="text-sm leading-6">
        {fill(phone.prompt, { amount: formatKes(payment.amount, words.numberLocale), business: words.businessName, reference: payment.reference })}
      </p>
      <div className="space-y-1">
        <label htmlFor={`${id}-pin`} className="block text-sm font-semibold">
          {phone.pinLabel}
        </label>
        <input
          ref={pinField}
          id={`${id}-pin`}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          pattern="[0-9]{4}"
          value={pin}
          onChange={(event) => {
            setPin(event.target.value.replace(/\D/g, '').slice(0, 4));
            setInvalid(false);
          }}
          aria-invalid={invalid}
          aria-describedby={invalid ? `${id}-invalid` : undefined}
          className="block w-full rounded-lg border border-line bg-white p-2 text-center font-mono text-lg tracking-[0.5em] text-ink"
        />
        {invalid ? (
          <p id={`${id}-invalid`} className="text-xs text-red-800">
            {phone.pinInvalid}
          </p>
        ) : null}
      </div>
      <div className="grid grid-cols-2 gap-2">
        <button type="button" className="btn btn-ghost min-h-10" onClick={() => onAnswer({ kind: 'cancel' })}>
          {phone.cancel}
        </button>
        <button type="submit" className="btn btn-primary min-h-10">
          {phone.send}
        </button>
      </div>
      {/* A timer is not live: the seconds are shown, not read out every second. */}
      <p role="timer" aria-live="off" className="text-xs text-muted">
        {fill(phone.countdown, { seconds: secondsLeft })}
      </p>
    </form>
  );
}

/**
 * The on-page handset of the STK push sandbox. A number that is not a test number gets the
 * M-Pesa prompt in the page's language; the customer's answer (or silence) ends the payment,
 * and the result is announced politely. A test number's outcome comes without the phone.
 */
export function VirtualPhone({ words, payment, outcome, state, onAnswer }: VirtualPhoneProps) {
  const id = useId();
  const { phone } = words;
  const screen = useRef<HTMLDivElement>(null);
  const result = useRef<HTMLParagraphElement>(null);
  const finalCode = state.phase === 'final' ? state.code : null;

  // Once the prompt closes, focus that was on it moves to the result instead of being lost.
  useEffect(() => {
    if (finalCode === null || outcome.kind !== 'prompt') return;
    const active = document.activeElement;
    if (active === document.body || active === null || screen.current?.contains(active)) result.current?.focus();
  }, [finalCode, outcome.kind]);

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3" data-testid="virtual-phone">
      <h3 id={`${id}-heading`} className="text-base font-bold">
        {phone.heading}
      </h3>
      <p className="text-xs text-muted">{phone.lead}</p>
      <div className="mx-auto max-w-72 rounded-[2rem] border-[10px] border-[#1f2328] bg-[#1f2328] shadow-md">
        <div ref={screen} role="group" aria-label={phone.screenLabel} className="min-h-56 space-y-3 rounded-[1.4rem] bg-white p-4 text-ink">
          {outcome.kind === 'prompt' && state.phase === 'prompting' ? (
            <Prompt words={words} payment={payment} expiresAt={state.expiresAt} onAnswer={onAnswer} />
          ) : null}
          {outcome.kind !== 'prompt' ? <p className="text-sm">{fill(phone.testNumber, { phone: payment.phone })}</p> : null}
          {outcome.kind === 'no-callback' ? (
            <p className="text-sm">
              {phone.noCallback}{' '}
              <a href={words.statusQueryHref} className="font-semibold text-brand-700 underline underline-offset-4">
                {words.statusQuery.link}
              </a>
            </p>
          ) : null}
          <div aria-live="polite">
            {finalCode !== null ? (
              <p ref={result} tabIndex={-1} data-testid="phone-result" data-result-code={finalCode} className="text-sm font-semibold">
                {fill(phone.result, { code: finalCode, meaning: words.inbox.codeMeanings[finalCode] })}
              </p>
            ) : null}
          </div>
        </div>
      </div>
    </section>
  );
}
