import { infrastructureActions } from '@/components/infrastructure/infrastructure-actions';
import { InfrastructureProductSection } from '@/components/infrastructure/infrastructure-product-section';
import { CtaSection } from '@/components/marketing/cta-section';
import { StatsBand } from '@/components/marketing/stats-band';
import { PageJsonLd } from '@/components/seo/page-json-ld';
import { PageHero } from '@/components/ui/page-hero';
import { liveCountryParams } from '@/lib/countries';
import {
  infrastructureCapabilities,
  infrastructureCta,
  infrastructureHero,
  infrastructureProducts,
  infrastructureStatsLabel,
} from '@/lib/content/infrastructure';
import { platformStats } from '@/lib/content/stats';
import { countryParam } from '@/lib/page-params';
import { pageTrail } from '@/lib/seo/breadcrumbs';
import { metadataFor } from '@/lib/seo/metadata';
import { serviceJsonLd } from '@/lib/seo/service-data';
import { pageHref } from '@/lib/routes';
import { pageMeta } from '@/lib/content/page-meta';

export const generateStaticParams = liveCountryParams;
export const generateMetadata = metadataFor('paymentInfrastructure');

export default async function PaymentInfrastructurePage({ params }: PageProps<'/[country]/product/payment-infrastructure'>) {
  const country = await countryParam(params);
  return (
    <>
      <PageHero
        eyebrow={infrastructureHero.eyebrow}
        title={infrastructureHero.title}
        lead={infrastructureHero.lead}
        actions={{ ...infrastructureActions(country), size: 'large' }}
      />
      <div className="container-page pt-10">
        <ul aria-label={infrastructureCapabilities.label} className="flex flex-wrap gap-2">
          {infrastructureCapabilities.items.map((item) => (
            <li key={item} className="rounded-full bg-brand-50 px-4 py-1.5 text-sm font-medium text-brand-800">
              {item}
            </li>
          ))}
        </ul>
      </div>
      {infrastructureProducts.map((product, index) => (
        <InfrastructureProductSection key={product.id} product={product} reversed={index % 2 === 1} first={index === 0} />
      ))}
      <StatsBand stats={platformStats} label={infrastructureStatsLabel} />
      <CtaSection id="infrastructure-cta-title" title={infrastructureCta.title} lead={infrastructureCta.lead} actions={infrastructureActions(country)} />
      <PageJsonLd
        trail={pageTrail(country, 'paymentInfrastructure')}
        data={[
          serviceJsonLd(
            country,
            { name: pageMeta.paymentInfrastructure.name, description: infrastructureHero.lead, href: pageHref(country, 'paymentInfrastructure') },
            infrastructureProducts.map((product) => ({ name: product.title, description: product.description })),
          ),
        ]}
      />
    </>
  );
}
