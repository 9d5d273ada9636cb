import type { Country } from '@/lib/countries';
import * as enVisionMission from '@/lib/content/vision-mission';
import * as swVisionMission from '@/lib/content/sw/vision-mission';
import { ContactSection } from '@/components/contact/contact-section';
import { VisionMissionPanel } from '@/components/marketing/vision-mission-panel';
import { DeveloperSection } from './developer-section';
import { HomeHero } from './home-hero';
import { ProductShowcase } from './product-showcase';
import { WhyUs } from './why-us';
import { localized } from '@/lib/i18n/request-locale';

export interface HomePageProps {
  country: Country;
}

/** The home page of a live market, section by section from top to bottom; the layout adds the footer. */
export function HomePage({ country }: HomePageProps) {
  const { visionMission } = localized(enVisionMission, swVisionMission);
  return (
    <>
      <HomeHero country={country} />
      <ProductShowcase country={country} />
      <WhyUs />
      <VisionMissionPanel statements={visionMission.home} id="vision-mission-title" />
      <DeveloperSection country={country} />
      <ContactSection country={country} />
    </>
  );
}
