'use client';

import { Dialog } from '@/components/ui/dialog';
import { localKenyanNumber } from '@/lib/airtime/format';
import { airtimeView } from '@/lib/airtime/machine';
import type { AirtimeOrder, AirtimeState, AirtimeView } from '@/lib/airtime/machine';
import type { AirtimeModalWords } from './airtime-words';
import { useAirtimeWords } from './airtime-words';

export interface AirtimeModalProps {
  /** Given by the language's modal module (airtime-modal-en.tsx, airtime-modal-sw.tsx). */
  words: AirtimeModalWords;
  state: AirtimeState;
  onContinue: () => void;
  onClose: () => void;
}

function viewCopy(airtimeViewCopy: AirtimeModalWords['airtimeViewCopy'], view: AirtimeView, order: AirtimeOrder) {
  const shown = { ...order, phoneNumber: localKenyanNumber(order.phoneNumber), recipientPhone: localKenyanNumber(order.recipientPhone) };
  return airtimeViewCopy[view](shown);
}

const stepOfView: Record<AirtimeView, number> = { submitted: 1, prompt: 2, waiting: 3, complete: 3, sandbox: 3, failed: 3 };

/**
 * The three-step modal after a submit. Its status line announces each step politely; Continue
 * and Done are one button, so focus stays put when the label changes.
 */
export function AirtimeModal({ words, state, onContinue, onClose }: AirtimeModalProps) {
  const { airtimeCopy } = useAirtimeWords();
  const { airtimeViewCopy, paybillSteps } = words;
  const view = airtimeView(state);
  const order = state.request?.order;
  const copy = view && order ? viewCopy(airtimeViewCopy, view, order) : null;
  const step = view ? stepOfView[view] : 0;
  const moves = view === 'submitted' || view === 'prompt';
  // No prompt is coming (the call failed, or the server is in sandbox mode): the manual steps instead of progress.
  const ended = view === 'failed' || view === 'sandbox';

  return (
    <Dialog open={copy !== null} onClose={onClose} title={copy?.title ?? airtimeCopy.modal.steps[0]} description={copy?.body}>
      <p role="status" className="sr-only">
        {copy ? (ended ? copy.title : airtimeCopy.modal.stepStatus(step, airtimeCopy.modal.steps.length, copy.title)) : ''}
      </p>
      {ended && order ? (
        <ol className="list-decimal space-y-1 pl-5 text-ink">
          {paybillSteps(localKenyanNumber(order.recipientPhone)).map((line) => (
            <li key={line}>{line}</li>
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
