import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ResultCodeDetails } from '@/components/developers/result-codes/result-code-details';
import { TryInSandbox } from '@/components/developers/result-codes/try-in-sandbox';
import { PageJsonLd } from '@/components/seo/page-json-ld';
import { PageHero } from '@/components/ui/page-hero';
import { copyIn } from '@/lib/content/copy';
import { isResultCode } from '@/lib/mpesa-sandbox/result-codes';
import { pageParams } from '@/lib/page-params';
import { pageFamilies, resultCodeHref } from '@/lib/routes';
import { pageTrail } from '@/lib/seo/breadcrumbs';
import { pageMetadata } from '@/lib/seo/metadata';
import { pageMetaIn } from '@/lib/seo/page-meta-in';
import { resultCodeParams } from '@/lib/seo/static-params';

type ResultCodePageProps = PageProps<'/[country]/[lang]/developers/result-codes/[code]'>;

export const generateStaticParams = resultCodeParams;

// Only the codes listed: the proxy leads any other to the list of codes.
export const dynamicParams = false;

async function pageCode(props: ResultCodePageProps) {
  const { country, locale } = await pageParams(props.params);
  const { code: segment } = await props.params;
  const code = Number(segment);
  if (!isResultCode(code) || String(code) !== segment) notFound();
  const { resultCodeWords, resultCodePageCopy } = copyIn(locale).resultCodes;
  return { country, locale, code, words: resultCodeWords[code], title: resultCodePageCopy.metaTitle(code, resultCodeWords[code].name) };
}

export async function generateMetadata(props: ResultCodePageProps): Promise<Metadata> {
  const { country, locale, code, words, title } = await pageCode(props);
  const { keywords } = pageMetaIn(locale).resultCodes;
  return pageMetadata({
    country,
    locale,
    path: `${pageFamilies.resultCode}/${code}`,
    title,
    description: words.meaning,
    keywords: [title, words.name, ...keywords],
  });
}

export default async function ResultCodePage(props: ResultCodePageProps) {
  const { country, locale, code, words, title } = await pageCode(props);
  return (
    <>
      <PageHero eyebrow={pageMetaIn(locale).resultCodes.name} title={title} lead={words.meaning} />
      <div className="container-page grid gap-12 py-12 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <ResultCodeDetails locale={locale} code={code} />
        <TryInSandbox country={country} locale={locale} code={code} />
      </div>
      <PageJsonLd locale={locale} trail={pageTrail(country, locale, 'resultCodes', { name: title, path: resultCodeHref(country, locale, code) })} />
    </>
  );
}
