import type { Country } from '@/lib/countries';
import * as enOfferings from '@/lib/content/offerings';
import * as swOfferings from '@/lib/content/sw/offerings';
import type { Offering } from '@/lib/content/offerings';
import * as enProductsPage from '@/lib/content/products-page';
import * as swProductsPage from '@/lib/content/sw/products-page';
import { FeatureList } from '@/components/marketing/feature-list';
import { OfferingImage } from '@/components/marketing/offering-image';
import type { OfferingImageProps } from '@/components/marketing/offering-image';
import { OfferingTitle } from '@/components/marketing/offering-title';
import { AppLink } from '@/components/ui/app-link';
import { localized } from '@/lib/i18n/request-locale';
import { hrefHere } from '@/lib/i18n/localized-routes';

export interface OfferingEntryProps extends Pick<OfferingImageProps, 'priority'> {
  country: Country;
  offering: Offering;
}

/** One offering on the products overview: what it is, what it does, and where to go next. */
export function OfferingEntry({ country, offering, priority }: OfferingEntryProps) {
  const { productsSections } = localized(enProductsPage, swProductsPage);
  const { offeringLink } = localized(enOfferings, swOfferings);
  const titleId = `${offering.id}-title`;
  const link = offeringLink(country, offering);
  return (
    <article id={offering.id} aria-labelledby={titleId} className="flex scroll-mt-20 flex-col rounded-2xl border border-line bg-white p-6 shadow-sm">
      <OfferingImage src={offering.image} priority={priority} className="w-full rounded-xl" />
      <OfferingTitle offering={offering} id={titleId} as="h2" size="text-xl" className="mt-6" />
      <p className="mt-3 text-muted">{offering.description}</p>
      <FeatureList features={offering.features} label={`${offering.title}: ${productsSections.featuresLabel}`} className="mt-4 text-sm" />
      <div className="mt-auto pt-6">
        {offering.comingSoon ? (
          <p className="text-sm text-muted">{productsSections.comingSoonNote}</p>
        ) : (
          <AppLink href={link.external ? link.href : hrefHere(link.href)} external={link.external} className="btn btn-secondary">
            {offering.buttonText}
          </AppLink>
        )}
      </div>
    </article>
  );
}
