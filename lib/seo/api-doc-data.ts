import type { TechArticle, WithContext } from 'schema-dts';
import type { ApiDocEntry } from '../api-docs/types';
import type { Country } from '../countries';
import { apiDocHref, pageHref } from '../routes';
import { site } from '../site';
import { absoluteUrl } from '../site-url';
import { organizationRef } from './structured-data';

/** An API page's title: its heading, tab title and share image. */
export function apiDocTitle(doc: Pick<ApiDocEntry, 'name'>): string {
  return `${doc.name} API`;
}

/** TechArticle structured data for an API page, about the WebAPI it documents. */
export function apiDocJsonLd(doc: ApiDocEntry, country: Country): WithContext<TechArticle> {
  const url = absoluteUrl(apiDocHref(country, doc.docId));
  return {
    '@context': 'https://schema.org',
    '@type': 'TechArticle',
    headline: apiDocTitle(doc),
    description: doc.detailedDescription,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    articleSection: doc.category,
    inLanguage: 'en',
    author: organizationRef,
    publisher: organizationRef,
    about: {
      '@type': 'WebAPI',
      name: `${site.name} ${apiDocTitle(doc)}`,
      description: doc.description,
      documentation: url,
      termsOfService: absoluteUrl(pageHref(country, 'terms')),
      provider: organizationRef,
    },
  };
}
