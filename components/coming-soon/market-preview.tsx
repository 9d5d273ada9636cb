import type { Locale } from '@/lib/i18n/locales';
import { copyIn } from '@/lib/content/copy';
import type { ComingSoonCountry } from '@/lib/countries';

export interface MarketPreviewProps {
  /** The page's language. */
  locale: Locale;
  country: ComingSoonCountry;
}

/**
 * The market in its own terms (its mobile money, currency and phone numbers), then a plain word
 * that what the rest of the site offers is Kenya's: a visitor from Dar es Salaam should not
 * read a Safaricom airtime offer as theirs.
 */
export function MarketPreview({ country, locale }: MarketPreviewProps) {
  const { heading, lead, points, kenyaOnly } = copyIn(locale).marketPreview.marketPreview[country];
  return (
    <section aria-labelledby="market-preview-heading" className="border-b border-line">
      <div className="container-page py-14">
        <h2 id="market-preview-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {heading}
        </h2>
        <p className="mt-2 max-w-2xl text-muted">{lead}</p>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {points.map((point) => (
            <li key={point.title} className="rounded-2xl border border-line bg-white p-6">
              <h3 className="font-semibold">{point.title}</h3>
              <p className="mt-2 text-muted">{point.text}</p>
            </li>
          ))}
        </ul>
        <aside aria-labelledby="kenya-only-heading" className="mt-8 max-w-3xl rounded-2xl border border-accent-400 bg-accent-100 p-6">
          <h3 id="kenya-only-heading" className="font-semibold">
            {kenyaOnly.title}
          </h3>
          <p className="mt-2">{kenyaOnly.text}</p>
        </aside>
      </div>
    </section>
  );
}
