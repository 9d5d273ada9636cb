'use client';

import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { notify } from '@/components/ui/notify';
import { newsletterCopy as copy } from '@/lib/content/contact';
import { FormField, controlClass } from '@/components/ui/form-field';
import { loadFormChecks } from './load-form-checks';
import { SubmittingLabel } from './submitting-label';

/** 'Stay Updated': one email address, checked, then posted as JSON to /api/newsletter. */
export function NewsletterForm() {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const busy = useRef(false);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [submitting, setSubmitting] = useState(false);

  function showError(message: string) {
    setError(message);
    inputRef.current?.focus();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    try {
      const { checkNewsletter, postJson } = await loadFormChecks();
      const invalid = checkNewsletter(email);
      if (invalid) {
        showError(invalid);
        return;
      }
      setError(undefined);
      setSubmitting(true);
      const result = await postJson('/api/newsletter', { email });
      if (result.ok) {
        void notify.success(copy.success);
        setEmail('');
        return;
      }
      if (result.fields.email) showError(result.fields.email);
      void notify.error(copy.failure);
    } catch {
      void notify.error(copy.failure);
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  }

  return (
    <form
      method="post"
      noValidate
      onSubmit={onSubmit}
      onFocus={() => void loadFormChecks().catch(() => {})}
      aria-label={copy.title}
      className="mt-4 flex flex-col gap-3"
    >
      <FormField id={`${id}-email`} label={copy.label} error={error}>
        {(props) => (
          <input
            {...props}
            ref={inputRef}
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            placeholder={copy.placeholder}
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setError(undefined);
            }}
            className={controlClass}
          />
        )}
      </FormField>
      <button type="submit" disabled={submitting} className="btn btn-primary">
        {submitting ? <SubmittingLabel text={copy.submitting} /> : copy.submit}
      </button>
    </form>
  );
}
