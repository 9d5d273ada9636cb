'use client';

import { useEffect, useReducer, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import type { DemoTypeId } from '@/lib/content/demo';
import { postDemoPayment } from '@/lib/demo/api';
import { demoReducer, demoTimer, initialDemoState } from '@/lib/demo/machine';
import type { DemoTextField, DemoValues } from '@/lib/demo/machine';
import { formValues } from '@/components/ui/form-values';
import { focusFirstError } from '@/components/ui/fields';
import { useHydrated } from '@/components/ui/use-hydrated';
import { demoChecks } from './demo-checks';
import { DemoLoading } from './demo-loading';
import { DemoNeedsScript } from './demo-needs-script';
import { DemoTypeChoice } from './demo-type-choice';
import { useDueEvent } from './use-due-event';
import type { DemoWords } from './demo-words';
import { onDemand } from '@/lib/on-demand';

const demoPanels = onDemand(() => import('./demo-panels'));
type DemoPanels = Awaited<ReturnType<typeof demoPanels.load>>;

export interface DemoAppProps {
  /** "View API Docs" per way of paying, resolved for the page's country on the server. */
  docsHrefs: Record<DemoTypeId | 'paybill', string>;
  /** Its words in the page's language, as plain data from the demo page. */
  words: DemoWords;
}

const textFields: readonly DemoTextField[] = ['phone', 'subscriptionName', 'frequency', 'cardNumber', 'expiry', 'cvv', 'email'];

/** What the demo form holds: its text fields, and the receipt box. */
function demoValuesOf(form: HTMLFormElement): DemoValues {
  const typed = formValues(form, textFields);
  const text = (field: DemoTextField) => typed[field] ?? '';
  return {
    phone: text('phone'),
    subscriptionName: text('subscriptionName'),
    frequency: text('frequency'),
    cardNumber: text('cardNumber'),
    expiry: text('expiry'),
    cvv: text('cvv'),
    email: text('email'),
    wantsReceipt: new FormData(form).has('wantsReceipt'),
  };
}

/** The type of `id` among the words' types. */
function demoTypeIn(words: DemoWords, id: DemoTypeId) {
  const found = words.demoTypes.find((type) => type.id === id);
  if (!found) throw new Error(`The demo's words have no type ${id}`);
  return found;
}

/** The payment demo: the type choice and the panel of the chosen type. */
export function DemoApp({ docsHrefs, words }: DemoAppProps) {
  const { demoCopy, sandboxModeCopy, validationMessages } = words;
  const [state, dispatch] = useReducer(demoReducer, undefined, () => initialDemoState());
  // The demo runs in the browser. Until React runs the page (or when JavaScript is off) the
  // server HTML says so, with the docs to read instead, rather than a loading screen that
  // never ends; the loading screen and its 1.5 s start once the page is live.
  const hydrated = useHydrated();
  useDueEvent(hydrated ? demoTimer(state) : null, dispatch);
  // The panels load during the loading screen; should they take longer, the screen stays.
  const [panels, setPanels] = useState<DemoPanels | null>(null);
  const [panelsFailed, setPanelsFailed] = useState(false);
  useEffect(() => {
    demoPanels.load().then(setPanels, () => setPanelsFailed(true));
  }, []);

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
    const { checkDemoForm } = await demoChecks.load();
    const values = demoValuesOf(form);
    const check = checkDemoForm(state.type, values, validationMessages);
    if (!check.ok) {
      dispatch({ type: 'invalid', errors: check.errors });
      focusFirstError(form, check.errors);
      return;
    }
    moveFocus.current = true;
    dispatch({ type: 'submit', values });
    if (check.phone !== null) {
      const attempt = state.attempt + 1;
      // A demo: the success screen follows whether the call succeeds or fails,
      // saying so when the server is in sandbox mode and no prompt went out.
      const { sandbox } = await postDemoPayment(check.phone);
      dispatch({ type: 'settled', attempt, sandbox });
    }
  }

  function act(event: Parameters<typeof dispatch>[0]) {
    moveFocus.current = true;
    dispatch(event);
  }

  const successCopy = demoCopy.success[state.via === 'paybill' ? 'paybill' : state.type];
  const phaseStatus = {
    loading: demoCopy.loading,
    form: demoCopy.ready,
    submitting: demoCopy.submittingStatus,
    paybill: demoCopy.paybill.title,
    success: successCopy.title,
  }[state.phase];
  // Before hydration the panel itself says what the demo needs; the status line starts with the demo.
  const loading = state.phase === 'loading' || !panels;
  const status = !hydrated ? '' : panelsFailed ? demoCopy.loadFailed : loading ? demoCopy.loading : phaseStatus;

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <p role="status" className="sr-only">
        {status}
      </p>
      <DemoTypeChoice words={words} selected={state.type} disabled={!hydrated} onSelect={(choice) => dispatch({ type: 'select', demoType: choice })} />
      <div className="min-h-[30rem] rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8" aria-busy={hydrated && loading && !panelsFailed}>
        {!hydrated ? <DemoNeedsScript docsHref={docsHrefs.express} copy={demoCopy} /> : null}
        {hydrated && loading ? <DemoLoading failed={panelsFailed} copy={demoCopy} /> : null}
        {panels ? (
          <>
            {panels && (state.phase === 'form' || state.phase === 'submitting') ? (
              <panels.DemoForm
                // Another type is another form: it starts from the (cleared) values.
                key={state.type}
                words={words}
                type={demoTypeIn(words, state.type)}
                values={state.values}
                errors={state.errors}
                submitting={state.phase === 'submitting'}
                headingRef={headingRef}
                onEdit={(field) => dispatch({ type: 'edit', field })}
                onToggleReceipt={(wantsReceipt) => dispatch({ type: 'toggleReceipt', wantsReceipt })}
                onSubmit={submit}
                onPaybill={(form) => act({ type: 'openPaybill', values: demoValuesOf(form) })}
              />
            ) : null}
            {panels && state.phase === 'paybill' ? (
              <panels.DemoPaybill
                words={words}
                headingRef={headingRef}
                onCompleted={() => act({ type: 'paybillCompleted' })}
                onCancel={() => act({ type: 'paybillCancelled' })}
              />
            ) : null}
            {panels && state.phase === 'success' ? (
              <panels.DemoSuccess
                words={words}
                copy={successCopy}
                receiptEmail={state.values.wantsReceipt ? state.values.email.trim() : ''}
                sandboxNotice={state.sandbox ? sandboxModeCopy.prompt : undefined}
                docsHref={docsHrefs[state.via === 'paybill' ? 'paybill' : state.type]}
                headingRef={headingRef}
                onReset={() => act({ type: 'reset' })}
              />
            ) : null}
          </>
        ) : null}
      </div>
    </div>
  );
}
