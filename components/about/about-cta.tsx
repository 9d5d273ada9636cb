import type { Country } from '@/lib/countries';
import { aboutCta } from '@/lib/content/about';
import { pageHref } from '@/lib/routes';
import { site } from '@/lib/site';
import { AppLink } from '@/components/ui/app-link';

export interface AboutCtaProps {
  country: Country;
}

/** The About page's closing call to action: Start Building and Learn More. */
export function AboutCta({ country }: AboutCtaProps) {
  return (
    <section aria-labelledby="about-cta-title" className="bg-brand-50 py-20">
      <div className="container-page text-center">
        <h2 id="about-cta-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
          {aboutCta.title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-muted">{aboutCta.lead}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <AppLink href={site.external.signUp} external className="btn btn-primary px-6 text-base">
            {aboutCta.primary}
          </AppLink>
          <AppLink href={pageHref(country, 'products')} className="btn btn-secondary px-6 text-base">
            {aboutCta.secondary}
            <span className="sr-only">{aboutCta.secondaryContext}</span>
          </AppLink>
        </div>
      </div>
    </section>
  );
}
