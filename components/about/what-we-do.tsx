import { whatWeDo, whatWeDoHeading } from '@/lib/content/about';
import { IconCardSection } from '@/components/marketing/icon-card-section';

/** The About page's What We Do cards. */
export function WhatWeDo() {
  return <IconCardSection id="what-we-do-title" heading={whatWeDoHeading} cards={whatWeDo} gridClassName="mt-12 md:grid-cols-3" />;
}
