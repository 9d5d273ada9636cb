import type { Locale } from '@/lib/i18n/locales';
import { copyIn } from '@/lib/content/copy';

/** Paying for airtime by hand through M-Pesa Paybill: on the page for everyone, no JavaScript needed. */
export function PaybillInstructions({ locale }: { locale: Locale }) {
  const { paybillSteps } = copyIn(locale).paybill;
  const { airtimeCopy } = copyIn(locale).airtime;
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
