import { ApiList } from '@/components/developers/api-list';
import { HeadingSection } from '@/components/ui/heading-section';
import { DeveloperCta } from '@/components/developers/developer-cta';
import { GettingStarted } from '@/components/developers/getting-started';
import { ResourceCards } from '@/components/developers/resource-cards';
import { SdkList } from '@/components/developers/sdk-list';
import { TestingLinkCard } from '@/components/developers/testing/testing-link-card';
import { StatsBand } from '@/components/marketing/stats-band';
import { KeepForOffline } from '@/components/offline/keep-for-offline';
import { keepForOfflineWordsIn } from '@/components/offline/keep-for-offline-words-in';
import { PageJsonLd } from '@/components/seo/page-json-ld';
import { PageHero } from '@/components/ui/page-hero';
import { apiDocIds } from '@/lib/api-docs/ids';
import { openApiPath } from '@/lib/api-docs/openapi';
import { copyIn } from '@/lib/content/copy';
import { localizedPageHref } from '@/lib/i18n/localized-routes';
import { pageParams } from '@/lib/page-params';
import { apiDocHref } from '@/lib/routes';
import { pageTrail } from '@/lib/seo/breadcrumbs';
import { metadataFor } from '@/lib/seo/metadata-for';
import { livePageParams } from '@/lib/seo/static-params';
import { site } from '@/lib/site';

export const generateStaticParams = livePageParams;

export const generateMetadata = metadataFor('developers');

export default async function DevelopersPage({ params }: PageProps<'/[country]/[lang]/developers'>) {
  const { country, locale } = await pageParams(params);
  const { platformStats } = copyIn(locale).stats;
  const { developerResources, developersCopy, developersHero, gettingStartedSteps } = copyIn(locale).developers;
  const { steps, resources, apis, sdks: sdkCopy, stats, openApi, cta } = developersCopy;
  return (
    <>
      <PageHero
        eyebrow={developersHero.eyebrow}
        title={developersHero.title}
        lead={developersHero.lead}
        actions={{
          locale,
          primary: { ...developersHero.docs, external: true },
          secondary: { ...developersHero.playground, external: true },
        }}
      />
      <GettingStarted heading={steps.heading} steps={gettingStartedSteps} />
      <ResourceCards locale={locale} heading={resources.heading} lead={resources.lead} resources={developerResources} />
      <HeadingSection size="large" id="apis" headingId="apis-heading" heading={apis.heading} lead={apis.lead} className="container-page scroll-mt-24 py-16">
        <ApiList country={country} locale={locale} tone="light" linkLabel={apis.linkLabel} className="mt-8" />
        <div className="mt-8">
          <KeepForOffline
            words={keepForOfflineWordsIn(locale, 'reference')}
            urls={[localizedPageHref(country, 'developers', locale), ...apiDocIds.map((id) => apiDocHref(country, id))]}
          />
        </div>
      </HeadingSection>
      <TestingLinkCard country={country} locale={locale} />
      <HeadingSection size="large" headingId="sdks-heading" heading={sdkCopy.heading} lead={sdkCopy.lead} className="container-page pb-16">
        <SdkList locale={locale} tone="light" className="mt-8" />
      </HeadingSection>
      <StatsBand stats={platformStats} label={stats.label} />
      <DeveloperCta locale={locale} openApi={{ ...openApi, href: openApiPath }} cta={{ ...cta, href: site.external.signUp }} />
      <PageJsonLd locale={locale} trail={pageTrail(country, locale, 'developers')} />
    </>
  );
}
