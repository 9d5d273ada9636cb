import type { BreadcrumbList, WithContext } from 'schema-dts';
import { pageMeta } from '../content/page-meta';
import type { Country } from '../countries';
import { pageHref } from '../routes';
import type { PageKey } from '../routes';
import { absoluteUrl } from '../site-url';

/** One step of a breadcrumb trail: a name and the site path it leads to. */
export interface Crumb {
  name: string;
  path: string;
}

/** Pages that sit below another page than the home, for their trail. */
const parentPage: Partial<Record<PageKey, PageKey>> = {
  paymentInfrastructure: 'products',
};

function crumb(country: Country, page: PageKey): Crumb {
  return { name: pageMeta[page].name, path: pageHref(country, page) };
}

/**
 * The trail from the country home to a fixed page, then to any `deeper` steps (an article
 * below the blog, an API page below the developers landing).
 */
export function pageTrail(country: Country, page: PageKey, ...deeper: Crumb[]): Crumb[] {
  const chain: Crumb[] = [];
  for (let key: PageKey | undefined = page; key !== undefined && key !== 'home'; key = parentPage[key]) {
    chain.unshift(crumb(country, key));
  }
  return [crumb(country, 'home'), ...chain, ...deeper];
}

/** BreadcrumbList structured data for a trail (the last step is the page itself). */
export function breadcrumbJsonLd(trail: readonly Crumb[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: absoluteUrl(step.path),
    })),
  };
}
