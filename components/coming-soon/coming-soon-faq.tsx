import type { Locale } from '@/lib/i18n/locales';
import { copyIn } from '@/lib/content/copy';
import { FaqList } from '@/components/marketing/faq-list';
import { JsonLd } from '@/components/seo/json-ld';
import type { FaqEntry } from '@/lib/content/faq';
import { faqPageJsonLd } from '@/lib/seo/structured-data';

export interface ComingSoonFaqProps {
  /** The page's language. */
  locale: Locale;
  entries: FaqEntry[];
}

/** The country's five questions, each opening on its own without any JavaScript. */
export function ComingSoonFaq({ entries, locale }: ComingSoonFaqProps) {
  const { comingSoonPageCopy } = copyIn(locale).comingSoon;
  return (
    <section aria-labelledby="faq-heading" className="container-page py-16">
      <h2 id="faq-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
        {comingSoonPageCopy.faqHeading}
      </h2>
      <FaqList entries={entries} marker="chevron" className="mt-8 max-w-3xl" />
      <JsonLd data={faqPageJsonLd(entries, locale)} />
    </section>
  );
}
