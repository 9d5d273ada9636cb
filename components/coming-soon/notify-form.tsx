'use client';

import { useActionState, useId, useRef, useState } from 'react';
import type { ComponentType, FormEvent } from 'react';
import { FormNotice } from '@/components/ui/form-notice';
import type { Notice } from '@/components/ui/form-notice';
import { notify } from '@/components/ui/notify';
import { useTypedBeforeHydration } from '@/components/ui/typed-before-hydration';
import { sendNotifyForm } from '@/lib/actions/forms';
import type { NotifyFormState } from '@/lib/actions/forms';
import { countryOptions } from '@/lib/countries';
import { comingSoonPageCopy, notifySubmitMs } from '@/lib/content/coming-soon';
import type { ComingSoonCountry } from '@/lib/content/coming-soon';
import { formProblemMessage } from '@/lib/content/form-problems';
import { sandboxModeCopy } from '@/lib/content/sandbox-mode';
import { formDataOf, idleFormState, valuesOf } from '@/lib/form-state';
import { onDemand } from '@/lib/on-demand';
import type { NotifyConfirmationProps } from './notify-confirmation';

// The check (zod included) loads on the first sign of interest in the form.
const notifyChecks = onDemand(() => import('./notify-checks'));

export interface NotifyFormProps {
  country: ComingSoonCountry;
  /** The country's coming-soon page: a post made without JavaScript comes back there. */
  permalink: string;
}

const copy = comingSoonPageCopy;
const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** What the form says about the answer the page was rendered with, after a post made without JavaScript. */
function noticeOf(answer: NotifyFormState, country: ComingSoonCountry): Notice | null {
  if (answer.status === 'sent') {
    if (answer.sandbox) return { tone: 'info', text: sandboxModeCopy.mail };
    return { tone: 'success', text: copy.confirmation.onPage(countryOptions[country].name) };
  }
  if (answer.status === 'failed') return { tone: 'error', text: formProblemMessage(answer.problem, copy.errors.failed) };
  return null;
}

/**
 * 'Notify Me' on a coming-soon page, delivered by a Server Action. Without
 * JavaScript the page comes back with the answer under the form. With it, the request and the
 * 1 s 'Submitting' run side by side: the confirmation opens, and the field clears, once both
 * are over and the server said yes. A failure keeps the email and says what went wrong, under
 * the field when the server named it, in a toast otherwise.
 */
export function NotifyForm({ country, permalink }: NotifyFormProps) {
  const { name } = countryOptions[country];
  const [answered, formAction] = useActionState(sendNotifyForm, idleFormState, permalink);
  const [email, setEmail] = useState(() => valuesOf(answered, { email: '', country }).email);
  const [error, setError] = useState<string | null>(() => (answered.status === 'invalid' ? (answered.errors.email ?? copy.errors.failed) : null));
  const [notice, setNotice] = useState(() => noticeOf(answered, country));
  const [submitting, setSubmitting] = useState(false);
  const [confirmation, setConfirmation] = useState<{ email: string; sandbox: boolean } | null>(null);
  const [Confirmation, setConfirmationDialog] = useState<ComponentType<NotifyConfirmationProps> | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const errorId = useId();

  useTypedBeforeHydration(formRef, { email }, (typed) => setEmail((current) => typed.email ?? current));

  function showError(message: string) {
    setError(message);
    inputRef.current?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setNotice(null);
    let checks: Awaited<ReturnType<typeof notifyChecks.load>>;
    try {
      checks = await notifyChecks.load();
    } catch {
      void notify.error(copy.errors.failed);
      return;
    }
    setConfirmationDialog(() => checks.NotifyConfirmation);
    const valid = checks.validateNotify({ email, country });
    if (!valid.ok) {
      showError(valid.emailError);
      return;
    }
    setError(null);
    setSubmitting(true);
    const [answer] = await Promise.all([
      sendNotifyForm(idleFormState, formDataOf(valid.data)).catch((): NotifyFormState => ({ status: 'failed', values: {}, problem: 'unavailable' })),
      wait(notifySubmitMs),
    ]);
    setSubmitting(false);
    if (answer.status === 'sent') {
      setEmail('');
      setConfirmation({ email: valid.data.email, sandbox: answer.sandbox });
    } else if (answer.status === 'invalid') {
      showError(answer.errors.email ?? copy.errors.failed);
    } else if (answer.status === 'failed') {
      void notify.error(formProblemMessage(answer.problem, copy.errors.failed));
    }
  }

  return (
    <>
      <form
        ref={formRef}
        action={formAction}
        onSubmit={submit}
        onFocus={notifyChecks.preload}
        onPointerEnter={notifyChecks.preload}
        noValidate
        className="mt-6"
      >
        <input type="hidden" name="country" value={country} />
        <FormNotice notice={notice} className="mb-4" />
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
      {Confirmation ? <Confirmation confirmation={confirmation} countryName={name} onClose={() => setConfirmation(null)} /> : null}
    </>
  );
}
