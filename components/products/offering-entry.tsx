import { copyIn } from '@/lib/content/copy';
import type { Country } from '@/lib/countries';
import type { Offering } from '@/lib/content/offerings';
import { FeatureList } from '@/components/marketing/feature-list';
import { OfferingImage } from '@/components/marketing/offering-image';
import type { OfferingImageProps } from '@/components/marketing/offering-image';
import { OfferingTitle } from '@/components/marketing/offering-title';
import { AppLink } from '@/components/ui/app-link';
import { localizedHref } from '@/lib/i18n/locales';

export interface OfferingEntryProps extends Pick<OfferingImageProps, 'priority' | 'locale'> {
  country: Country;
  offering: Offering;
}

/** One offering on the products overview: what it is, what it does, and where to go next. */
export function OfferingEntry({ country, offering, priority, locale }: OfferingEntryProps) {
  const { productsSections } = copyIn(locale).productsPage;
  const { offeringLink } = copyIn(locale).offerings;
  const titleId = `${offering.id}-title`;
  const link = offeringLink(country, offering);
  return (
    <article id={offering.id} aria-labelledby={titleId} className="flex scroll-mt-20 flex-col rounded-2xl border border-line bg-white p-6 shadow-sm">
      <OfferingImage locale={locale} src={offering.image} priority={priority} className="w-full rounded-xl" />
      <OfferingTitle locale={locale} offering={offering} id={titleId} as="h2" size="text-xl" className="mt-6" />
      <p className="mt-3 text-muted">{offering.description}</p>
      <FeatureList features={offering.features} label={`${offering.title}: ${productsSections.featuresLabel}`} className="mt-4 text-sm" />
      <div className="mt-auto pt-6">
        {offering.comingSoon ? (
          <p className="text-sm text-muted">{productsSections.comingSoonNote}</p>
        ) : (
          <AppLink locale={locale} href={link.external ? link.href : localizedHref(link.href, locale)} external={link.external} className="btn btn-secondary">
            {offering.buttonText}
          </AppLink>
        )}
      </div>
    </article>
  );
}
