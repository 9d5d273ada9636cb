import * as enAirtime from '@/lib/content/airtime';
import * as swAirtime from '@/lib/content/sw/airtime';
import * as enPaybill from '@/lib/content/paybill';
import * as swPaybill from '@/lib/content/sw/paybill';
import { localized } from '@/lib/i18n/request-locale';

/** Paying for airtime by hand through M-Pesa Paybill: on the page for everyone, no JavaScript needed. */
export function PaybillInstructions() {
  const { paybillSteps } = localized(enPaybill, swPaybill);
  const { airtimeCopy } = localized(enAirtime, swAirtime);
  return (
    <section aria-labelledby="paybill-heading" className="rounded-2xl border border-line bg-surface p-6 sm:p-8">
      <h2 id="paybill-heading" className="text-xl font-semibold">
        {airtimeCopy.paybill.title}
      </h2>
      <p className="mt-2 text-muted">{airtimeCopy.paybill.lead}</p>
      <ol className="mt-4 list-decimal space-y-2 pl-5">
        {paybillSteps().map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ol>
    </section>
  );
}
