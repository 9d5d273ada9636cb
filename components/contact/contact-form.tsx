'use client';

import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { notify } from '@/components/ui/notify';
import { contactFormCopy as copy } from '@/lib/content/contact';
import type { ContactInput, ContactSubject } from '@/lib/validation/contact';
import { FormField, controlClass } from '@/components/ui/form-field';
import { loadFormChecks } from './load-form-checks';
import { SubmittingLabel } from './submitting-label';

type Field = keyof ContactInput;
type Values = Record<Field, string>;
type Errors = Partial<Record<Field, string>>;

/** The fields in the order they appear: the first invalid one gets focus. */
const fields: readonly Field[] = ['fullname', 'email', 'company', 'phone', 'subject', 'message'];
const emptyValues: Values = { fullname: '', email: '', company: '', phone: '', subject: '', message: '' };

/** Keeps the messages that belong to a field of this form, first one per field. */
function ownErrors(source: Record<string, string>): Errors {
  const errors: Errors = {};
  for (const field of fields) if (source[field]) errors[field] = source[field];
  return errors;
}

export interface ContactFormProps {
  /** The seven subjects (SPEC §3), passed in so the schema module loads only when needed. */
  subjects: readonly ContactSubject[];
}

/**
 * "Let's Talk Business" (SPEC §2, §4, §5): checked with the schema the route handler uses,
 * messages under the fields, then posted as JSON to /api/contact. Success toasts and resets;
 * any failure toasts and keeps what was typed (DESIGN.md).
 */
export function ContactForm({ subjects }: ContactFormProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const formRef = useRef<HTMLFormElement>(null);
  // Set at once on submit, before any state renders, so a double click sends once.
  const busy = useRef(false);
  const [values, setValues] = useState<Values>(emptyValues);
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);

  function showErrors(next: Errors) {
    setErrors(next);
    const first = fields.find((field) => next[field]);
    const control = first ? formRef.current?.elements.namedItem(first) : null;
    if (control instanceof HTMLElement) control.focus();
  }

  function update(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    // The message goes once the person starts fixing the field; the schema checks again on submit.
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    try {
      const { checkContact, postJson } = await loadFormChecks();
      const invalid = checkContact(values);
      if (invalid) {
        showErrors(ownErrors(invalid));
        return;
      }
      setErrors({});
      setSubmitting(true);
      // The server validates and normalises again; it receives what the person typed.
      const result = await postJson('/api/contact', values);
      if (result.ok) {
        void notify.success(copy.success, { duration: copy.successDurationMs, dark: true });
        setValues(emptyValues);
        return;
      }
      const serverErrors = ownErrors(result.fields);
      if (Object.keys(serverErrors).length > 0) showErrors(serverErrors);
      void notify.error(result.status === 400 ? copy.invalid : copy.failure);
    } catch {
      // The checks could not be downloaded (offline): nothing was sent.
      void notify.error(copy.failure);
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  }

  const control = (field: Field) => `${id}-${field}`;

  return (
    <form
      ref={formRef}
      // Without JavaScript a GET would put the message in the URL; POST keeps it out of logs.
      method="post"
      noValidate
      aria-labelledby={titleId}
      onSubmit={onSubmit}
      // Fetch the checks while the visitor types, so Send does not wait for them.
      onFocus={() => void loadFormChecks().catch(() => {})}
      className="grid gap-5 sm:grid-cols-2"
    >
      <h3 id={titleId} className="text-xl font-semibold sm:col-span-2">
        {copy.title}
      </h3>
      <FormField id={control('fullname')} label={copy.labels.fullname} error={errors.fullname}>
        {(props) => (
          <input
            {...props}
            name="fullname"
            type="text"
            autoComplete="name"
            required
            maxLength={100}
            placeholder={copy.placeholders.fullname}
            value={values.fullname}
            onChange={(event) => update('fullname', event.target.value)}
            className={controlClass}
          />
        )}
      </FormField>
      <FormField id={control('email')} label={copy.labels.email} error={errors.email}>
        {(props) => (
          <input
            {...props}
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            placeholder={copy.placeholders.email}
            value={values.email}
            onChange={(event) => update('email', event.target.value)}
            className={controlClass}
          />
        )}
      </FormField>
      <FormField id={control('company')} label={copy.labels.company} error={errors.company}>
        {(props) => (
          <input
            {...props}
            name="company"
            type="text"
            autoComplete="organization"
            required
            maxLength={120}
            placeholder={copy.placeholders.company}
            value={values.company}
            onChange={(event) => update('company', event.target.value)}
            className={controlClass}
          />
        )}
      </FormField>
      <FormField id={control('phone')} label={copy.labels.phone} error={errors.phone}>
        {(props) => (
          <input
            {...props}
            name="phone"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            required
            maxLength={32}
            placeholder={copy.placeholders.phone}
            value={values.phone}
            onChange={(event) => update('phone', event.target.value)}
            className={controlClass}
          />
        )}
      </FormField>
      <FormField id={control('subject')} label={copy.labels.subject} error={errors.subject} className="sm:col-span-2">
        {(props) => (
          <select
            {...props}
            name="subject"
            required
            value={values.subject}
            onChange={(event) => update('subject', event.target.value)}
            className={controlClass}
          >
            <option value="">{copy.subjectPlaceholder}</option>
            {subjects.map((subject) => (
              <option key={subject} value={subject}>
                {subject}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField id={control('message')} label={copy.labels.message} error={errors.message} className="sm:col-span-2">
        {(props) => (
          <textarea
            {...props}
            name="message"
            required
            rows={5}
            maxLength={5000}
            placeholder={copy.placeholders.message}
            value={values.message}
            onChange={(event) => update('message', event.target.value)}
            className={controlClass}
          />
        )}
      </FormField>
      <div className="sm:col-span-2">
        <button type="submit" disabled={submitting} className="btn btn-primary w-full sm:w-auto">
          {submitting ? <SubmittingLabel text={copy.submitting} /> : copy.submit}
        </button>
      </div>
    </form>
  );
}
