import { whatWeDo, whatWeDoHeading } from '@/lib/content/about';
import { IconCardSection } from '@/components/marketing/icon-card-section';

/** SPEC §2 About: What We Do, three cards. */
export function WhatWeDo() {
  return <IconCardSection id="what-we-do-title" heading={whatWeDoHeading} cards={whatWeDo} gridClassName="mt-12 md:grid-cols-3" />;
}
