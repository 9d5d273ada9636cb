'use client';

import type { FormEvent, RefObject } from 'react';
import { fieldNameOf } from '@/components/ui/form-values';
import type { DemoWords } from './demo-words';
import type { DemoType } from '@/lib/content/demo';
import type { DemoTextField, DemoValues } from '@/lib/demo/machine';
import type { FieldErrors } from '@/lib/validation/fields';
import { demoFrequencies } from '@/lib/validation/payment-constants';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { SelectField, TextField } from '@/components/ui/fields';
import { demoChecks } from './demo-checks';

export interface DemoFormProps {
  words: DemoWords;
  type: DemoType;
  values: DemoValues;
  errors: FieldErrors;
  submitting: boolean;
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** The visitor changed the field named `field`. */
  onEdit: (field: string) => void;
  onToggleReceipt: (wantsReceipt: boolean) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Pay with Paybill instead, given the form as it stands. */
  onPaybill: (form: HTMLFormElement) => void;
}

/**
 * The form of one demo type. Our messages replace the browser's (noValidate). Its inputs keep
 * their own values, starting from `values` (what was last sent, or typed before the Paybill
 * screen); the demo reads them from the form when it is sent.
 */
export function DemoForm({ words, type, values, errors, submitting, headingRef, onEdit, onToggleReceipt, onSubmit, onPaybill }: DemoFormProps) {
  const { demoCopy, frequencyLabels } = words;
  const frequencyOptions = demoFrequencies.map((value) => ({ value, label: frequencyLabels[value] }));
  const { fields } = demoCopy;
  const text = (field: DemoTextField) => ({ name: field, defaultValue: values[field], error: errors[field], required: true });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      onChange={(event) => {
        const name = fieldNameOf(event.target);
        if (name) onEdit(name);
      }}
      onFocus={() => demoChecks.preload()}
      className="space-y-5"
    >
      <div>
        <h3 ref={headingRef} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
          {type.name}
        </h3>
        <p className="mt-1 text-muted">{type.description}</p>
      </div>

      <dl className="flex items-baseline gap-2 rounded-lg bg-surface px-4 py-3">
        <dt className="text-sm text-muted">{demoCopy.amountLabel}</dt>
        <dd className="text-lg font-bold">{demoCopy.amount}</dd>
        <dd className="text-sm text-muted">({demoCopy.amountNote})</dd>
      </dl>

      {type.id === 'card' ? (
        <>
          <p className="rounded-lg bg-accent-100 px-4 py-3 text-sm text-accent-900">{demoCopy.cardHint}</p>
          {/* Autofill off: a demo must not invite a real card. */}
          <TextField {...text('cardNumber')} label={fields.cardNumber.label} inputMode="numeric" autoComplete="off" />
          <div className="grid grid-cols-2 gap-4">
            <TextField {...text('expiry')} label={fields.expiry.label} placeholder="MM/YY" autoComplete="off" />
            <TextField {...text('cvv')} label={fields.cvv.label} inputMode="numeric" autoComplete="off" maxLength={4} />
          </div>
        </>
      ) : (
        <TextField {...text('phone')} type="tel" label={fields.phone.label} hint={fields.phone.hint} autoComplete="tel" />
      )}

      {type.id === 'subscription' ? (
        <>
          <TextField {...text('subscriptionName')} label={fields.subscriptionName.label} hint={fields.subscriptionName.hint} />
          <SelectField {...text('frequency')} label={fields.frequency.label} placeholder={fields.frequency.placeholder} options={frequencyOptions} />
        </>
      ) : null}

      <CheckboxField name="wantsReceipt" label={fields.wantsReceipt.label} checked={values.wantsReceipt} onCheckedChange={onToggleReceipt} />
      {values.wantsReceipt ? <TextField {...text('email')} type="email" label={fields.email.label} autoComplete="email" /> : null}

      <div className="flex flex-wrap gap-3 pt-2">
        {/* aria-disabled, not disabled: the focused button keeps focus while the payment runs. */}
        <button type="submit" className="btn btn-primary" aria-disabled={submitting || undefined}>
          {submitting ? demoCopy.submitting : type.submitLabel}
        </button>
        {type.id === 'express' && !submitting ? (
          <button type="button" className="btn btn-secondary" onClick={(event) => event.currentTarget.form && onPaybill(event.currentTarget.form)}>
            {demoCopy.payWithPaybill}
          </button>
        ) : null}
      </div>
    </form>
  );
}
