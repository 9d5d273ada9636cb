import { InfrastructureCtaLinks } from '@/components/infrastructure/infrastructure-cta-links';
import { InfrastructureProductSection } from '@/components/infrastructure/infrastructure-product-section';
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
      <PageHero eyebrow={infrastructureHero.eyebrow} title={infrastructureHero.title} lead={infrastructureHero.lead}>
        <InfrastructureCtaLinks country={country} />
      </PageHero>
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
      <section aria-labelledby="infrastructure-cta-title" className="py-20">
        <div className="container-page text-center">
          <h2 id="infrastructure-cta-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
            {infrastructureCta.title}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-muted">{infrastructureCta.lead}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <InfrastructureCtaLinks country={country} />
          </div>
        </div>
      </section>
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
