import { Flag } from '@/components/header/flag';
import { SocialLinks } from '@/components/social/social-links';
import { AppLink } from '@/components/ui/app-link';
import { countryOptions, defaultCountry } from '@/lib/countries';
import { copyIn } from '@/lib/content/copy';
import type { ComingSoonCountry } from '@/lib/countries';
import type { Locale } from '@/lib/i18n/locales';
import { site } from '@/lib/site';
import { ComingSoonFaq } from './coming-soon-faq';
import { MarketPreview } from './market-preview';
import { NotifyForm } from './notify-form';
import { notifyFormWordsIn } from './notify-form-words';
import { localizedPageHref } from '@/lib/i18n/localized-routes';

export interface ComingSoonPageProps {
  country: ComingSoonCountry;
  /** The page's language: the form gets its words alone, as props. */
  locale: Locale;
}

/**
 * Every path below a market that is not live yet: the country, a form to hear
 * about the launch, social links, the country's FAQ, and the privacy and email links.
 */
export function ComingSoonPage({ country, locale }: ComingSoonPageProps) {
  const { faq, comingSoon } = copyIn(locale);
  const { faqByCountry } = faq;
  const { comingSoonCopy, comingSoonPageCopy } = comingSoon;
  const option = countryOptions[country];
  const { description } = comingSoonCopy[country];
  const copy = comingSoonPageCopy;
  return (
    <>
      <section className="border-b border-line bg-gradient-to-b from-brand-50 to-white">
        <div className="container-page grid gap-10 py-16 sm:py-20 lg:grid-cols-2 lg:items-center">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white px-3 py-1 text-sm font-semibold text-brand-700">
              <Flag image={option.flagImage} emoji={option.flagEmoji} />
              <span>
                {option.name} · {copy.eyebrow}
              </span>
            </p>
            <h1 className="mt-4 max-w-xl text-4xl font-bold tracking-tight text-balance sm:text-5xl">{copy.heading(option.name)}</h1>
            <p className="mt-5 max-w-xl text-lg text-muted">{description}</p>
          </div>
          <div className="rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8">
            <h2 className="text-xl font-semibold">{copy.notify.heading}</h2>
            <p className="mt-2 text-muted">{copy.notify.lead(option.name)}</p>
            <NotifyForm country={country} words={notifyFormWordsIn(locale, country)} />
            <p className="mt-4 text-sm text-muted">
              {copy.notify.privacyBefore}
              <AppLink
                locale={locale}
                href={localizedPageHref(defaultCountry, 'privacy', locale)}
                className="font-semibold text-brand-700 underline underline-offset-2"
              >
                {copy.notify.privacyLink}
              </AppLink>
              {copy.notify.privacyAfter}
            </p>
          </div>
        </div>
      </section>
      <MarketPreview country={country} locale={locale} />
      <section aria-labelledby="follow-heading" className="border-b border-line bg-surface">
        <div className="container-page flex flex-col gap-6 py-10 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 id="follow-heading" className="text-lg font-semibold">
              {copy.social.heading}
            </h2>
            <p className="mt-1 text-muted">
              {copy.social.lead} {copy.contact.before}
              <a href={`mailto:${site.contact.email}`} className="font-semibold text-brand-700 underline underline-offset-2">
                {site.contact.email}
              </a>
              .
            </p>
          </div>
          <SocialLinks locale={locale} className="-ml-3" linkClassName="text-brand-700 hover:bg-brand-50" />
        </div>
      </section>
      <ComingSoonFaq locale={locale} entries={faqByCountry[country]} />
    </>
  );
}
