import { FaqList } from '@/components/marketing/faq-list';
import { JsonLd } from '@/components/seo/json-ld';
import * as enComingSoon from '@/lib/content/coming-soon';
import * as swComingSoon from '@/lib/content/sw/coming-soon';
import type { FaqEntry } from '@/lib/content/faq';
import { faqPageJsonLd } from '@/lib/seo/structured-data';
import { localized, requestLocale } from '@/lib/i18n/request-locale';

export interface ComingSoonFaqProps {
  entries: FaqEntry[];
}

/** The country's five questions, each opening on its own without any JavaScript. */
export function ComingSoonFaq({ entries }: ComingSoonFaqProps) {
  const { comingSoonPageCopy } = localized(enComingSoon, swComingSoon);
  return (
    <section aria-labelledby="faq-heading" className="container-page py-16">
      <h2 id="faq-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
        {comingSoonPageCopy.faqHeading}
      </h2>
      <FaqList entries={entries} marker="chevron" className="mt-8 max-w-3xl" />
      <JsonLd data={faqPageJsonLd(entries, requestLocale())} />
    </section>
  );
}
