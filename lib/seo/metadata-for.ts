import type { Metadata } from 'next';
import { requestLocale } from '../i18n/request-locale';
import { countryParam } from '../page-params';
import { pagePaths } from '../routes';
import type { PageKey } from '../routes';
import { pageMetadata } from './metadata';
import { pageMetaIn } from './page-meta-in';

/** `generateMetadata` for a fixed page, from its entry in lib/content/page-meta.ts (or its Swahili sibling on a Swahili page). */
export function metadataFor(page: PageKey) {
  return async function generateMetadata({ params }: { params: Promise<{ country: string }> }): Promise<Metadata> {
    const locale = requestLocale();
    const country = await countryParam(params);
    const { title, description, keywords, absoluteTitle } = pageMetaIn(locale)[page];
    return pageMetadata({ country, locale, path: pagePaths[page], title, description, keywords, absoluteTitle });
  };
}
