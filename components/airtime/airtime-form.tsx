'use client';

import { useEffect, useReducer, useRef, useState } from 'react';
import type { ComponentType, FormEvent } from 'react';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { TextField, focusFirstError } from '@/components/ui/fields';
import { fieldNameOf, formValues } from '@/components/ui/form-values';
import { useDueEvent } from '@/components/demo/use-due-event';
import { notify } from '@/components/ui/notify';
import { postAirtime } from '@/lib/airtime/api';
import { onDemand } from '@/lib/on-demand';
import { airtimeReducer, airtimeTimer, initialAirtimeState, isSending, purchaseCompleted } from '@/lib/airtime/machine';
import type { AirtimeEvent, AirtimeTextField } from '@/lib/airtime/machine';
import type { AirtimeModalProps } from './airtime-modal';
import type { AirtimeWords } from './airtime-words';
import { useHydrated } from '@/components/ui/use-hydrated';

// zod and the phone metadata load on first use of the form, not with the page; so does the
// modal (its dialog and steps), which nobody sees before a submit.
const airtimeChecks = onDemand(() => import('@/lib/airtime/validate'));
const airtimeModal = onDemand(() => import('./airtime-modal'));

const textFields: readonly AirtimeTextField[] = ['payingPhone', 'recipientPhone', 'amount'];

export interface AirtimeFormProps {
  words: AirtimeWords;
}

/**
 * The airtime form and the modal that follows a submit. The inputs keep their own values; the
 * form reads them when it is sent, so a number typed while the page was loading is kept.
 */
export function AirtimeForm({ words }: AirtimeFormProps) {
  const { airtimeCopy, validationMessages } = words;
  const { fields } = airtimeCopy;
  const [state, dispatch] = useReducer(airtimeReducer, initialAirtimeState);
  useDueEvent(airtimeTimer(state), dispatch);
  const hydrated = useHydrated();
  const [forAnotherNumber, setForAnotherNumber] = useState(false);
  const [Modal, setModal] = useState<ComponentType<AirtimeModalProps> | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  // Read when an answer arrives, to know whether the modal is still there to show it.
  const latest = useRef(state);
  useEffect(() => {
    latest.current = state;
  }, [state]);

  /** Applies `event`; a purchase now completed with the modal closed starts the form afresh. */
  function send(event: AirtimeEvent) {
    dispatch(event);
    if (purchaseCompleted(airtimeReducer(latest.current, event))) {
      formRef.current?.reset();
      setForAnotherNumber(false);
    }
  }

  const sending = isSending(state);
  const { errors } = state;

  const text = (field: AirtimeTextField) => ({ name: field, error: errors[field], required: true });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const typed = formValues(form, textFields);
    const values = { payingPhone: typed.payingPhone ?? '', recipientPhone: typed.recipientPhone ?? '', amount: typed.amount ?? '', forAnotherNumber };
    const { checkAirtimeForm } = await airtimeChecks.load();
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
    send({ type: 'answered', attempt, ...answer });
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
        onChange={(event) => {
          const name = fieldNameOf(event.target);
          if (name) dispatch({ type: 'edit', field: name });
        }}
        onFocus={() => {
          airtimeChecks.preload();
          airtimeModal.preload();
        }}
        className="mt-6 space-y-5"
      >
        <TextField {...text('payingPhone')} type="tel" autoComplete="tel" label={fields.payingPhone.label} hint={fields.payingPhone.hint} />
        {/* Disabled until hydrated: it shows the recipient's field, which needs React. */}
        <CheckboxField
          name="forAnotherNumber"
          label={fields.forAnotherNumber.label}
          checked={forAnotherNumber}
          disabled={!hydrated}
          onCheckedChange={setForAnotherNumber}
        />
        {/* Unticking removes the recipient's number, so one typed earlier is never sent by mistake. */}
        {forAnotherNumber ? (
          <TextField {...text('recipientPhone')} type="tel" autoComplete="off" label={fields.recipientPhone.label} hint={fields.recipientPhone.hint} />
        ) : null}
        <TextField {...text('amount')} inputMode="numeric" autoComplete="off" label={fields.amount.label} hint={fields.amount.hint} />
        {/* Disabled until hydrated: without JavaScript the form would put the numbers in a URL. */}
        <button type="submit" className="btn btn-primary w-full sm:w-auto" disabled={!hydrated} aria-disabled={sending || undefined}>
          {sending ? airtimeCopy.sending : airtimeCopy.submit}
        </button>
      </form>
      {Modal ? <Modal words={words} state={state} onContinue={() => dispatch({ type: 'advance' })} onClose={() => send({ type: 'close' })} /> : null}
    </>
  );
}
