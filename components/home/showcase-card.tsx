import { cn } from '@/lib/cn';
import type { Country } from '@/lib/countries';
import * as enOfferings from '@/lib/content/offerings';
import * as swOfferings from '@/lib/content/sw/offerings';
import type { Offering } from '@/lib/content/offerings';
import * as enHome from '@/lib/content/home';
import * as swHome from '@/lib/content/sw/home';
import { FeatureList } from '@/components/marketing/feature-list';
import { OfferingImage } from '@/components/marketing/offering-image';
import { OfferingTitle } from '@/components/marketing/offering-title';
import { AppLink } from '@/components/ui/app-link';
import { localized } from '@/lib/i18n/request-locale';
import { hrefHere } from '@/lib/i18n/localized-routes';

export interface ShowcaseCardProps {
  country: Country;
  offering: Offering;
  /** Every other card puts its picture on the right. */
  reversed: boolean;
}

/** One product of the home showcase: picture, text, features and its action button. */
export function ShowcaseCard({ country, offering, reversed }: ShowcaseCardProps) {
  const { showcase } = localized(enHome, swHome);
  const { offeringLink } = localized(enOfferings, swOfferings);
  const link = offeringLink(country, offering);
  const titleId = `showcase-${offering.id}`;
  return (
    <article aria-labelledby={titleId} className="grid items-center gap-8 rounded-3xl border border-line bg-white p-6 shadow-sm sm:p-10 md:grid-cols-2">
      <OfferingImage src={offering.image} drawn className={cn('mx-auto w-full max-w-sm', reversed && 'md:order-last')} />
      <div>
        <OfferingTitle offering={offering} id={titleId} as="h3" size="text-2xl" />
        <p className="mt-3 text-muted">{offering.description}</p>
        <FeatureList features={offering.features} label={`${offering.title}: ${showcase.featuresLabel}`} className="mt-5 text-sm" />
        <AppLink href={link.external ? link.href : hrefHere(link.href)} external={link.external} className="btn btn-primary mt-6">
          {offering.buttonText}
        </AppLink>
      </div>
    </article>
  );
}
