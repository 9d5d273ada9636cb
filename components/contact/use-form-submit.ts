'use client';

import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { notify } from '@/components/ui/notify';
import type { NotifyOptions } from '@/components/ui/notify';
import { formProblemMessage } from '@/lib/content/form-problems';
import { sandboxModeCopy } from '@/lib/content/sandbox-mode';
import type { FormState } from '@/lib/form-state';

type Errors<Field extends string> = Partial<Record<Field, string>>;

export interface FormSubmitOptions<Field extends string> {
  /** Checks what is typed (the checks load on demand): the messages by field, or null when it may be sent. */
  check: () => Promise<Errors<Field> | null>;
  /** Calls the form's Server Action with what is typed. */
  send: () => Promise<FormState<Field>>;
  /** Shows the messages under their fields and focuses the first one. */
  showErrors: (form: HTMLFormElement, errors: Errors<Field>) => void;
  /** Clears the messages once the checks pass. */
  clearErrors: () => void;
  /** Clears the box that answered a post made without JavaScript. */
  clearNotice: () => void;
  /** Empties the form once the message is sent. */
  onSent: () => void;
  copy: { success: string; failure: string; invalid: string };
  /** How the toast confirming the send looks and how long it stays. */
  sentToast?: NotifyOptions;
}

/**
 * The submit of a form that posts to a Server Action, once the page is live: it checks in the
 * browser, calls the action itself (no page reload) and answers with a toast. A double click
 * sends once; if the checks or the action cannot be reached (offline), nothing was sent and a
 * toast says so. Without JavaScript the browser posts the form and none of this runs.
 */
export function useFormSubmit<Field extends string>(options: FormSubmitOptions<Field>) {
  // Set at once on submit, before any state renders, so a double click sends once.
  const busy = useRef(false);
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    const { check, send, showErrors, clearErrors, clearNotice, onSent, copy, sentToast } = options;
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    const form = event.currentTarget;
    clearNotice();
    try {
      const invalid = await check();
      if (invalid) {
        showErrors(form, invalid);
        return;
      }
      clearErrors();
      setSubmitting(true);
      // The server checks and normalises again; it receives what the person typed.
      const answer = await send();
      if (answer.status === 'sent') {
        if (answer.sandbox) void notify.info(sandboxModeCopy.mail, sentToast);
        else void notify.success(copy.success, sentToast);
        onSent();
        return;
      }
      if (answer.status === 'invalid') showErrors(form, answer.errors);
      void notify.error(answer.status === 'failed' ? formProblemMessage(answer.problem, copy.failure) : copy.invalid);
    } catch {
      void notify.error(copy.failure);
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  }

  return { submitting, onSubmit };
}
