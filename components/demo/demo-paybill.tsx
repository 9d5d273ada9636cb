'use client';

import type { RefObject } from 'react';
import { demoAmountKes } from '@/lib/validation/payment-constants';
import { moneyLocale } from '@/lib/i18n/money-locale';
import { formatKes } from '@/lib/kes';
import type { DemoWords } from './demo-words';

export interface DemoPaybillProps {
  words: DemoWords;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onCompleted: () => void;
  onCancel: () => void;
}

/** The M-Pesa Express demo's Paybill sub-mode: the demo's own Paybill number and account. */
export function DemoPaybill({ words, headingRef, onCompleted, onCancel }: DemoPaybillProps) {
  const { demoCopy, demoPaybill } = words;
  const { paybill } = demoCopy;
  const details = [
    { term: paybill.businessNumber, value: demoPaybill.businessNumber },
    { term: paybill.account, value: demoPaybill.account },
    { term: demoCopy.amountLabel, value: formatKes(demoAmountKes, moneyLocale(words.locale)) },
  ];
  return (
    <div className="space-y-5">
      <h3 ref={headingRef} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
        {paybill.title}
      </h3>
      <p className="text-muted">{paybill.lead}</p>
      <dl className="grid gap-3 sm:grid-cols-3">
        {details.map((detail) => (
          <div key={detail.term} className="rounded-lg bg-surface px-4 py-3">
            <dt className="text-sm text-muted">{detail.term}</dt>
            <dd className="font-mono text-xl font-bold">{detail.value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-muted">{paybill.note}</p>
      <div className="flex flex-wrap gap-3">
        <button type="button" className="btn btn-primary" onClick={onCompleted}>
          {paybill.completed}
        </button>
        <button type="button" className="btn btn-secondary" onClick={onCancel}>
          {paybill.cancel}
        </button>
      </div>
    </div>
  );
}
