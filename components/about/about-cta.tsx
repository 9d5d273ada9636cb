import type { Locale } from '@/lib/i18n/locales';
import { copyIn } from '@/lib/content/copy';
import type { Country } from '@/lib/countries';
import { site } from '@/lib/site';
import { CtaSection } from '@/components/marketing/cta-section';
import { localizedPageHref } from '@/lib/i18n/localized-routes';

export interface AboutCtaProps {
  /** The page's language. */
  locale: Locale;
  country: Country;
}

/** The About page's closing call to action: Start Building and Learn More. */
export function AboutCta({ country, locale }: AboutCtaProps) {
  const { aboutCta } = copyIn(locale).about;
  return (
    <CtaSection
      id="about-cta-title"
      title={aboutCta.title}
      lead={aboutCta.lead}
      className="bg-brand-50"
      actions={{
        locale,
        primary: { href: site.external.signUp, external: true, label: aboutCta.primary },
        secondary: {
          href: localizedPageHref(country, 'products', locale),
          label: (
            <>
              {aboutCta.secondary}
              <span className="sr-only">{aboutCta.secondaryContext}</span>
            </>
          ),
        },
      }}
    />
  );
}
