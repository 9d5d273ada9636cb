import { infrastructureActions } from '@/components/infrastructure/infrastructure-actions';
import { InfrastructureProductSection } from '@/components/infrastructure/infrastructure-product-section';
import { CtaSection } from '@/components/marketing/cta-section';
import { StatsBand } from '@/components/marketing/stats-band';
import { PageJsonLd } from '@/components/seo/page-json-ld';
import { PageHero } from '@/components/ui/page-hero';
import { copyIn } from '@/lib/content/copy';
import { pageParams } from '@/lib/page-params';
import { pageTrail } from '@/lib/seo/breadcrumbs';
import { metadataFor } from '@/lib/seo/metadata-for';
import { serviceJsonLd } from '@/lib/seo/service-data';
import { localizedPageHref } from '@/lib/i18n/localized-routes';
import { livePageParams } from '@/lib/seo/static-params';

export const generateStaticParams = livePageParams;
export const generateMetadata = metadataFor('paymentInfrastructure');

export default async function PaymentInfrastructurePage({ params }: PageProps<'/[country]/[lang]/product/payment-infrastructure'>) {
  const { country, locale } = await pageParams(params);
  const copy = copyIn(locale);
  const { pageMeta } = copy.pageMeta;
  const { platformStats } = copy.stats;
  const { infrastructureCapabilities, infrastructureCta, infrastructureHero, infrastructureProducts, infrastructureStatsLabel } = copy.infrastructure;
  return (
    <>
      <PageHero
        eyebrow={infrastructureHero.eyebrow}
        title={infrastructureHero.title}
        lead={infrastructureHero.lead}
        actions={{ ...infrastructureActions(country, locale), size: 'large' }}
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
        <InfrastructureProductSection key={product.id} locale={locale} product={product} reversed={index % 2 === 1} first={index === 0} />
      ))}
      <StatsBand stats={platformStats} label={infrastructureStatsLabel} />
      <CtaSection
        id="infrastructure-cta-title"
        title={infrastructureCta.title}
        lead={infrastructureCta.lead}
        actions={infrastructureActions(country, locale)}
      />
      <PageJsonLd
        locale={locale}
        trail={pageTrail(country, locale, 'paymentInfrastructure')}
        data={[
          serviceJsonLd(
            country,
            {
              name: pageMeta.paymentInfrastructure.name,
              description: infrastructureHero.lead,
              href: localizedPageHref(country, 'paymentInfrastructure', locale),
            },
            infrastructureProducts.map((product) => ({ name: product.title, description: product.description })),
          ),
        ]}
      />
    </>
  );
}
