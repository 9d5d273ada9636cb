'use client';

import { useEffect, useReducer, useRef, useState } from 'react';
import type { ComponentType, FormEvent } from 'react';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { TextField, focusFirstError } from '@/components/ui/fields';
import { useDueEvent } from '@/components/demo/use-due-event';
import { notify } from '@/components/ui/notify';
import { postAirtime } from '@/lib/airtime/api';
import { onDemand } from '@/lib/on-demand';
import { airtimeReducer, airtimeTimer, initialAirtimeState, isSending } from '@/lib/airtime/machine';
import type { AirtimeTextField } from '@/lib/airtime/machine';
import type { AirtimeModalProps } from './airtime-modal';
import { useAirtimeWords } from './airtime-words';
import { useTypedBeforeHydration } from '@/components/ui/typed-before-hydration';
import { useHydrated } from '@/components/ui/use-hydrated';

// zod and the phone metadata load on first use of the form, not with the page; so does the
// modal (its dialog, steps and Paybill copy, in the page's language), which nobody sees before a submit.
const airtimeChecks = onDemand(() => import('@/lib/airtime/validate'));

const textFields: readonly AirtimeTextField[] = ['payingPhone', 'recipientPhone', 'amount'];

/** The airtime form and the modal that follows a submit. */
export function AirtimeForm() {
  const { airtimeCopy, modal: airtimeModal, validation } = useAirtimeWords();
  const { fields } = airtimeCopy;
  const [state, dispatch] = useReducer(airtimeReducer, initialAirtimeState);
  useDueEvent(airtimeTimer(state), dispatch);
  const hydrated = useHydrated();
  const [Modal, setModal] = useState<ComponentType<Omit<AirtimeModalProps, 'words'>> | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef, state.values, (typed) => {
    for (const field of textFields) {
      const value = typed[field];
      if (value !== undefined) dispatch({ type: 'edit', field, value });
    }
  });

  // Read when an answer arrives, to know whether the modal is still there to show it.
  const latest = useRef(state);
  useEffect(() => {
    latest.current = state;
  }, [state]);

  const sending = isSending(state);
  const { values, errors } = state;

  const text = (field: AirtimeTextField) => ({
    name: field,
    value: values[field],
    error: errors[field],
    onValueChange: (value: string) => dispatch({ type: 'edit', field, value }),
    required: true,
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const [{ checkAirtimeForm }, { validationMessages }] = await Promise.all([airtimeChecks.load(), validation.load()]);
    const check = checkAirtimeForm(values, validationMessages);
    if (!check.ok) {
      dispatch({ type: 'invalid', errors: check.errors });
      focusFirstError(form, check.errors);
      return;
    }
    let modal: Awaited<ReturnType<typeof airtimeModal.load>>;
    try {
      modal = await airtimeModal.load();
    } catch {
      // Offline: nothing was sent, and the visitor is told so.
      void notify.error(airtimeCopy.lateFailed);
      return;
    }
    setModal(() => modal.AirtimeModal);
    const attempt = state.attempt + 1;
    dispatch({ type: 'submitted', order: check.order });
    const answer = await postAirtime(check.order);
    const modalOpen = latest.current.modal !== null;
    dispatch({ type: 'answered', attempt, ...answer });
    // The modal shows the outcome; when the visitor has closed it, a toast does.
    if (!modalOpen) {
      if (!answer.accepted) void notify.error(airtimeCopy.lateFailed);
      else if (answer.sandbox) void notify.info(airtimeCopy.sandbox.late);
      else void notify.success(airtimeCopy.lateAccepted);
    }
  }

  return (
    <>
      <form
        ref={formRef}
        noValidate
        onSubmit={submit}
        onFocus={() => {
          airtimeChecks.preload();
          validation.preload();
          airtimeModal.preload();
        }}
        className="mt-6 space-y-5"
      >
        <TextField {...text('payingPhone')} type="tel" autoComplete="tel" label={fields.payingPhone.label} hint={fields.payingPhone.hint} />
        <CheckboxField
          name="forAnotherNumber"
          label={fields.forAnotherNumber.label}
          checked={values.forAnotherNumber}
          onCheckedChange={(forAnotherNumber) => dispatch({ type: 'toggleAnother', forAnotherNumber })}
        />
        {values.forAnotherNumber ? (
          <TextField {...text('recipientPhone')} type="tel" autoComplete="off" label={fields.recipientPhone.label} hint={fields.recipientPhone.hint} />
        ) : null}
        <TextField {...text('amount')} inputMode="numeric" autoComplete="off" label={fields.amount.label} hint={fields.amount.hint} />
        {/* Disabled until hydrated: without JavaScript the form would put the numbers in a URL. */}
        <button type="submit" className="btn btn-primary w-full sm:w-auto" disabled={!hydrated} aria-disabled={sending || undefined}>
          {sending ? airtimeCopy.sending : airtimeCopy.submit}
        </button>
      </form>
      {Modal ? <Modal state={state} onContinue={() => dispatch({ type: 'advance' })} onClose={() => dispatch({ type: 'close' })} /> : null}
    </>
  );
}
