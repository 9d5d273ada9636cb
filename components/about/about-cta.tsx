import type { Country } from '@/lib/countries';
import * as enAbout from '@/lib/content/about';
import * as swAbout from '@/lib/content/sw/about';
import { site } from '@/lib/site';
import { CtaSection } from '@/components/marketing/cta-section';
import { localized } from '@/lib/i18n/request-locale';
import { pageHrefHere } from '@/lib/i18n/localized-routes';

export interface AboutCtaProps {
  country: Country;
}

/** The About page's closing call to action: Start Building and Learn More. */
export function AboutCta({ country }: AboutCtaProps) {
  const { aboutCta } = localized(enAbout, swAbout);
  return (
    <CtaSection
      id="about-cta-title"
      title={aboutCta.title}
      lead={aboutCta.lead}
      className="bg-brand-50"
      actions={{
        primary: { href: site.external.signUp, external: true, label: aboutCta.primary },
        secondary: {
          href: pageHrefHere(country, 'products'),
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
