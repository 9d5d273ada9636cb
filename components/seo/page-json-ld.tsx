import type { Thing, WithContext } from 'schema-dts';
import type { Locale } from '@/lib/i18n/locales';
import { breadcrumbJsonLd, webPageJsonLd } from '@/lib/seo/breadcrumbs';
import type { Crumb } from '@/lib/seo/breadcrumbs';
import { JsonLd } from './json-ld';

export interface PageJsonLdProps {
  locale: Locale;
  /** From the country home to this page (`pageTrail`). */
  trail: readonly Crumb[];
  /** The page's own blocks: an article, an FAQ, a service, … */
  data?: readonly WithContext<Thing>[];
}

/**
 * The structured data of an inner page: the page itself (its language), its BreadcrumbList
 * and its own blocks, each in a script of its own. The Organization block comes from the root layout.
 */
export function PageJsonLd({ locale, trail, data = [] }: PageJsonLdProps) {
  return (
    <>
      <JsonLd data={webPageJsonLd(trail, locale)} />
      <JsonLd data={breadcrumbJsonLd(trail)} />
      {data.map((block, index) => (
        <JsonLd key={index} data={block} />
      ))}
    </>
  );
}
