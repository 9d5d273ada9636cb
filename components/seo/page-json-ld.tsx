import type { Thing, WithContext } from 'schema-dts';
import { requestLocale } from '@/lib/i18n/request-locale';
import { breadcrumbJsonLd, webPageJsonLd } from '@/lib/seo/breadcrumbs';
import type { Crumb } from '@/lib/seo/breadcrumbs';
import { JsonLd } from './json-ld';

export interface PageJsonLdProps {
  /** From the country home to this page (`pageTrail`). */
  trail: readonly Crumb[];
  /** The page's own blocks: an article, an FAQ, a service, … */
  data?: readonly WithContext<Thing>[];
}

/**
 * The structured data of an inner page: the page itself (its language), its BreadcrumbList
 * and its own blocks, each in a script of its own. The Organization block comes from the root layout.
 */
export function PageJsonLd({ trail, data = [] }: PageJsonLdProps) {
  return (
    <>
      <JsonLd data={webPageJsonLd(trail, requestLocale())} />
      <JsonLd data={breadcrumbJsonLd(trail)} />
      {data.map((block, index) => (
        <JsonLd key={index} data={block} />
      ))}
    </>
  );
}
