'use client';

import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { SelectField, TextAreaField, TextField, focusFirstError } from '@/components/ui/fields';
import { FormHoneypot } from '@/components/ui/form-honeypot';
import { FormReceipt } from '@/components/ui/form-receipt';
import { useHydrated } from '@/components/ui/use-hydrated';
import { useLeadSubmit } from '@/components/ui/use-lead-submit';
import { useTypedBeforeHydration } from '@/components/ui/typed-before-hydration';
import { useSessionDraft } from '@/components/ui/use-session-draft';
import type { Country } from '@/lib/countries';
import { onDemand } from '@/lib/on-demand';
import type { ContactInput, ContactSubject } from '@/lib/validation/contact';
import { contactMaxLengths } from '@/lib/validation/lengths';
import { useContactWords } from './contact-words';
import { SubmittingLabel } from './submitting-label';

type Field = keyof ContactInput;
type Values = Record<Field, string>;
type Errors = Partial<Record<Field, string>>;

/** The fields in the order they appear. */
const fields: readonly Field[] = ['fullname', 'email', 'company', 'phone', 'subject', 'message'];
const emptyValues: Values = { fullname: '', email: '', company: '', phone: '', subject: '', message: '' };
const draftKey = 'kilelepay:contact-draft';

// zod and the phone metadata load when the visitor starts on the form, not with the page.
const formChecks = onDemand(() => import('./form-checks'));

/** Keeps what belongs to a field of this form. */
function ownFields(source: Partial<Record<string, string>>): Partial<Values> {
  const own: Partial<Values> = {};
  for (const field of fields) if (source[field] !== undefined) own[field] = source[field];
  return own;
}

export interface ContactFormProps {
  /** The seven subjects, passed in so the schema module loads only when needed. */
  subjects: readonly ContactSubject[];
  /** The page's market: a post made without JavaScript comes back to its home page. */
  country: Country;
}

/**
 * "Let's Talk Business", posted to /api/contact. Without JavaScript, or before it has loaded,
 * the browser posts the form itself: the route answers 303 back to this page with a receipt,
 * or a page that says what to fix with everything typed. With JavaScript the schema checks
 * first, messages go under the fields, and the answer is a toast; what is typed is kept as a
 * draft in the tab until the lead is received.
 */
export function ContactForm({ subjects, country }: ContactFormProps) {
  const { contactFormCopy: copy, subjectLabels, language } = useContactWords();
  const leadCopy = { received: copy.success, failure: copy.failure, toast: { duration: copy.successDurationMs, dark: true }, language };
  const titleId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();
  const [values, setValues] = useState<Values>(emptyValues);
  const [errors, setErrors] = useState<Errors>({});
  const { submitting, submit } = useLeadSubmit({ path: '/api/contact', copy: leadCopy });

  useTypedBeforeHydration(formRef, values, (typed) => setValues((current) => ({ ...current, ...ownFields(typed) })));
  useSessionDraft({
    key: draftKey,
    fields,
    values,
    discard: false,
    restore: (draft) =>
      setValues((current) => {
        const restored = { ...current };
        for (const field of fields) restored[field] = current[field] || draft[field] || '';
        return restored;
      }),
  });

  function showErrors(form: HTMLFormElement, next: Errors) {
    setErrors(next);
    focusFirstError(form, next);
  }

  function update(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    // The message goes once the person starts fixing the field; the schema checks again on submit.
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // Hydrated: check here, then post ourselves, so that the page is not reloaded.
    event.preventDefault();
    const form = event.currentTarget;
    void submit(form, async (post) => {
      const [{ checkContact }, { validationMessages }] = await Promise.all([formChecks.load(), language.validation.load()]);
      const invalid = await checkContact(values, validationMessages);
      if (invalid) {
        showErrors(form, ownFields(invalid));
        return;
      }
      setErrors({});
      // The server checks and normalises again; it receives what the person typed.
      const outcome = await post(form, values);
      if (outcome.kind === 'received') setValues(emptyValues);
      else if (outcome.kind === 'invalid') showErrors(form, ownFields(outcome.fields));
    });
  }

  const field = (name: Field) => ({
    name,
    label: copy.labels[name],
    value: values[name],
    error: errors[name],
    onValueChange: (value: string) => update(name, value),
    required: true,
  });

  return (
    <form
      ref={formRef}
      method="post"
      action="/api/contact"
      // The browser's own checks guard a post made without JavaScript; once hydrated, ours do.
      noValidate={hydrated}
      aria-labelledby={titleId}
      onSubmit={onSubmit}
      // Fetch the checks while the visitor types, so Send does not wait for them.
      onFocus={() => {
        formChecks.preload();
        language.validation.preload();
      }}
      className="grid gap-5 sm:grid-cols-2"
    >
      <h3 id={titleId} className="text-xl font-semibold sm:col-span-2">
        {copy.title}
      </h3>
      <FormReceipt form="contact" text={copy.success} sandboxText={language.sandboxModeCopy.mail} className="sm:col-span-2" />
      <input type="hidden" name="country" value={country} />
      <input type="hidden" name="language" value={language.locale} />
      <FormHoneypot label={language.honeypotLabel} />
      <TextField {...field('fullname')} autoComplete="name" maxLength={contactMaxLengths.fullname} placeholder={copy.placeholders.fullname} />
      <TextField {...field('email')} type="email" autoComplete="email" maxLength={contactMaxLengths.email} placeholder={copy.placeholders.email} />
      <TextField {...field('company')} autoComplete="organization" maxLength={contactMaxLengths.company} placeholder={copy.placeholders.company} />
      <TextField
        {...field('phone')}
        type="tel"
        autoComplete="tel"
        maxLength={contactMaxLengths.phone}
        hint={copy.hints.phone}
        placeholder={copy.placeholders.phone}
      />
      <div className="sm:col-span-2">
        <SelectField
          {...field('subject')}
          placeholder={copy.subjectPlaceholder}
          options={subjects.map((subject) => ({ value: subject, label: subjectLabels[subject] }))}
        />
      </div>
      <div className="sm:col-span-2">
        <TextAreaField {...field('message')} rows={5} maxLength={contactMaxLengths.message} placeholder={copy.placeholders.message} />
      </div>
      <div className="sm:col-span-2">
        <button type="submit" disabled={submitting} className="btn btn-primary w-full sm:w-auto">
          {submitting ? <SubmittingLabel text={copy.submitting} /> : copy.submit}
        </button>
      </div>
    </form>
  );
}
