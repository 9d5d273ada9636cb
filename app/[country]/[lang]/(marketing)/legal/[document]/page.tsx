import type { Metadata } from 'next';
import { formatCalendarDay } from '@/lib/calendar-day';
import { notFound } from 'next/navigation';
import { PageJsonLd } from '@/components/seo/page-json-ld';
import { PageHero } from '@/components/ui/page-hero';
import { copyIn } from '@/lib/content/copy';
import { legalDocuments } from '@/lib/content/legal';
import type { Locale } from '@/lib/i18n/locales';
import { pageParams } from '@/lib/page-params';
import { pagePaths } from '@/lib/routes';
import { pageTrail } from '@/lib/seo/breadcrumbs';
import { pageMetadata } from '@/lib/seo/metadata';
import { intlLocale } from '@/lib/i18n/locales';
import { pageMetaIn } from '@/lib/seo/page-meta-in';
import { livePageParams } from '@/lib/seo/static-params';

export function generateStaticParams() {
  // The same documents in every language: the English list names them.
  return livePageParams().flatMap((market) => legalDocuments.map((doc) => ({ ...market, document: doc.page })));
}

function findDocument(document: string, locale: Locale) {
  const doc = copyIn(locale).legal.legalDocuments.find((candidate) => candidate.page === document);
  if (!doc) notFound();
  return doc;
}

export async function generateMetadata(props: PageProps<'/[country]/[lang]/legal/[document]'>): Promise<Metadata> {
  const { country, locale } = await pageParams(props.params);
  const doc = findDocument((await props.params).document, locale);
  const { title, description, keywords } = pageMetaIn(locale)[doc.page];
  return pageMetadata({ country, locale, path: pagePaths[doc.page], title, description, keywords });
}

export default async function LegalPage(props: PageProps<'/[country]/[lang]/legal/[document]'>) {
  const { country, locale } = await pageParams(props.params);
  const doc = findDocument((await props.params).document, locale);
  const { legalPageCopy } = copyIn(locale).legal;
  // English pages keep the site's en-US dates; Swahili ones are written as in Kenya ("1 Novemba 2026").
  const updated = locale === 'en' ? formatCalendarDay(doc.updated) : formatCalendarDay(doc.updated, intlLocale(locale, country));
  return (
    <>
      <PageHero
        eyebrow={legalPageCopy.eyebrow}
        title={doc.title}
        lead={
          <>
            {legalPageCopy.updatedPrefix} <time dateTime={doc.updated}>{updated}</time>
          </>
        }
      />
      <article className="container-page max-w-3xl space-y-10 py-14">
        {doc.sections.map((section) => (
          <section key={section.heading}>
            <h2 className="text-xl font-semibold">{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-3 leading-7 text-slate-700">
                {paragraph}
              </p>
            ))}
          </section>
        ))}
      </article>
      <PageJsonLd locale={locale} trail={pageTrail(country, locale, doc.page)} />
    </>
  );
}
