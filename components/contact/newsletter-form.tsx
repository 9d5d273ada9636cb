'use client';

import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { TextField, focusFirstError } from '@/components/ui/fields';
import { FormHoneypot } from '@/components/ui/form-honeypot';
import { FormReceipt } from '@/components/ui/form-receipt';
import { useHydrated } from '@/components/ui/use-hydrated';
import { useLeadSubmit } from '@/components/ui/use-lead-submit';
import { useTypedBeforeHydration } from '@/components/ui/typed-before-hydration';
import type { Country } from '@/lib/countries';
import { onDemand } from '@/lib/on-demand';
import { emailMaxLength } from '@/lib/validation/lengths';
import { useContactWords } from './contact-words';
import { SubmittingLabel } from './submitting-label';

const formChecks = onDemand(() => import('./form-checks'));

export interface NewsletterFormProps {
  /** The page's market: a post made without JavaScript comes back to its home page. */
  country: Country;
}

/**
 * 'Stay Updated': one email address, posted to /api/newsletter like the contact form.
 * Without JavaScript the page comes back with a receipt in the box; with it, a toast.
 */
export function NewsletterForm({ country }: NewsletterFormProps) {
  const { newsletterCopy: copy, language } = useContactWords();
  const leadCopy = { received: copy.success, failure: copy.failure, language };
  const formRef = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const { submitting, submit } = useLeadSubmit({ path: '/api/newsletter', copy: leadCopy });

  useTypedBeforeHydration(formRef, { email }, (typed) => setEmail((current) => typed.email ?? current));

  function showError(form: HTMLFormElement, message: string) {
    setError(message);
    focusFirstError(form, { email: message });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    void submit(form, async (post) => {
      const [{ checkNewsletter }, { validationMessages }] = await Promise.all([formChecks.load(), language.validation.load()]);
      const invalid = checkNewsletter(email, validationMessages);
      if (invalid) {
        showError(form, invalid);
        return;
      }
      setError(undefined);
      const outcome = await post(form, { email });
      if (outcome.kind === 'received') setEmail('');
      else if (outcome.kind === 'invalid' && outcome.fields.email) showError(form, outcome.fields.email);
    });
  }

  return (
    <form
      ref={formRef}
      method="post"
      action="/api/newsletter"
      noValidate={hydrated}
      onSubmit={onSubmit}
      onFocus={() => {
        formChecks.preload();
        language.validation.preload();
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
        value={email}
        error={error}
        onValueChange={(value) => {
          setEmail(value);
          setError(undefined);
        }}
        autoComplete="email"
        required
        maxLength={emailMaxLength}
        placeholder={copy.placeholder}
      />
      <button type="submit" disabled={submitting} className="btn btn-primary">
        {submitting ? <SubmittingLabel text={copy.submitting} /> : copy.submit}
      </button>
    </form>
  );
}
