'use client';

import { useId, useRef, useState } from 'react';
import { paymentMethods } from '@/lib/content/fees';
import type * as fees from '@/lib/content/fees';
import type { PaymentMethod } from '@/lib/content/fees';
import type * as productsPage from '@/lib/content/products-page';
import type { Locale } from '@/lib/i18n/locales';
import { moneyLocale } from '@/lib/i18n/money-locale';
import type { Translated } from '@/lib/i18n/translated';
import { formatKesCents } from '@/lib/kes';
import { parseKesAmount, quoteFee } from '@/lib/pricing/fees';
import { FormField, controlClass } from '@/components/ui/form-field';
import { useHydrated } from '@/components/ui/use-hydrated';

/**
 * The fee calculator: recomputed on every change from the same rates the FAQ quotes. The
 * server renders it with a sample amount, so the page reads well without JS. Its inputs keep
 * their own values; each change reads the whole form.
 */
export interface FeeCalculatorProps {
  /** Its words in the page's language, as plain data from the products page. */
  words: FeeCalculatorWords;
  /** The amount shown before anyone types, in KES. */
  initialAmount?: string;
}

export interface FeeCalculatorWords {
  /** The page's language: amounts are written in it. */
  locale: Locale;
  copy: Translated<typeof productsPage.feeCalculatorCopy>;
  feeRates: Translated<typeof fees.feeRates>;
}

interface Inputs {
  amount: string;
  method: PaymentMethod;
  customerPays: boolean;
}

const firstMethod: PaymentMethod = 'mpesa';

/** What the form holds: the typed amount, the chosen method and the check box. */
function inputsOf(form: HTMLFormElement): Inputs {
  const data = new FormData(form);
  const amount = data.get('amount');
  const chosen = data.get('method');
  return {
    amount: typeof amount === 'string' ? amount : '',
    method: paymentMethods.find((method) => method === chosen) ?? firstMethod,
    customerPays: data.has('customerPays'),
  };
}

/** "1.5%": the digits and the sign read the same in every language. */
const rateOf = (ratePercent: number) => `${ratePercent}%`;

export function FeeCalculator({ words, initialAmount = '1000' }: FeeCalculatorProps) {
  const { copy, feeRates, locale } = words;
  const id = useId();
  const [inputs, setInputs] = useState<Inputs>({ amount: initialAmount, method: firstMethod, customerPays: false });
  const result = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();
  const money = (cents: number) => formatKesCents(cents, moneyLocale(locale));

  const parsed = parseKesAmount(inputs.amount);
  const quote = parsed.ok ? quoteFee(parsed.cents, inputs.method, inputs.customerPays ? 'customer' : 'merchant') : null;

  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <form
        className="flex flex-col gap-6"
        onChange={(event) => setInputs(inputsOf(event.currentTarget))}
        onSubmit={(event) => {
          // The figures follow every keystroke: submitting takes the reader to them.
          event.preventDefault();
          result.current?.focus();
        }}
        aria-label={copy.title}
      >
        <FormField id={`${id}-amount`} label={copy.amountLabel} hint={copy.amountHint} error={parsed.ok ? undefined : copy.errors[parsed.error]}>
          {(props) => (
            <input {...props} name="amount" type="text" inputMode="decimal" autoComplete="off" defaultValue={initialAmount} className={controlClass} />
          )}
        </FormField>
        <fieldset>
          <legend className="text-sm font-medium text-ink">{copy.methodLegend}</legend>
          <div className="mt-2 flex flex-wrap gap-3">
            {paymentMethods.map((option) => (
              <label
                key={option}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-400 px-4 py-2 text-sm has-checked:border-brand-700 has-checked:bg-brand-50"
              >
                <input type="radio" name="method" value={option} defaultChecked={option === firstMethod} className="size-4 accent-brand-700" />
                {feeRates[option].label} ({rateOf(feeRates[option].ratePercent)})
              </label>
            ))}
          </div>
        </fieldset>
        <div>
          <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium">
            <input type="checkbox" name="customerPays" defaultChecked={false} aria-describedby={`${id}-customer-hint`} className="size-5 accent-brand-700" />
            {copy.customerPaysLabel}
          </label>
          <p id={`${id}-customer-hint`} className="ml-8 text-sm text-muted">
            {copy.customerPaysHint}
          </p>
        </div>
        {/* Disabled until React runs: without it, submitting would only reload the page with the amount in its URL. */}
        <button type="submit" disabled={!hydrated} className="btn btn-primary self-start">
          {copy.submit}
        </button>
      </form>
      <section aria-labelledby={`${id}-result`} className="rounded-2xl bg-brand-900 p-6 text-white">
        <h3 id={`${id}-result`} className="text-lg font-semibold">
          {copy.resultLabel}
        </h3>
        {/* Announced politely as the numbers change. A status region, not <output>, which may hold phrasing content only. */}
        <div ref={result} role="status" aria-live="polite" tabIndex={-1} className="mt-4 rounded-lg focus-visible:outline-offset-4">
          <dl className="space-y-3">
            <Row label={copy.fee} value={quote ? money(quote.feeCents) : '—'} />
            <Row label={copy.customerPays} value={quote ? money(quote.customerPaysCents) : '—'} />
            <Row label={copy.merchantReceives} value={quote ? money(quote.merchantReceivesCents) : '—'} strong />
          </dl>
        </div>
        <p className="mt-6 text-sm text-brand-100">{copy.formulaNote}</p>
        <p className="mt-2 text-sm text-brand-100">{copy.ratesNote}</p>
      </section>
    </div>
  );
}

interface RowProps {
  label: string;
  value: string;
  strong?: boolean;
}

function Row({ label, value, strong }: RowProps) {
  return (
    <div className="flex items-baseline justify-between gap-4 border-b border-white/15 pb-2">
      <dt className="text-brand-100">{label}</dt>
      <dd className={strong ? 'text-2xl font-bold' : 'text-lg font-semibold'}>{value}</dd>
    </div>
  );
}
