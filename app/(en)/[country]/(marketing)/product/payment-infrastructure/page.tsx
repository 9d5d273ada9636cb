import { infrastructureActions } from '@/components/infrastructure/infrastructure-actions';
import { InfrastructureProductSection } from '@/components/infrastructure/infrastructure-product-section';
import { CtaSection } from '@/components/marketing/cta-section';
import { StatsBand } from '@/components/marketing/stats-band';
import { PageJsonLd } from '@/components/seo/page-json-ld';
import { PageHero } from '@/components/ui/page-hero';
import { liveCountryParams } from '@/lib/countries';
import * as enInfrastructure from '@/lib/content/infrastructure';
import * as swInfrastructure from '@/lib/content/sw/infrastructure';
import * as enStats from '@/lib/content/stats';
import * as swStats from '@/lib/content/sw/stats';
import { countryParam } from '@/lib/page-params';
import { pageTrail } from '@/lib/seo/breadcrumbs';
import { metadataFor } from '@/lib/seo/metadata-for';
import { serviceJsonLd } from '@/lib/seo/service-data';
import * as enPageMeta from '@/lib/content/page-meta';
import * as swPageMeta from '@/lib/content/sw/page-meta';
import { localized } from '@/lib/i18n/request-locale';
import { pageHrefHere } from '@/lib/i18n/localized-routes';

export const generateStaticParams = liveCountryParams;
export const generateMetadata = metadataFor('paymentInfrastructure');

export default async function PaymentInfrastructurePage({ params }: PageProps<'/[country]/product/payment-infrastructure'>) {
  const { pageMeta } = localized(enPageMeta, swPageMeta);
  const { platformStats } = localized(enStats, swStats);
  const { infrastructureCapabilities, infrastructureCta, infrastructureHero, infrastructureProducts, infrastructureStatsLabel } = localized(
    enInfrastructure,
    swInfrastructure,
  );
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
            { name: pageMeta.paymentInfrastructure.name, description: infrastructureHero.lead, href: pageHrefHere(country, 'paymentInfrastructure') },
            infrastructureProducts.map((product) => ({ name: product.title, description: product.description })),
          ),
        ]}
      />
    </>
  );
}
