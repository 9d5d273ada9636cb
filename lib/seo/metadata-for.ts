import type { Metadata } from 'next';
import { copyIn } from '../content/copy';
import { comingSoonPageParams, pageParams } from '../page-params';
import { pagePaths } from '../routes';
import type { PageKey } from '../routes';
import { pageMetadata } from './metadata';
import { pageMetaIn } from './page-meta-in';

/**
 * `generateMetadata` for a fixed page, from its entry in lib/content/page-meta.ts (or its Swahili
 * sibling on a Swahili page). `perCountry`: the page exists in every market (the home), so its
 * alternates name each market's.
 */
export function metadataFor(page: PageKey, { perCountry = false }: { perCountry?: boolean } = {}) {
  return async function generateMetadata({ params }: { params: Promise<{ country: string; lang: string }> }): Promise<Metadata> {
    const { country, locale } = await pageParams(params);
    const { title, description, keywords, absoluteTitle } = pageMetaIn(locale)[page];
    return pageMetadata({ country, locale, path: pagePaths[page], perCountry, title, description, keywords, absoluteTitle });
  };
}

/**
 * `generateMetadata` for a market not live yet. The proxy shows its page at every address of the
 * market, and its canonical address is the market's home (/ug, /tz).
 */
export async function comingSoonMetadata({ params }: { params: Promise<{ country: string; lang: string }> }): Promise<Metadata> {
  const { country, locale } = await comingSoonPageParams(params);
  const { title, metaDescription } = copyIn(locale).comingSoon.comingSoonCopy[country];
  return pageMetadata({ country, locale, path: '', perCountry: true, title, description: metaDescription, absoluteTitle: true });
}
