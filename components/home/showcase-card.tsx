import { cn } from '@/lib/cn';
import type { Country } from '@/lib/countries';
import { comingSoonBadge, offeringLink } from '@/lib/content/offerings';
import type { Offering } from '@/lib/content/offerings';
import { showcase } from '@/lib/content/home';
import { FeatureList } from '@/components/marketing/feature-list';
import { OfferingImage } from '@/components/marketing/offering-image';
import { AppLink } from '@/components/ui/app-link';

export interface ShowcaseCardProps {
  country: Country;
  offering: Offering;
  /** Every other card puts its picture on the right. */
  reversed: boolean;
}

/** One product of the home showcase: picture, text, features and its action button. */
export function ShowcaseCard({ country, offering, reversed }: ShowcaseCardProps) {
  const link = offeringLink(country, offering);
  const titleId = `showcase-${offering.id}`;
  return (
    <article aria-labelledby={titleId} className="grid items-center gap-8 rounded-3xl border border-line bg-white p-6 shadow-sm sm:p-10 md:grid-cols-2">
      <OfferingImage src={offering.image} className={cn('mx-auto w-full max-w-sm', reversed && 'md:order-last')} />
      <div>
        <div className="flex flex-wrap items-center gap-3">
          <h3 id={titleId} className="text-2xl font-bold tracking-tight">
            {offering.title}
          </h3>
          {offering.comingSoon ? (
            <span className="rounded-full bg-accent-100 px-3 py-1 text-xs font-semibold text-accent-900">{comingSoonBadge}</span>
          ) : null}
        </div>
        <p className="mt-3 text-muted">{offering.description}</p>
        <FeatureList features={offering.features} label={`${offering.title}: ${showcase.featuresLabel}`} className="mt-5 text-sm" />
        <AppLink href={link.href} external={link.external} className="btn btn-primary mt-6">
          {offering.buttonText}
        </AppLink>
      </div>
    </article>
  );
}
