import type { Locale } from '@/lib/i18n/locales';
import { copyIn } from '@/lib/content/copy';
import { contactAnchor } from '@/lib/content/shared';
import { IconCardSection } from '@/components/marketing/icon-card-section';

/** The home page's why-us section: the benefits, and Get Started to the contact section. */
export function WhyUs({ locale }: { locale: Locale }) {
  const { benefits, whyUs } = copyIn(locale).benefits;
  return (
    <IconCardSection id="why-us-title" heading={whyUs} cards={benefits} compact className="bg-surface" gridClassName="mt-14 sm:grid-cols-2 lg:grid-cols-4">
      <div className="mt-12 text-center">
        {/* The contact section is further down this page: a plain in-page anchor. */}
        <a href={`#${contactAnchor}`} className="btn btn-primary px-6 text-base">
          {whyUs.cta}
        </a>
      </div>
    </IconCardSection>
  );
}
