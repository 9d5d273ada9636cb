'use client';

import { useActionState, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { FormNotice } from '@/components/ui/form-notice';
import type { Notice } from '@/components/ui/form-notice';
import { SelectField, TextAreaField, TextField, focusFirstError } from '@/components/ui/fields';
import { notify } from '@/components/ui/notify';
import { useTypedBeforeHydration } from '@/components/ui/typed-before-hydration';
import { useSessionDraft } from '@/components/ui/use-session-draft';
import { sendContactForm } from '@/lib/actions/forms';
import type { ContactFormState } from '@/lib/actions/forms';
import { contactFormCopy as copy } from '@/lib/content/contact';
import { formProblemMessage } from '@/lib/content/form-problems';
import { sandboxModeCopy } from '@/lib/content/sandbox-mode';
import { formDataOf, idleFormState, valuesOf } from '@/lib/form-state';
import { onDemand } from '@/lib/on-demand';
import type { ContactInput, ContactSubject } from '@/lib/validation/contact';
import { contactMaxLengths } from '@/lib/validation/lengths';
import { SubmittingLabel } from './submitting-label';

type Field = keyof ContactInput;
type Values = Record<Field, string>;
type Errors = Partial<Record<Field, string>>;

/** The fields in the order they appear. */
const fields: readonly Field[] = ['fullname', 'email', 'company', 'phone', 'subject', 'message'];
const emptyValues: Values = { fullname: '', email: '', company: '', phone: '', subject: '', message: '' };
const draftKey = 'kilelepay:contact-draft';
const toastOptions = { duration: copy.successDurationMs, dark: true };

// zod and the phone metadata load when the visitor starts on the form, not with the page.
const formChecks = onDemand(() => import('./form-checks'));

/** Keeps what belongs to a field of this form. */
function ownFields(source: Partial<Record<string, string>>): Partial<Values> {
  const own: Partial<Values> = {};
  for (const field of fields) if (source[field] !== undefined) own[field] = source[field];
  return own;
}

/** What the page says about the answer it was rendered with, after a post made without JavaScript. */
function noticeOf(answer: ContactFormState): Notice | null {
  if (answer.status === 'sent') return answer.sandbox ? { tone: 'info', text: sandboxModeCopy.mail } : { tone: 'success', text: copy.success };
  if (answer.status === 'invalid') return { tone: 'error', text: copy.invalid };
  if (answer.status === 'failed') return { tone: 'error', text: formProblemMessage(answer.problem, copy.failure) };
  return null;
}

export interface ContactFormProps {
  /** The seven subjects, passed in so the schema module loads only when needed. */
  subjects: readonly ContactSubject[];
  /** The page and anchor of the form: a post made without JavaScript comes back there. */
  permalink: string;
}

/**
 * "Let's Talk Business", delivered by a Server Action (lib/actions/forms.ts).
 * Without JavaScript, or before it has loaded, the browser posts the form and the server
 * renders the page again with the answer: a confirmation, or each field's message with
 * everything typed. With JavaScript the schema checks first, messages go under the fields,
 * and the answer is a toast; what is typed is kept as a draft in the tab until a confirmed send.
 */
export function ContactForm({ subjects, permalink }: ContactFormProps) {
  const titleId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  // Set at once on submit, before any state renders, so a double click sends once.
  const busy = useRef(false);
  const [answered, formAction] = useActionState(sendContactForm, idleFormState, permalink);
  const [values, setValues] = useState<Values>(() => valuesOf(answered, emptyValues));
  const [errors, setErrors] = useState<Errors>(() => (answered.status === 'invalid' ? ownFields(answered.errors) : {}));
  const [notice, setNotice] = useState(() => noticeOf(answered));
  const [submitting, setSubmitting] = useState(false);

  useTypedBeforeHydration(formRef, values, (typed) => setValues((current) => ({ ...current, ...ownFields(typed) })));
  useSessionDraft({
    key: draftKey,
    fields,
    values,
    discard: answered.status === 'sent',
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

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    // Hydrated: check here, then call the action ourselves, so that the page is not reloaded.
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    const form = event.currentTarget;
    setNotice(null);
    try {
      const { checkContact } = await formChecks.load();
      const invalid = await checkContact(values);
      if (invalid) {
        showErrors(form, ownFields(invalid));
        return;
      }
      setErrors({});
      setSubmitting(true);
      // The server checks and normalises again; it receives what the person typed.
      const answer = await sendContactForm(idleFormState, formDataOf(values));
      if (answer.status === 'sent') {
        if (answer.sandbox) void notify.info(sandboxModeCopy.mail, toastOptions);
        else void notify.success(copy.success, toastOptions);
        setValues(emptyValues);
        return;
      }
      if (answer.status === 'invalid') showErrors(form, ownFields(answer.errors));
      void notify.error(answer.status === 'failed' ? formProblemMessage(answer.problem, copy.failure) : copy.invalid);
    } catch {
      // Offline: the checks or the action could not be reached, and nothing was sent.
      void notify.error(copy.failure);
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
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
      action={formAction}
      noValidate
      aria-labelledby={titleId}
      onSubmit={onSubmit}
      // Fetch the checks while the visitor types, so Send does not wait for them.
      onFocus={formChecks.preload}
      className="grid gap-5 sm:grid-cols-2"
    >
      <h3 id={titleId} className="text-xl font-semibold sm:col-span-2">
        {copy.title}
      </h3>
      <FormNotice notice={notice} className="sm:col-span-2" />
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
        <SelectField {...field('subject')} placeholder={copy.subjectPlaceholder} options={subjects.map((subject) => ({ value: subject, label: subject }))} />
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
