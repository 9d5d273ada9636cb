import type { Locale } from '@/lib/i18n/locales';
import { copyIn } from '@/lib/content/copy';
import { cn } from '@/lib/cn';
import type { Country } from '@/lib/countries';
import type { Offering } from '@/lib/content/offerings';
import { FeatureList } from '@/components/marketing/feature-list';
import { OfferingImage } from '@/components/marketing/offering-image';
import { OfferingTitle } from '@/components/marketing/offering-title';
import { AppLink } from '@/components/ui/app-link';
import { localizedHref } from '@/lib/i18n/locales';

export interface ShowcaseCardProps {
  /** The page's language. */
  locale: Locale;
  country: Country;
  offering: Offering;
  /** Every other card puts its picture on the right. */
  reversed: boolean;
}

/** One product of the home showcase: picture, text, features and its action button. */
export function ShowcaseCard({ country, offering, reversed, locale }: ShowcaseCardProps) {
  const { showcase } = copyIn(locale).home;
  const { offeringLink } = copyIn(locale).offerings;
  const link = offeringLink(country, offering);
  const titleId = `showcase-${offering.id}`;
  return (
    <article aria-labelledby={titleId} className="grid items-center gap-8 rounded-3xl border border-line bg-white p-6 shadow-sm sm:p-10 md:grid-cols-2">
      <OfferingImage locale={locale} src={offering.image} drawn className={cn('mx-auto w-full max-w-sm', reversed && 'md:order-last')} />
      <div>
        <OfferingTitle locale={locale} offering={offering} id={titleId} as="h3" size="text-2xl" />
        <p className="mt-3 text-muted">{offering.description}</p>
        <FeatureList features={offering.features} label={`${offering.title}: ${showcase.featuresLabel}`} className="mt-5 text-sm" />
        <AppLink locale={locale} href={link.external ? link.href : localizedHref(link.href, locale)} external={link.external} className="btn btn-primary mt-6">
          {offering.buttonText}
        </AppLink>
      </div>
    </article>
  );
}
