import { AboutCta } from '@/components/about/about-cta';
import { AboutStats } from '@/components/about/about-stats';
import { CoreValues } from '@/components/about/core-values';
import { JourneyTimeline } from '@/components/about/journey-timeline';
import { WhatWeDo } from '@/components/about/what-we-do';
import { WhoWeAre } from '@/components/about/who-we-are';
import { VisionMissionPanel } from '@/components/marketing/vision-mission-panel';
import { PageJsonLd } from '@/components/seo/page-json-ld';
import { PageHero } from '@/components/ui/page-hero';
import { copyIn } from '@/lib/content/copy';
import { pageParams } from '@/lib/page-params';
import { pageTrail } from '@/lib/seo/breadcrumbs';
import { metadataFor } from '@/lib/seo/metadata-for';
import { livePageParams } from '@/lib/seo/static-params';

export const generateStaticParams = livePageParams;
export const generateMetadata = metadataFor('about');

// About opens at the top of the page: a client navigation here scrolls to the top
// (the App Router does it for a new page) and a full load starts there, so no script is needed.
export default async function AboutPage({ params }: PageProps<'/[country]/[lang]/about'>) {
  const { country, locale } = await pageParams(params);
  const { aboutHero } = copyIn(locale).about;
  const { visionMission } = copyIn(locale).visionMission;
  return (
    <>
      <PageHero eyebrow={aboutHero.eyebrow} title={aboutHero.title} lead={aboutHero.lead} />
      <WhoWeAre locale={locale} />
      <AboutStats locale={locale} />
      <WhatWeDo locale={locale} />
      <VisionMissionPanel locale={locale} statements={visionMission.about} id="vision-mission-title" />
      <CoreValues locale={locale} />
      <JourneyTimeline locale={locale} />
      <AboutCta country={country} locale={locale} />
      <PageJsonLd locale={locale} trail={pageTrail(country, locale, 'about')} />
    </>
  );
}
