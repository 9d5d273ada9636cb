'use client';

import { useActionState, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { FormNotice } from '@/components/ui/form-notice';
import type { Notice } from '@/components/ui/form-notice';
import { TextField, focusFirstError } from '@/components/ui/fields';
import { notify } from '@/components/ui/notify';
import { useTypedBeforeHydration } from '@/components/ui/typed-before-hydration';
import { sendNewsletterForm } from '@/lib/actions/forms';
import type { NewsletterFormState } from '@/lib/actions/forms';
import { newsletterCopy as copy } from '@/lib/content/contact';
import { formProblemMessage } from '@/lib/content/form-problems';
import { sandboxModeCopy } from '@/lib/content/sandbox-mode';
import { formDataOf, idleFormState, valuesOf } from '@/lib/form-state';
import { onDemand } from '@/lib/on-demand';
import { SubmittingLabel } from './submitting-label';

const formChecks = onDemand(() => import('./form-checks'));

/** What the box says about the answer the page was rendered with, after a post made without JavaScript. */
function noticeOf(answer: NewsletterFormState): Notice | null {
  if (answer.status === 'sent') return answer.sandbox ? { tone: 'info', text: sandboxModeCopy.mail } : { tone: 'success', text: copy.success };
  if (answer.status === 'failed') return { tone: 'error', text: formProblemMessage(answer.problem, copy.failure) };
  return null;
}

export interface NewsletterFormProps {
  /** The page and anchor of the box: a post made without JavaScript comes back there. */
  permalink: string;
}

/**
 * 'Stay Updated': one email address, delivered by a Server Action like the contact form.
 * Without JavaScript the page comes back with the answer in the box; with it, a toast.
 */
export function NewsletterForm({ permalink }: NewsletterFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const busy = useRef(false);
  const [answered, formAction] = useActionState(sendNewsletterForm, idleFormState, permalink);
  const [email, setEmail] = useState(() => valuesOf(answered, { email: '' }).email);
  const [error, setError] = useState(() => (answered.status === 'invalid' ? answered.errors.email : undefined));
  const [notice, setNotice] = useState(() => noticeOf(answered));
  const [submitting, setSubmitting] = useState(false);

  useTypedBeforeHydration(formRef, { email }, (typed) => setEmail((current) => typed.email ?? current));

  function showError(form: HTMLFormElement, message: string) {
    setError(message);
    focusFirstError(form, { email: message });
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    const form = event.currentTarget;
    setNotice(null);
    try {
      const { checkNewsletter } = await formChecks.load();
      const invalid = checkNewsletter(email);
      if (invalid) {
        showError(form, invalid);
        return;
      }
      setError(undefined);
      setSubmitting(true);
      const answer = await sendNewsletterForm(idleFormState, formDataOf({ email }));
      if (answer.status === 'sent') {
        if (answer.sandbox) void notify.info(sandboxModeCopy.mail);
        else void notify.success(copy.success);
        setEmail('');
        return;
      }
      if (answer.status === 'invalid' && answer.errors.email) showError(form, answer.errors.email);
      void notify.error(answer.status === 'failed' ? formProblemMessage(answer.problem, copy.failure) : copy.failure);
    } catch {
      void notify.error(copy.failure);
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  }

  return (
    <form
      ref={formRef}
      action={formAction}
      noValidate
      onSubmit={onSubmit}
      onFocus={formChecks.preload}
      aria-label={copy.title}
      className="mt-4 flex flex-col gap-3"
    >
      <FormNotice notice={notice} />
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
        maxLength={254}
        placeholder={copy.placeholder}
      />
      <button type="submit" disabled={submitting} className="btn btn-primary">
        {submitting ? <SubmittingLabel text={copy.submitting} /> : copy.submit}
      </button>
    </form>
  );
}
