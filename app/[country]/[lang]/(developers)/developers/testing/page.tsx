import { HandlerGuidance } from '@/components/developers/testing/handler-guidance';
import { SandboxLifecycle } from '@/components/developers/testing/sandbox-lifecycle';
import { SignatureScheme } from '@/components/developers/testing/signature-scheme';
import { TestNumbersTable } from '@/components/developers/testing/test-numbers-table';
import { VerificationSamples } from '@/components/developers/testing/verification-samples';
import { VirtualPhoneRules } from '@/components/developers/testing/virtual-phone-rules';
import { KeepForOffline } from '@/components/offline/keep-for-offline';
import { keepForOfflineWordsIn } from '@/components/offline/keep-for-offline-words-in';
import { PageJsonLd } from '@/components/seo/page-json-ld';
import { PageHero } from '@/components/ui/page-hero';
import { copyIn } from '@/lib/content/copy';
import { localizedPageHref } from '@/lib/i18n/localized-routes';
import { pageParams } from '@/lib/page-params';
import { pageTrail } from '@/lib/seo/breadcrumbs';
import { metadataFor } from '@/lib/seo/metadata-for';
import { livePageParams } from '@/lib/seo/static-params';

export const generateStaticParams = livePageParams;

export const generateMetadata = metadataFor('testing');

export default async function DeveloperTestingPage({ params }: PageProps<'/[country]/[lang]/developers/testing'>) {
  const { country, locale } = await pageParams(params);
  const { testingHero } = copyIn(locale).developerTesting;
  return (
    <>
      <PageHero eyebrow={testingHero.eyebrow} title={testingHero.title} lead={testingHero.lead} />
      <div className="container-page max-w-3xl space-y-12 py-14">
        <KeepForOffline words={keepForOfflineWordsIn(locale, 'page')} urls={[localizedPageHref(country, 'testing', locale)]} />
        <SandboxLifecycle locale={locale} />
        <TestNumbersTable country={country} locale={locale} />
        <VirtualPhoneRules country={country} locale={locale} />
        <SignatureScheme locale={locale} />
        <VerificationSamples locale={locale} />
        <HandlerGuidance country={country} locale={locale} />
      </div>
      <PageJsonLd locale={locale} trail={pageTrail(country, locale, 'testing')} />
    </>
  );
}
