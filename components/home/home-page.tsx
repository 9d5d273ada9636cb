import type { Locale } from '@/lib/i18n/locales';
import { copyIn } from '@/lib/content/copy';
import type { Country } from '@/lib/countries';
import { ContactSection } from '@/components/contact/contact-section';
import { VisionMissionPanel } from '@/components/marketing/vision-mission-panel';
import { DeveloperSection } from './developer-section';
import { HomeHero } from './home-hero';
import { ProductShowcase } from './product-showcase';
import { WhyUs } from './why-us';
import { JsonLd } from '@/components/seo/json-ld';
import { webSiteJsonLd } from '@/lib/seo/structured-data';

export interface HomePageProps {
  /** The page's language. */
  locale: Locale;
  country: Country;
}

/** The home page of a live market, section by section from top to bottom (the layout adds the footer), with the site's JSON-LD. */
export function HomePage({ country, locale }: HomePageProps) {
  const { visionMission } = copyIn(locale).visionMission;
  return (
    <>
      <HomeHero country={country} locale={locale} />
      <ProductShowcase country={country} locale={locale} />
      <WhyUs locale={locale} />
      <VisionMissionPanel locale={locale} statements={visionMission.home} id="vision-mission-title" />
      <DeveloperSection country={country} locale={locale} />
      <ContactSection country={country} locale={locale} />
      <JsonLd data={webSiteJsonLd(locale)} />
    </>
  );
}
