'use client';

import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { notify } from '@/components/ui/notify';
import { countryOptions } from '@/lib/countries';
import { comingSoonPageCopy, notifySubmitMs } from '@/lib/content/coming-soon';
import type { ComingSoonCountry } from '@/lib/content/coming-soon';

// Validation and posting (zod included) load on the first sign of interest in the form.
const loadRequest = () => import('./notify-request');

export interface NotifyFormProps {
  country: ComingSoonCountry;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * 'Notify Me' on a coming-soon page (SPEC §4). The request and the 1 s 'Submitting' run side
 * by side: the confirmation opens, and the field clears, once both are over and the server
 * said yes. A failure keeps the email and says what went wrong, under the field when the
 * server named it, in a toast otherwise.
 */
export function NotifyForm({ country }: NotifyFormProps) {
  const copy = comingSoonPageCopy;
  const { name } = countryOptions[country];
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [confirmedEmail, setConfirmedEmail] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const errorId = useId();

  function showError(message: string) {
    setError(message);
    inputRef.current?.focus();
  }

  function preload() {
    // A failed preload is retried, and reported, by submit.
    loadRequest().catch(() => undefined);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    let request: Awaited<ReturnType<typeof loadRequest>>;
    try {
      request = await loadRequest();
    } catch {
      void notify.error(copy.errors.failed);
      return;
    }
    const valid = request.validateNotify({ email, country });
    if (!valid.ok) {
      showError(valid.emailError);
      return;
    }
    setError(null);
    setSubmitting(true);
    const [result] = await Promise.all([request.postNotify(valid.data), wait(notifySubmitMs)]);
    setSubmitting(false);
    if (result.ok) {
      setEmail('');
      setConfirmedEmail(valid.data.email);
    } else if (result.emailError) {
      showError(result.emailError);
    } else {
      void notify.error(result.message);
    }
  }

  return (
    <>
      {/* method="post": a submit before hydration reloads the page without putting the email in the URL. */}
      <form method="post" onSubmit={submit} onFocus={preload} onPointerEnter={preload} noValidate className="mt-6">
        <label htmlFor={inputId} className="block text-sm font-semibold text-ink">
          {copy.notify.label}
        </label>
        <div className="mt-2 flex flex-col gap-3 sm:flex-row">
          <input
            ref={inputRef}
            id={inputId}
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            // Read-only while sending: what the confirmation names is what was typed.
            readOnly={submitting}
            onChange={(event) => setEmail(event.target.value)}
            placeholder={copy.notify.placeholder}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className="min-h-11 min-w-0 flex-1 rounded-lg border border-slate-500 bg-white px-3 text-base text-ink placeholder:text-muted aria-invalid:border-red-700"
          />
          {/* aria-disabled rather than disabled: a disabled button drops focus, and the
              dialog must hand focus back to it when it closes. */}
          <button type="submit" aria-disabled={submitting || undefined} className="btn btn-primary aria-disabled:cursor-wait aria-disabled:opacity-80">
            {submitting ? (
              <>
                {copy.notify.submitting}
                <span aria-hidden="true" className="animate-pulse">
                  ...
                </span>
              </>
            ) : (
              copy.notify.submit
            )}
          </button>
        </div>
        {error ? (
          <p id={errorId} className="mt-2 text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </form>
      <Dialog
        open={confirmedEmail !== null}
        onClose={() => setConfirmedEmail(null)}
        title={copy.confirmation.title}
        description={confirmedEmail ? copy.confirmation.description(confirmedEmail, name) : undefined}
      >
        <div className="flex justify-end">
          <button type="button" className="btn btn-primary" onClick={() => setConfirmedEmail(null)}>
            {copy.confirmation.close}
          </button>
        </div>
      </Dialog>
    </>
  );
}
