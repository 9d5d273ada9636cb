import { JsonLd } from '@/components/seo/json-ld';
import { comingSoonPageCopy } from '@/lib/content/coming-soon';
import type { FaqEntry } from '@/lib/content/faq';
import { faqPageJsonLd } from '@/lib/seo/structured-data';

export interface ComingSoonFaqProps {
  entries: FaqEntry[];
}

/** The country's five questions, each opening on its own without any JavaScript. */
export function ComingSoonFaq({ entries }: ComingSoonFaqProps) {
  return (
    <section aria-labelledby="faq-heading" className="container-page py-16">
      <h2 id="faq-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
        {comingSoonPageCopy.faqHeading}
      </h2>
      <div className="mt-8 max-w-3xl divide-y divide-line rounded-2xl border border-line bg-white">
        {entries.map((entry) => (
          <details key={entry.question} className="group px-5 py-1">
            <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 py-3 font-semibold text-ink [&::-webkit-details-marker]:hidden">
              {entry.question}
              <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="shrink-0 text-brand-700 transition-transform group-open:rotate-180">
                <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </summary>
            <p className="pb-4 text-muted">{entry.answer}</p>
          </details>
        ))}
      </div>
      <JsonLd data={faqPageJsonLd(entries)} />
    </section>
  );
}
