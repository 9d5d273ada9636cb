import type { BreadcrumbList, WebPage, WithContext } from 'schema-dts';
import type { Locale } from '../i18n/locales';
import type { Country } from '../countries';
import { localizedHref } from '../i18n/locales';
import { pageHref } from '../routes';
import type { PageKey } from '../routes';
import { absoluteUrl } from '../site-url';
import { pageMetaIn } from './page-meta-in';

/** One step of a breadcrumb trail: a name and the site path it leads to. */
export interface Crumb {
  name: string;
  path: string;
}

/** Pages that sit below another page than the home, for their trail. */
const parentPage: Partial<Record<PageKey, PageKey>> = {
  paymentInfrastructure: 'products',
  resultCodes: 'developers',
  testing: 'developers',
};

/** A fixed page's step in `locale` (its name and its address). */
function crumb(country: Country, locale: Locale, page: PageKey): Crumb {
  return { name: pageMetaIn(locale)[page].name, path: localizedHref(pageHref(country, page), locale) };
}

/**
 * The trail from the country home to a fixed page, then to any `deeper` steps (an article
 * below the blog, an API page below the developers landing).
 */
export function pageTrail(country: Country, locale: Locale, page: PageKey, ...deeper: Crumb[]): Crumb[] {
  const chain: Crumb[] = [];
  for (let key: PageKey | undefined = page; key !== undefined && key !== 'home'; key = parentPage[key]) {
    chain.unshift(crumb(country, locale, key));
  }
  return [crumb(country, locale, 'home'), ...chain, ...deeper];
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

/** WebPage structured data for the page a trail ends on: its name, address and language. */
export function webPageJsonLd(trail: readonly Crumb[], locale: Locale): WithContext<WebPage> {
  const page = trail.at(-1);
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    ...(page ? { name: page.name, url: absoluteUrl(page.path) } : {}),
    inLanguage: locale,
  };
}
