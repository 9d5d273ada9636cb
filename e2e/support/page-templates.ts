import { apiDocHref, offlinePath, pageHref, resultCodeHref, searchHref } from '@/lib/routes';
import { localizedHref } from '@/lib/i18n/locales';
import type { Locale } from '@/lib/i18n/locales';

/** The two written languages: the screenshots and the visual test look at both. */
export const shotLanguages = ['en', 'sw'] as const satisfies readonly Locale[];
export type ShotLanguage = (typeof shotLanguages)[number];

/**
 * One kind of page, in each language it exists in. Each template is one page that stands for all
 * the pages built the same way (one API page for the five, one article for every article).
 */
export interface PageTemplate {
  name: string;
  paths: Partial<Record<ShotLanguage, string>>;
}

/** An article and its translation, chosen for being long-lived: a new post does not change it. */
const article = { en: '/ke/blog/mpesa-stk-push-in-practice', sw: '/ke/sw/blog/mpesa-stk-push-kwa-vitendo' };
const resultCode = 1032;
/** A query that finds pages, articles and API sections alike. */
const searchQuery = 'mpesa';

function both(href: (locale: ShotLanguage) => string): Record<ShotLanguage, string> {
  return { en: href('en'), sw: href('sw') };
}

export const pageTemplates: readonly PageTemplate[] = [
  { name: 'home', paths: both((locale) => localizedHref(pageHref('ke', 'home'), locale)) },
  { name: 'about', paths: both((locale) => localizedHref(pageHref('ke', 'about'), locale)) },
  { name: 'products', paths: both((locale) => localizedHref(pageHref('ke', 'products'), locale)) },
  { name: 'payment-infrastructure', paths: both((locale) => localizedHref(pageHref('ke', 'paymentInfrastructure'), locale)) },
  { name: 'developers', paths: both((locale) => localizedHref(pageHref('ke', 'developers'), locale)) },
  // The API reference is written in English only.
  { name: 'api-page', paths: { en: apiDocHref('ke', 'mpesa-stk-push') } },
  { name: 'testing', paths: both((locale) => localizedHref(pageHref('ke', 'testing'), locale)) },
  { name: 'result-code', paths: both((locale) => resultCodeHref('ke', locale, resultCode)) },
  { name: 'blog-list', paths: both((locale) => localizedHref(pageHref('ke', 'blog'), locale)) },
  { name: 'article', paths: article },
  { name: 'demo', paths: both((locale) => localizedHref(pageHref('ke', 'demo'), locale)) },
  { name: 'airtime', paths: both((locale) => localizedHref(pageHref('ke', 'airtime'), locale)) },
  { name: 'coming-soon', paths: both((locale) => localizedHref(pageHref('tz', 'home'), locale)) },
  { name: 'search', paths: both((locale) => `${searchHref('ke', locale)}?q=${searchQuery}`) },
  { name: 'not-found', paths: both((locale) => localizedHref('/ke/no-such-page.html', locale)) },
  { name: 'offline', paths: both((locale) => localizedHref(`/ke${offlinePath}`, locale)) },
];

/** The language of a site address: Kiswahili below a `/sw` segment, English otherwise. */
export function languageOf(path: string): ShotLanguage {
  return /^\/[a-z]{2}\/sw(?=[/?#]|$)/.test(path) ? 'sw' : 'en';
}
