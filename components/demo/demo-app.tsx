'use client';

import { useEffect, useReducer, useRef } from 'react';
import type { FormEvent } from 'react';
import { demoCopy, demoType } from '@/lib/content/demo';
import type { DemoTypeId } from '@/lib/content/demo';
import { postDemoPayment } from '@/lib/demo/api';
import { demoReducer, demoTimer, initialDemoState } from '@/lib/demo/machine';
import { focusFirstError } from '@/components/ui/fields';
import { DemoForm } from './demo-form';
import { DemoLoading } from './demo-loading';
import { DemoPaybill } from './demo-paybill';
import { DemoSuccess } from './demo-success';
import { DemoTypeChoice } from './demo-type-choice';
import { useDueEvent } from './use-due-event';

// zod and the phone metadata load on first use of a form, not with the page.
const loadChecks = () => import('@/lib/demo/validate');

export interface DemoAppProps {
  /** "View API Docs" per way of paying, resolved for the page's country on the server. */
  docsHrefs: Record<DemoTypeId | 'paybill', string>;
}

/** The payment demo (SPEC §2, §4): the type choice and the panel of the chosen type. */
export function DemoApp({ docsHrefs }: DemoAppProps) {
  const [state, dispatch] = useReducer(demoReducer, undefined, () => initialDemoState());
  useDueEvent(demoTimer(state), dispatch);

  // After the visitor acts on the panel (submit, Paybill, reset), focus goes to the new panel's
  // heading so that its content is read next. Loading and switching type leave focus alone.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moveFocus = useRef(false);
  useEffect(() => {
    if (!moveFocus.current || state.phase === 'submitting') return;
    moveFocus.current = false;
    headingRef.current?.focus();
  }, [state.phase]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.phase !== 'form') return;
    const form = event.currentTarget;
    const { checkDemoForm } = await loadChecks();
    const check = checkDemoForm(state.type, state.values);
    if (!check.ok) {
      dispatch({ type: 'invalid', errors: check.errors });
      focusFirstError(form, check.errors);
      return;
    }
    moveFocus.current = true;
    dispatch({ type: 'submit' });
    if (check.phone !== null) {
      const attempt = state.attempt + 1;
      // A demo: the success screen follows whether the call succeeds or fails (SPEC §4).
      await postDemoPayment(check.phone);
      dispatch({ type: 'settled', attempt });
    }
  }

  function act(event: Parameters<typeof dispatch>[0]) {
    moveFocus.current = true;
    dispatch(event);
  }

  const successCopy = demoCopy.success[state.via === 'paybill' ? 'paybill' : state.type];
  const status = {
    loading: demoCopy.loading,
    form: demoCopy.ready,
    submitting: demoCopy.submittingStatus,
    paybill: demoCopy.paybill.title,
    success: successCopy.title,
  }[state.phase];

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <p role="status" className="sr-only">
        {status}
      </p>
      <DemoTypeChoice selected={state.type} onSelect={(choice) => dispatch({ type: 'select', demoType: choice })} />
      <div className="min-h-[30rem] rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8" aria-busy={state.phase === 'loading'}>
        {state.phase === 'loading' ? <DemoLoading /> : null}
        {state.phase === 'form' || state.phase === 'submitting' ? (
          <DemoForm
            type={demoType(state.type)}
            values={state.values}
            errors={state.errors}
            submitting={state.phase === 'submitting'}
            headingRef={headingRef}
            onEdit={(field, value) => dispatch({ type: 'edit', field, value })}
            onToggleReceipt={(wantsReceipt) => dispatch({ type: 'toggleReceipt', wantsReceipt })}
            onSubmit={submit}
            onPaybill={() => act({ type: 'openPaybill' })}
          />
        ) : null}
        {state.phase === 'paybill' ? (
          <DemoPaybill
            headingRef={headingRef}
            onCompleted={() => act({ type: 'paybillCompleted' })}
            onCancel={() => act({ type: 'paybillCancelled' })}
          />
        ) : null}
        {state.phase === 'success' ? (
          <DemoSuccess
            copy={successCopy}
            receiptEmail={state.values.wantsReceipt ? state.values.email.trim() : ''}
            docsHref={docsHrefs[state.via === 'paybill' ? 'paybill' : state.type]}
            headingRef={headingRef}
            onReset={() => act({ type: 'reset' })}
          />
        ) : null}
      </div>
    </div>
  );
}
