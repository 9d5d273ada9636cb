import * as enAbout from '@/lib/content/about';
import * as swAbout from '@/lib/content/sw/about';
import { IconCardSection } from '@/components/marketing/icon-card-section';
import { localized } from '@/lib/i18n/request-locale';

/** The About page's What We Do cards. */
export function WhatWeDo() {
  const { whatWeDo, whatWeDoHeading } = localized(enAbout, swAbout);
  return <IconCardSection id="what-we-do-title" heading={whatWeDoHeading} cards={whatWeDo} gridClassName="mt-12 md:grid-cols-3" />;
}
