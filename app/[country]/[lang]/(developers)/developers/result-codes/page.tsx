import { ResultCodesTable } from '@/components/developers/result-codes/result-codes-table';
import { PageJsonLd } from '@/components/seo/page-json-ld';
import { PageHero } from '@/components/ui/page-hero';
import { copyIn } from '@/lib/content/copy';
import { pageParams } from '@/lib/page-params';
import { pageTrail } from '@/lib/seo/breadcrumbs';
import { metadataFor } from '@/lib/seo/metadata-for';
import { livePageParams } from '@/lib/seo/static-params';

export const generateStaticParams = livePageParams;

export const generateMetadata = metadataFor('resultCodes');

export default async function ResultCodesPage({ params }: PageProps<'/[country]/[lang]/developers/result-codes'>) {
  const { country, locale } = await pageParams(params);
  const words = copyIn(locale).resultCodes.resultCodesIndexCopy;
  return (
    <>
      <PageHero eyebrow={words.eyebrow} title={words.title} lead={words.lead} />
      <div className="container-page py-12">
        <ResultCodesTable country={country} locale={locale} />
      </div>
      <PageJsonLd locale={locale} trail={pageTrail(country, locale, 'resultCodes')} />
    </>
  );
}
