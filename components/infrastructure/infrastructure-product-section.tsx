import { copyIn } from '@/lib/content/copy';
import type { Locale } from '@/lib/i18n/locales';
import { cn } from '@/lib/cn';
import type { InfrastructureProduct } from '@/lib/content/infrastructure';
import { FeatureList } from '@/components/marketing/feature-list';
import { OfferingImage } from '@/components/marketing/offering-image';

export interface InfrastructureProductSectionProps {
  /** The page's language. */
  locale: Locale;
  product: InfrastructureProduct;
  reversed: boolean;
  /** The first section, right under the hero: its illustration is in the first screen. */
  first: boolean;
}

/** One of the four products of the infrastructure page, with its feature list. */
export function InfrastructureProductSection({ product, reversed, first, locale }: InfrastructureProductSectionProps) {
  const titleId = `${product.id}-title`;
  return (
    <section id={product.id} aria-labelledby={titleId} className="scroll-mt-20 py-14 sm:py-16">
      <div className="container-page grid items-center gap-10 md:grid-cols-2">
        <OfferingImage locale={locale} src={product.image} eager={first} className={cn('mx-auto w-full max-w-sm', reversed && 'md:order-last')} />
        <div>
          <h2 id={titleId} className="text-3xl font-bold tracking-tight">
            {product.title}
          </h2>
          <p className="mt-4 text-lg text-muted">{product.description}</p>
          <FeatureList features={product.features} label={copyIn(locale).infrastructure.infrastructureFeaturesLabel(product.title)} className="mt-6" />
        </div>
      </div>
    </section>
  );
}
