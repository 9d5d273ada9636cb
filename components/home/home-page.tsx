import type { Country } from '@/lib/countries';
import type { Locale } from '@/lib/i18n/locales';
import * as enVisionMission from '@/lib/content/vision-mission';
import * as swVisionMission from '@/lib/content/sw/vision-mission';
import { ContactSection } from '@/components/contact/contact-section';
import { VisionMissionPanel } from '@/components/marketing/vision-mission-panel';
import { DeveloperSection } from './developer-section';
import { HomeHero } from './home-hero';
import { ProductShowcase } from './product-showcase';
import { WhyUs } from './why-us';
import { JsonLd } from '@/components/seo/json-ld';
import { localized, requestLocale } from '@/lib/i18n/request-locale';
import { webSiteJsonLd } from '@/lib/seo/structured-data';

export interface HomePageProps {
  country: Country;
  /** The page's language: its forms get that language's words alone. */
  locale: Locale;
}

/** The home page of a live market, section by section from top to bottom (the layout adds the footer), with the site's JSON-LD. */
export function HomePage({ country, locale }: HomePageProps) {
  const { visionMission } = localized(enVisionMission, swVisionMission);
  return (
    <>
      <HomeHero country={country} />
      <ProductShowcase country={country} />
      <WhyUs />
      <VisionMissionPanel statements={visionMission.home} id="vision-mission-title" />
      <DeveloperSection country={country} />
      <ContactSection country={country} locale={locale} />
      <JsonLd data={webSiteJsonLd(requestLocale())} />
    </>
  );
}
