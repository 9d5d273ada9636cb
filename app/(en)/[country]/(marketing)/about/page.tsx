import { AboutCta } from '@/components/about/about-cta';
import { AboutStats } from '@/components/about/about-stats';
import { CoreValues } from '@/components/about/core-values';
import { JourneyTimeline } from '@/components/about/journey-timeline';
import { WhatWeDo } from '@/components/about/what-we-do';
import { WhoWeAre } from '@/components/about/who-we-are';
import { VisionMissionPanel } from '@/components/marketing/vision-mission-panel';
import { PageJsonLd } from '@/components/seo/page-json-ld';
import { PageHero } from '@/components/ui/page-hero';
import { liveCountryParams } from '@/lib/countries';
import * as enAbout from '@/lib/content/about';
import * as swAbout from '@/lib/content/sw/about';
import * as swVisionMission from '@/lib/content/sw/vision-mission';
import * as enVisionMission from '@/lib/content/vision-mission';
import { localized } from '@/lib/i18n/request-locale';
import { countryParam } from '@/lib/page-params';
import { pageTrail } from '@/lib/seo/breadcrumbs';
import { metadataFor } from '@/lib/seo/metadata-for';

export const generateStaticParams = liveCountryParams;
export const generateMetadata = metadataFor('about');

// About opens at the top of the page: a client navigation here scrolls to the top
// (the App Router does it for a new page) and a full load starts there, so no script is needed.
export default async function AboutPage({ params }: PageProps<'/[country]/about'>) {
  const country = await countryParam(params);
  const { aboutHero } = localized(enAbout, swAbout);
  const { visionMission } = localized(enVisionMission, swVisionMission);
  return (
    <>
      <PageHero eyebrow={aboutHero.eyebrow} title={aboutHero.title} lead={aboutHero.lead} />
      <WhoWeAre />
      <AboutStats />
      <WhatWeDo />
      <VisionMissionPanel statements={visionMission.about} id="vision-mission-title" />
      <CoreValues />
      <JourneyTimeline />
      <AboutCta country={country} />
      <PageJsonLd trail={pageTrail(country, 'about')} />
    </>
  );
}
