'use client';

import { Dialog } from '@/components/ui/dialog';
import { localKenyanNumber } from '@/lib/airtime/format';
import { airtimeView } from '@/lib/airtime/machine';
import type { AirtimeOrder, AirtimeState, AirtimeView } from '@/lib/airtime/machine';
import { fill } from '@/lib/fill';
import { moneyLocale } from '@/lib/i18n/money-locale';
import { formatKes } from '@/lib/kes';
import type { AirtimeWords } from './airtime-words';

export interface AirtimeModalProps {
  /** The form's words: the modal is loaded on the first submit, its words came with the page. */
  words: AirtimeWords;
  state: AirtimeState;
  onContinue: () => void;
  onClose: () => void;
}

function viewCopy(words: AirtimeWords, view: AirtimeView, order: AirtimeOrder) {
  const { title, body } = words.airtimeViewCopy[view];
  const shown = {
    amount: formatKes(order.amount, moneyLocale(words.locale)),
    phoneNumber: localKenyanNumber(order.phoneNumber),
    recipientPhone: localKenyanNumber(order.recipientPhone),
  };
  return { title, body: fill(body, shown) };
}

const stepOfView: Record<AirtimeView, number> = { submitted: 1, prompt: 2, waiting: 3, complete: 3, sandbox: 3, failed: 3 };

/**
 * The three-step modal after a submit. Its status line announces each step politely; Continue
 * and Done are one button, so focus stays put when the label changes.
 */
export function AirtimeModal({ words, state, onContinue, onClose }: AirtimeModalProps) {
  const { airtimeCopy, paybillSteps } = words;
  const view = airtimeView(state);
  const order = state.request?.order;
  const copy = view && order ? viewCopy(words, view, order) : null;
  const step = view ? stepOfView[view] : 0;
  const moves = view === 'submitted' || view === 'prompt';
  // No prompt is coming (the call failed, or the server is in sandbox mode): the manual steps instead of progress.
  const ended = view === 'failed' || view === 'sandbox';

  return (
    <Dialog open={copy !== null} onClose={onClose} title={copy?.title ?? airtimeCopy.modal.steps[0]} description={copy?.body}>
      <p role="status" className="sr-only">
        {copy ? (ended ? copy.title : fill(airtimeCopy.modal.stepStatus, { step, total: airtimeCopy.modal.steps.length, title: copy.title })) : ''}
      </p>
      {ended && order ? (
        <ol className="list-decimal space-y-1 pl-5 text-ink">
          {paybillSteps.map((line) => (
            <li key={line}>{fill(line, { recipient: localKenyanNumber(order.recipientPhone) })}</li>
          ))}
        </ol>
      ) : (
        <ol className="grid grid-cols-3 gap-2 text-center text-xs" aria-label={airtimeCopy.modal.progressLabel}>
          {airtimeCopy.modal.steps.map((label, index) => (
            <li
              key={label}
              aria-current={index + 1 === step ? 'step' : undefined}
              className={`rounded-lg px-2 py-2 ${index + 1 <= step ? 'bg-brand-700 font-semibold text-white' : 'bg-surface text-muted'}`}
            >
              {label}
            </li>
          ))}
        </ol>
      )}
      <div className="mt-6 flex justify-end">
        <button type="button" className="btn btn-primary" onClick={moves ? onContinue : onClose}>
          {moves ? airtimeCopy.modal.continue : airtimeCopy.modal.done}
        </button>
      </div>
    </Dialog>
  );
}
