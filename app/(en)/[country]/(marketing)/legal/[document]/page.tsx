import type { Metadata } from 'next';
import { formatCalendarDay } from '@/lib/calendar-day';
import { notFound } from 'next/navigation';
import { PageJsonLd } from '@/components/seo/page-json-ld';
import { PageHero } from '@/components/ui/page-hero';
import * as enLegal from '@/lib/content/legal';
import * as swLegal from '@/lib/content/sw/legal';
import { liveCountries } from '@/lib/countries';
import { countryParam } from '@/lib/page-params';
import { pagePaths } from '@/lib/routes';
import { pageTrail } from '@/lib/seo/breadcrumbs';
import { pageMetadata } from '@/lib/seo/metadata';
import { intlLocale } from '@/lib/i18n/locales';
import { localized, requestLocale } from '@/lib/i18n/request-locale';
import { pageMetaIn } from '@/lib/seo/page-meta-in';

export function generateStaticParams() {
  // The same documents in every language: the English list names them.
  const { legalDocuments } = enLegal;
  return liveCountries.flatMap((country) => legalDocuments.map((doc) => ({ country, document: doc.page })));
}

function findDocument(document: string) {
  const { legalDocuments } = localized(enLegal, swLegal);
  const doc = legalDocuments.find((candidate) => candidate.page === document);
  if (!doc) notFound();
  return doc;
}

export async function generateMetadata(props: PageProps<'/[country]/legal/[document]'>): Promise<Metadata> {
  const locale = requestLocale();
  const country = await countryParam(props.params);
  const doc = findDocument((await props.params).document);
  const { title, description, keywords } = pageMetaIn(locale)[doc.page];
  return pageMetadata({ country, locale, path: pagePaths[doc.page], title, description, keywords });
}

export default async function LegalPage(props: PageProps<'/[country]/legal/[document]'>) {
  const country = await countryParam(props.params);
  const doc = findDocument((await props.params).document);
  const locale = requestLocale();
  const { legalPageCopy } = localized(enLegal, swLegal);
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
      <PageJsonLd trail={pageTrail(country, doc.page)} />
    </>
  );
}
