import type { Country } from '@/lib/countries';
import { aboutCta } from '@/lib/content/about';
import { pageHref } from '@/lib/routes';
import { site } from '@/lib/site';
import { CtaSection } from '@/components/marketing/cta-section';

export interface AboutCtaProps {
  country: Country;
}

/** The About page's closing call to action: Start Building and Learn More. */
export function AboutCta({ country }: AboutCtaProps) {
  return (
    <CtaSection
      id="about-cta-title"
      title={aboutCta.title}
      lead={aboutCta.lead}
      className="bg-brand-50"
      actions={{
        primary: { href: site.external.signUp, external: true, label: aboutCta.primary },
        secondary: {
          href: pageHref(country, 'products'),
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
