import type { Locale } from '@/lib/i18n/locales';
import { copyIn } from '@/lib/content/copy';
import { IconCardSection } from '@/components/marketing/icon-card-section';

/** The About page's What We Do cards. */
export function WhatWeDo({ locale }: { locale: Locale }) {
  const { whatWeDo, whatWeDoHeading } = copyIn(locale).about;
  return <IconCardSection id="what-we-do-title" heading={whatWeDoHeading} cards={whatWeDo} gridClassName="mt-12 md:grid-cols-3" />;
}
