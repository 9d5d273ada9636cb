import type { Metadata } from 'next';
import { formatCalendarDay } from '@/lib/calendar-day';
import { notFound } from 'next/navigation';
import { PageJsonLd } from '@/components/seo/page-json-ld';
import { PageHero } from '@/components/ui/page-hero';
import { legalDocuments } from '@/lib/content/legal';
import { pageMeta } from '@/lib/content/page-meta';
import { liveCountries } from '@/lib/countries';
import { countryParam } from '@/lib/page-params';
import { pagePaths } from '@/lib/routes';
import { pageTrail } from '@/lib/seo/breadcrumbs';
import { pageMetadata } from '@/lib/seo/metadata';

export function generateStaticParams() {
  return liveCountries.flatMap((country) => legalDocuments.map((doc) => ({ country, document: doc.page })));
}

function findDocument(document: string) {
  const doc = legalDocuments.find((candidate) => candidate.page === document);
  if (!doc) notFound();
  return doc;
}

export async function generateMetadata(props: PageProps<'/[country]/legal/[document]'>): Promise<Metadata> {
  const country = await countryParam(props.params);
  const doc = findDocument((await props.params).document);
  const { title, description, keywords } = pageMeta[doc.page];
  return pageMetadata({ country, path: pagePaths[doc.page], title, description, keywords });
}

export default async function LegalPage(props: PageProps<'/[country]/legal/[document]'>) {
  const country = await countryParam(props.params);
  const doc = findDocument((await props.params).document);
  return (
    <>
      <PageHero
        eyebrow="Legal"
        title={doc.title}
        lead={
          <>
            Last updated <time dateTime={doc.updated}>{formatCalendarDay(doc.updated)}</time>
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
