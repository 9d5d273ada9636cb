'use client';

import { useState } from 'react';
import type { ComponentType, FormEvent } from 'react';
import { TextField } from '@/components/ui/fields';
import { FormHoneypot } from '@/components/ui/form-honeypot';
import { FormReceipt } from '@/components/ui/form-receipt';
import { formValues } from '@/components/ui/form-values';
import type { LeadWords } from '@/components/ui/lead-words';
import { useHydrated } from '@/components/ui/use-hydrated';
import { useLeadSubmit } from '@/components/ui/use-lead-submit';
import type { PostOutcome } from '@/components/ui/use-lead-submit';
import { countryOptions } from '@/lib/countries';
import { notifySubmitMs } from '@/lib/content/shared';
import type * as comingSoon from '@/lib/content/coming-soon';
import type { ComingSoonCountry } from '@/lib/countries';
import type { Translated } from '@/lib/i18n/translated';
import { onDemand } from '@/lib/on-demand';
import { emailMaxLength } from '@/lib/validation/lengths';
import type { NotifyConfirmationProps } from './notify-confirmation';

// The check (zod included) loads on the first sign of interest in the form.
const notifyChecks = onDemand(() => import('./notify-checks'));

type PageCopy = Translated<typeof comingSoon.comingSoonPageCopy>;

/** What the notify form and its confirmation write, in the page's language (plain data, from the server). */
export interface NotifyFormWords {
  notify: Pick<PageCopy['notify'], 'label' | 'placeholder' | 'submit' | 'submitting'>;
  confirmation: NotifyConfirmationProps['copy'];
  /** The receipt a post made without JavaScript comes back to, naming the country. */
  receipt: string;
  /** "We could not save your email": the form's own words when the post fails. */
  failed: string;
  language: LeadWords;
}

export interface NotifyFormProps {
  country: ComingSoonCountry;
  words: NotifyFormWords;
}

/**
 * 'Notify Me' on a coming-soon page, posted to /api/notify. Without JavaScript the page comes
 * back with a receipt above the form. With it, the request and the 1 s 'Submitting' run side
 * by side: the confirmation opens, and the field clears, once both are over and the server
 * said yes. A failure keeps the email and says what went wrong, under the field when the
 * server named it, in a toast otherwise.
 */
export function NotifyForm({ country, words }: NotifyFormProps) {
  const { language } = words;
  // The confirmation dialog says it, not a toast.
  const leadCopy = { received: null, failure: words.failed, language };
  const { name } = countryOptions[country];
  const hydrated = useHydrated();
  const [error, setError] = useState<string | undefined>(undefined);
  const [confirmation, setConfirmation] = useState<{ email: string; sandbox: boolean } | null>(null);
  const [Confirmation, setConfirmationDialog] = useState<ComponentType<NotifyConfirmationProps> | null>(null);
  const { submitting, submit, prepare } = useLeadSubmit({ form: 'notify', copy: leadCopy, minimumMs: notifySubmitMs });

  function showError(form: HTMLFormElement, message: string) {
    setError(message);
    const input = form.elements.namedItem('email');
    if (input instanceof HTMLInputElement) input.focus();
  }

  /**
   * Acts on the answer. A request kept offline keeps the email in the field; once it goes
   * through, a toast says so (a dialog opening by itself, minutes later, would take the
   * visitor's focus from whatever they are doing).
   */
  function settle(form: HTMLFormElement, email: string, outcome: PostOutcome, late = false) {
    if (outcome.kind === 'kept') {
      void outcome.later.then((answer) => settle(form, email, answer, true));
    } else if (outcome.kind === 'received') {
      form.reset();
      if (!late) setConfirmation({ email, sandbox: outcome.sandbox });
    } else if (outcome.kind === 'invalid') {
      showError(form, outcome.fields.email ?? words.failed);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const { email = '' } = formValues(form, ['email']);
    void submit(form, async (post) => {
      const checks = await notifyChecks.load();
      setConfirmationDialog(() => checks.NotifyConfirmation);
      const valid = checks.validateNotify({ email, country }, language.validationMessages, words.failed);
      if (!valid.ok) {
        showError(form, valid.emailError);
        return;
      }
      setError(undefined);
      settle(form, valid.data.email, await post(form, valid.data));
    });
  }

  return (
    <>
      <form
        method="post"
        action="/api/notify"
        onSubmit={onSubmit}
        onFocus={() => {
          notifyChecks.preload();
          prepare();
        }}
        onPointerEnter={notifyChecks.preload}
        noValidate={hydrated}
        className="mt-6"
      >
        <input type="hidden" name="country" value={country} />
        <input type="hidden" name="language" value={language.locale} />
        <FormReceipt form="notify" text={words.receipt} sandboxText={language.sandboxModeCopy.mail} className="mb-4" />
        <FormHoneypot label={language.honeypotLabel} />
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <TextField
            name="email"
            type="email"
            label={words.notify.label}
            error={error}
            autoComplete="email"
            required
            maxLength={emailMaxLength}
            // Read-only while sending: what the confirmation names is what was typed.
            readOnly={submitting}
            placeholder={words.notify.placeholder}
          />
          {/* aria-disabled rather than disabled: a disabled button drops focus, and the
              dialog must hand focus back to it when it closes. */}
          <button type="submit" aria-disabled={submitting || undefined} className="btn btn-primary aria-disabled:cursor-wait aria-disabled:opacity-80 sm:mt-7">
            {submitting ? (
              <>
                {words.notify.submitting}
                <span aria-hidden="true" className="animate-pulse">
                  ...
                </span>
              </>
            ) : (
              words.notify.submit
            )}
          </button>
        </div>
      </form>
      {Confirmation ? (
        <Confirmation
          confirmation={confirmation}
          countryName={name}
          copy={words.confirmation}
          sandboxModeCopy={language.sandboxModeCopy}
          onClose={() => setConfirmation(null)}
        />
      ) : null}
    </>
  );
}
