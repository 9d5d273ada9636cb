import type { Locale } from '@/lib/i18n/locales';
import { copyIn } from '@/lib/content/copy';
import type { Country } from '@/lib/countries';
import { site } from '@/lib/site';
import { FirstScreenImage } from '@/components/ui/first-screen-image';
import { CtaLinks } from '@/components/marketing/cta-links';
import { localizedPageHref } from '@/lib/i18n/localized-routes';

export interface HomeHeroProps {
  /** The page's language. */
  locale: Locale;
  country: Country;
}

/** The first screen: the page's one h1, Start Building and Demo, and the headline figures. */
export function HomeHero({ country, locale }: HomeHeroProps) {
  const { heroStats } = copyIn(locale).stats;
  const { homeHero } = copyIn(locale).home;
  return (
    <section aria-labelledby="home-title" className="border-b border-line bg-gradient-to-b from-brand-50 to-white">
      <div className="container-page grid items-center gap-12 py-16 sm:py-20 lg:grid-cols-2">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{homeHero.eyebrow}</p>
          <h1 id="home-title" className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            {homeHero.title}
          </h1>
          <p className="mt-6 max-w-xl text-lg text-muted">{homeHero.lead}</p>
          <CtaLinks
            locale={locale}
            primary={{ href: site.external.signUp, external: true, label: homeHero.primary }}
            secondary={{ href: localizedPageHref(country, 'demo', locale), label: homeHero.secondary }}
            size="large"
            className="mt-8"
          />
          <dl aria-label={homeHero.statsLabel} className="mt-10 grid max-w-md grid-cols-3 gap-6">
            {heroStats.map((stat) => (
              <div key={stat.label} className="flex flex-col-reverse">
                <dt className="text-sm text-muted">{stat.label}</dt>
                <dd className="text-2xl font-bold text-brand-700 sm:text-3xl">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <FirstScreenImage
          src="/images/illustrations/hero-payments.svg"
          width={480}
          height={400}
          alt={homeHero.illustrationAlt}
          className="mx-auto w-full max-w-md lg:max-w-none"
        />
      </div>
    </section>
  );
}
