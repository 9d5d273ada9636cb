import type { Metadata } from 'next';
import { ApiDocHeader } from '@/components/api-docs/api-doc-header';
import { ApiOverview } from '@/components/api-docs/api-overview';
import { CodeExamples } from '@/components/api-docs/code-examples';
import { ErrorsTable } from '@/components/api-docs/errors-table';
import { InfoTiles } from '@/components/api-docs/info-tiles';
import { ParametersTable } from '@/components/api-docs/parameters-table';
import { WebhookEvents } from '@/components/api-docs/webhook-events';
import { KeepForOffline } from '@/components/offline/keep-for-offline';
import { keepForOfflineWordsIn } from '@/components/offline/keep-for-offline-words-in';
import { SandboxPanel } from '@/components/sandbox/sandbox-panel';
import { PageJsonLd } from '@/components/seo/page-json-ld';
import { apiDocs } from '@/lib/api-docs/catalogue';
import { errorCatalogue } from '@/lib/api-docs/errors';
import { resolveApiDocId } from '@/lib/api-docs/ids';
import { apiDocMarkdownHref, markdownMimeType } from '@/lib/api-docs/markdown';
import { parameterRows } from '@/lib/api-docs/parameters';
import { pageParams } from '@/lib/page-params';
import { apiDocHref, pageFamilies, pageHref } from '@/lib/routes';
import { apiDocJsonLd, apiDocTitle } from '@/lib/seo/api-doc-data';
import { pageTrail } from '@/lib/seo/breadcrumbs';
import { pageMetadata } from '@/lib/seo/metadata';
import { apiDocParams } from '@/lib/seo/static-params';
import { site } from '@/lib/site';
import { absoluteUrl } from '@/lib/site-url';

type ApiDocPageProps = PageProps<'/[country]/[lang]/developers/api/[apiId]'>;

export const generateStaticParams = apiDocParams;

// The proxy rewrites an unknown id to the default API, so only known ids get here; resolving
// again keeps the page whole if it is ever reached another way.
async function pageDoc(props: ApiDocPageProps) {
  const { country } = await pageParams(props.params);
  const { apiId } = await props.params;
  return { country, doc: apiDocs[resolveApiDocId(apiId)] };
}

export async function generateMetadata(props: ApiDocPageProps): Promise<Metadata> {
  const { country, doc } = await pageDoc(props);
  const metadata = pageMetadata({
    country,
    // The canonical URL is the shown API's, whatever id was asked for.
    path: `${pageFamilies.apiDoc}/${doc.docId}`,
    // The reference is code: English only, with no Swahili version to name.
    locales: ['en'],
    title: apiDocTitle(doc),
    description: doc.detailedDescription,
    keywords: [apiDocTitle(doc), doc.category, 'M-Pesa API', `${site.name} API`],
    image: 'own',
  });
  // Announces the markdown twin to crawlers and assistants that look for it.
  const markdown = { [markdownMimeType]: absoluteUrl(apiDocMarkdownHref(country, doc.docId)) };
  return { ...metadata, alternates: { ...metadata.alternates, types: markdown } };
}

export default async function ApiDocPage(props: ApiDocPageProps) {
  const { country, doc } = await pageDoc(props);
  return (
    <>
      <ApiDocHeader doc={doc} backHref={pageHref(country, 'developers', 'apis')} markdownHref={apiDocMarkdownHref(country, doc.docId)} />
      <div className="container-page grid gap-12 py-12 lg:grid-cols-[minmax(0,1fr)_24rem] xl:grid-cols-[minmax(0,1fr)_28rem]">
        <div className="min-w-0 space-y-12">
          <KeepForOffline words={keepForOfflineWordsIn('en', 'page')} urls={[apiDocHref(country, doc.docId)]} />
          <InfoTiles doc={doc} />
          <ApiOverview doc={doc} />
          <ParametersTable rows={parameterRows(doc.request)} location={doc.request.location} />
          <CodeExamples examples={doc.codeExamples} />
          <ErrorsTable rows={errorCatalogue(doc.request.fieldRules, doc.rateLimitPerMinute, doc.request.location)} />
          {doc.webhookEvents ? <WebhookEvents events={doc.webhookEvents} /> : null}
        </div>
        <SandboxPanel country={country} locale="en" doc={doc} className="min-w-0" />
      </div>
      <PageJsonLd
        locale="en"
        trail={pageTrail(country, 'en', 'developers', { name: apiDocTitle(doc), path: apiDocHref(country, doc.docId) })}
        data={[apiDocJsonLd(doc, country)]}
      />
    </>
  );
}
