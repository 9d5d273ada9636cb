'use client';

import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { SelectField, TextAreaField, TextField, focusFirstError } from '@/components/ui/fields';
import { FormHoneypot } from '@/components/ui/form-honeypot';
import { FormReceipt } from '@/components/ui/form-receipt';
import { fieldNameOf, formValues, withoutError } from '@/components/ui/form-values';
import type { LeadWords } from '@/components/ui/lead-words';
import { useHydrated } from '@/components/ui/use-hydrated';
import { useLeadSubmit } from '@/components/ui/use-lead-submit';
import type { PostOutcome } from '@/components/ui/use-lead-submit';
import { useSessionDraft } from '@/components/ui/use-session-draft';
import type * as contact from '@/lib/content/contact';
import type { Country } from '@/lib/countries';
import type { Translated } from '@/lib/i18n/translated';
import { onDemand } from '@/lib/on-demand';
import type { FieldErrors } from '@/lib/validation/fields';
import type { ContactInput, ContactSubject } from '@/lib/validation/contact';
import { contactMaxLengths } from '@/lib/validation/lengths';
import { SubmittingLabel } from './submitting-label';

type Field = keyof ContactInput;

/** The fields in the order they appear. */
const fields: readonly Field[] = ['fullname', 'email', 'company', 'phone', 'subject', 'message'];
const draftKey = 'kilelepay:contact-draft';

// zod and the phone metadata load when the visitor starts on the form, not with the page.
const formChecks = onDemand(() => import('./form-checks'));

/** Keeps the messages that belong to a field of this form. */
function ownErrors(source: FieldErrors): FieldErrors {
  return Object.fromEntries(fields.flatMap((field) => (source[field] ? [[field, source[field]]] : [])));
}

/** What the contact form writes, in its page's language (plain data, from the server). */
export interface ContactFormWords {
  copy: Translated<typeof contact.contactFormCopy>;
  /** The subjects' labels, keyed by the value the form posts. */
  subjectLabels: Translated<typeof contact.contactSubjectLabels>;
  language: LeadWords;
}

export interface ContactFormProps {
  /** The seven subjects, passed in so the schema module loads only when needed. */
  subjects: readonly ContactSubject[];
  /** The page's market: a post made without JavaScript comes back to its home page. */
  country: Country;
  words: ContactFormWords;
}

/**
 * "Let's Talk Business", posted to /api/contact. Without JavaScript, or before it has loaded,
 * the browser posts the form itself: the route answers 303 back to this page with a receipt,
 * or a page that says what to fix with everything typed. With JavaScript the schema checks
 * what the fields hold, messages go under the fields, and the answer is a toast; what is typed
 * is kept as a draft in the tab until the lead is received.
 */
export function ContactForm({ subjects, country, words }: ContactFormProps) {
  const { copy, subjectLabels, language } = words;
  const leadCopy = { received: copy.success, failure: copy.failure, toast: { duration: copy.successDurationMs, dark: true }, language };
  const titleId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();
  const [errors, setErrors] = useState<FieldErrors>({});
  const { submitting, submit, prepare } = useLeadSubmit({ form: 'contact', copy: leadCopy });
  const draft = useSessionDraft(formRef, { key: draftKey, fields });

  function showErrors(form: HTMLFormElement, next: FieldErrors) {
    setErrors(next);
    focusFirstError(form, next);
  }

  /** Acts on the answer; a submission kept offline keeps the form filled until its answer comes. */
  function settle(form: HTMLFormElement, outcome: PostOutcome) {
    if (outcome.kind === 'kept') void outcome.later.then((answer) => settle(form, answer));
    else if (outcome.kind === 'received') {
      form.reset();
      draft.clear();
    } else if (outcome.kind === 'invalid') showErrors(form, ownErrors(outcome.fields));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // Hydrated: check here, then post ourselves, so that the page is not reloaded.
    event.preventDefault();
    const form = event.currentTarget;
    const values = formValues(form, fields);
    void submit(form, async (post) => {
      const { checkContact } = await formChecks.load();
      const invalid = await checkContact(values, language.validationMessages);
      if (invalid) {
        showErrors(form, ownErrors(invalid));
        return;
      }
      setErrors({});
      // The server checks and normalises again; it receives what the person typed.
      settle(form, await post(form, values));
    });
  }

  const field = (name: Field) => ({ name, label: copy.labels[name], error: errors[name], required: true });

  return (
    <form
      ref={formRef}
      method="post"
      action="/api/contact"
      // The browser's own checks guard a post made without JavaScript; once hydrated, ours do.
      noValidate={hydrated}
      aria-labelledby={titleId}
      onSubmit={onSubmit}
      onChange={(event) => {
        // The message goes once the person starts fixing the field; the schema checks again on submit.
        const name = fieldNameOf(event.target);
        if (name && errors[name]) setErrors((current) => withoutError(current, name));
        draft.save();
      }}
      // Fetch the checks while the visitor types, so Send does not wait for them, and what a
      // send without a connection needs, which could not be fetched then.
      onFocus={() => {
        formChecks.preload();
        prepare();
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
          defaultValue=""
          placeholder={copy.subjectPlaceholder}
          options={subjects.map((subject) => ({ value: subject, label: subjectLabels[subject] }))}
        />
      </div>
      <div className="sm:col-span-2">
        <TextAreaField {...field('message')} rows={5} maxLength={contactMaxLengths.message} placeholder={copy.placeholders.message} />
      </div>
      <div className="sm:col-span-2">
        {/* aria-disabled rather than disabled: a disabled button drops the focus, which a send
            kept offline, or a slow one, must leave where the visitor put it. */}
        <button
          type="submit"
          aria-disabled={submitting || undefined}
          className="btn btn-primary w-full aria-disabled:cursor-wait aria-disabled:opacity-80 sm:w-auto"
        >
          {submitting ? <SubmittingLabel text={copy.submitting} /> : copy.submit}
        </button>
      </div>
    </form>
  );
}
