'use client';

import { useRef, useState } from 'react';
import type { ComponentType, FormEvent } from 'react';
import { TextField } from '@/components/ui/fields';
import { FormHoneypot } from '@/components/ui/form-honeypot';
import { FormReceipt } from '@/components/ui/form-receipt';
import { useHydrated } from '@/components/ui/use-hydrated';
import { useLeadSubmit } from '@/components/ui/use-lead-submit';
import { useTypedBeforeHydration } from '@/components/ui/typed-before-hydration';
import { countryOptions } from '@/lib/countries';
import { notifySubmitMs } from '@/lib/content/shared';
import type { ComingSoonCountry } from '@/lib/countries';
import { onDemand } from '@/lib/on-demand';
import { emailMaxLength } from '@/lib/validation/lengths';
import type { NotifyConfirmationProps } from './notify-confirmation';
import { useNotifyWords } from './notify-words';

// The check (zod included) loads on the first sign of interest in the form.
const notifyChecks = onDemand(() => import('./notify-checks'));

export interface NotifyFormProps {
  country: ComingSoonCountry;
}

/**
 * 'Notify Me' on a coming-soon page, posted to /api/notify. Without JavaScript the page comes
 * back with a receipt above the form. With it, the request and the 1 s 'Submitting' run side
 * by side: the confirmation opens, and the field clears, once both are over and the server
 * said yes. A failure keeps the email and says what went wrong, under the field when the
 * server named it, in a toast otherwise.
 */
export function NotifyForm({ country }: NotifyFormProps) {
  const { comingSoonPageCopy: copy, language } = useNotifyWords();
  // The confirmation dialog says it, not a toast.
  const leadCopy = { received: null, failure: copy.errors.failed, language };
  const { name } = countryOptions[country];
  const hydrated = useHydrated();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [confirmation, setConfirmation] = useState<{ email: string; sandbox: boolean } | null>(null);
  const [Confirmation, setConfirmationDialog] = useState<ComponentType<NotifyConfirmationProps> | null>(null);
  const { submitting, submit } = useLeadSubmit({ path: '/api/notify', copy: leadCopy, minimumMs: notifySubmitMs });
  const formRef = useRef<HTMLFormElement>(null);

  useTypedBeforeHydration(formRef, { email }, (typed) => setEmail((current) => typed.email ?? current));

  function showError(form: HTMLFormElement, message: string) {
    setError(message);
    const input = form.elements.namedItem('email');
    if (input instanceof HTMLInputElement) input.focus();
  }

  function preloadChecks() {
    notifyChecks.preload();
    language.validation.preload();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    void submit(form, async (post) => {
      const [checks, { validationMessages }] = await Promise.all([notifyChecks.load(), language.validation.load()]);
      setConfirmationDialog(() => checks.NotifyConfirmation);
      const valid = checks.validateNotify({ email, country }, validationMessages, copy.errors.failed);
      if (!valid.ok) {
        showError(form, valid.emailError);
        return;
      }
      setError(undefined);
      const outcome = await post(form, valid.data);
      if (outcome.kind === 'received') {
        setEmail('');
        setConfirmation({ email: valid.data.email, sandbox: outcome.sandbox });
      } else if (outcome.kind === 'invalid') {
        showError(form, outcome.fields.email ?? copy.errors.failed);
      }
    });
  }

  return (
    <>
      <form
        ref={formRef}
        method="post"
        action="/api/notify"
        onSubmit={onSubmit}
        onFocus={preloadChecks}
        onPointerEnter={preloadChecks}
        noValidate={hydrated}
        className="mt-6"
      >
        <input type="hidden" name="country" value={country} />
        <input type="hidden" name="language" value={language.locale} />
        <FormReceipt form="notify" text={copy.confirmation.onPage(name)} sandboxText={language.sandboxModeCopy.mail} className="mb-4" />
        <FormHoneypot label={language.honeypotLabel} />
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <TextField
            name="email"
            type="email"
            label={copy.notify.label}
            value={email}
            error={error}
            onValueChange={setEmail}
            autoComplete="email"
            required
            maxLength={emailMaxLength}
            // Read-only while sending: what the confirmation names is what was typed.
            readOnly={submitting}
            placeholder={copy.notify.placeholder}
          />
          {/* aria-disabled rather than disabled: a disabled button drops focus, and the
              dialog must hand focus back to it when it closes. */}
          <button type="submit" aria-disabled={submitting || undefined} className="btn btn-primary aria-disabled:cursor-wait aria-disabled:opacity-80 sm:mt-7">
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
      </form>
      {Confirmation ? (
        <Confirmation
          confirmation={confirmation}
          countryName={name}
          copy={copy.confirmation}
          sandboxModeCopy={language.sandboxModeCopy}
          onClose={() => setConfirmation(null)}
        />
      ) : null}
    </>
  );
}
