'use client';

import { useState } from 'react';
import type { FormEvent } from 'react';
import { TextField, focusFirstError } from '@/components/ui/fields';
import { FormHoneypot } from '@/components/ui/form-honeypot';
import { FormReceipt } from '@/components/ui/form-receipt';
import { formValues } from '@/components/ui/form-values';
import type { LeadWords } from '@/components/ui/lead-words';
import { useHydrated } from '@/components/ui/use-hydrated';
import { useLeadSubmit } from '@/components/ui/use-lead-submit';
import type { PostOutcome } from '@/components/ui/use-lead-submit';
import type * as contact from '@/lib/content/contact';
import type { Country } from '@/lib/countries';
import type { Translated } from '@/lib/i18n/translated';
import { onDemand } from '@/lib/on-demand';
import { emailMaxLength } from '@/lib/validation/lengths';
import { SubmittingLabel } from './submitting-label';

const formChecks = onDemand(() => import('./form-checks'));

/** What the newsletter box writes, in its page's language (plain data, from the server). */
export interface NewsletterFormWords {
  copy: Translated<typeof contact.newsletterCopy>;
  language: LeadWords;
}

export interface NewsletterFormProps {
  /** The page's market: a post made without JavaScript comes back to its home page. */
  country: Country;
  words: NewsletterFormWords;
}

/**
 * 'Stay Updated': one email address, posted to /api/newsletter like the contact form.
 * Without JavaScript the page comes back with a receipt in the box; with it, a toast.
 */
export function NewsletterForm({ country, words }: NewsletterFormProps) {
  const { copy, language } = words;
  const leadCopy = { received: copy.success, failure: copy.failure, language };
  const hydrated = useHydrated();
  const [error, setError] = useState<string | undefined>(undefined);
  const { submitting, submit, prepare } = useLeadSubmit({ form: 'newsletter', copy: leadCopy });

  function showError(form: HTMLFormElement, message: string) {
    setError(message);
    focusFirstError(form, { email: message });
  }

  /** Acts on the answer; an address kept offline stays in the field until its answer comes. */
  function settle(form: HTMLFormElement, outcome: PostOutcome) {
    if (outcome.kind === 'kept') void outcome.later.then((answer) => settle(form, answer));
    else if (outcome.kind === 'received') form.reset();
    else if (outcome.kind === 'invalid' && outcome.fields.email) showError(form, outcome.fields.email);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const { email = '' } = formValues(form, ['email']);
    void submit(form, async (post) => {
      const { checkNewsletter } = await formChecks.load();
      const invalid = checkNewsletter(email, language.validationMessages);
      if (invalid) {
        showError(form, invalid);
        return;
      }
      setError(undefined);
      settle(form, await post(form, { email }));
    });
  }

  return (
    <form
      method="post"
      action="/api/newsletter"
      noValidate={hydrated}
      onSubmit={onSubmit}
      onChange={() => setError(undefined)}
      onFocus={() => {
        formChecks.preload();
        prepare();
      }}
      aria-label={copy.title}
      className="mt-4 flex flex-col gap-3"
    >
      <FormReceipt form="newsletter" text={copy.success} sandboxText={language.sandboxModeCopy.mail} />
      <input type="hidden" name="country" value={country} />
      <input type="hidden" name="language" value={language.locale} />
      <FormHoneypot label={language.honeypotLabel} />
      <TextField
        name="email"
        type="email"
        label={copy.label}
        error={error}
        autoComplete="email"
        required
        maxLength={emailMaxLength}
        placeholder={copy.placeholder}
      />
      {/* aria-disabled rather than disabled, which would drop the focus (see the contact form). */}
      <button type="submit" aria-disabled={submitting || undefined} className="btn btn-primary aria-disabled:cursor-wait aria-disabled:opacity-80">
        {submitting ? <SubmittingLabel text={copy.submitting} /> : copy.submit}
      </button>
    </form>
  );
}
