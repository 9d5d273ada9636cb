import { contactAnchor } from '@/lib/content/shared';
import * as enBenefits from '@/lib/content/benefits';
import * as swBenefits from '@/lib/content/sw/benefits';
import { IconCardSection } from '@/components/marketing/icon-card-section';
import { localized } from '@/lib/i18n/request-locale';

/** The home page's why-us section: the benefits, and Get Started to the contact section. */
export function WhyUs() {
  const { benefits, whyUs } = localized(enBenefits, swBenefits);
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
