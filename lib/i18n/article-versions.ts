import 'server-only';
import { articleHref, articleVersions } from '../blog/languages';
import { getAllPosts } from '../blog/posts';
import { liveCountries } from '../countries';
import { articleLocales } from './locales';
import type { Locale } from './locales';
import type { ArticleVersionAddresses } from './page-in-language';

/**
 * Every live market's articles that have a version in another language, with the address of
 * each version: the only pages whose address in another language cannot be read from their
 * own. Read once per server (the articles change with a deploy only).
 */
let cached: ArticleVersionAddresses | null = null;

export function articleVersionAddresses(): ArticleVersionAddresses {
  if (cached) return cached;
  const posts = getAllPosts();
  const addresses: Record<string, Partial<Record<Locale, string>>> = {};
  for (const country of liveCountries) {
    for (const post of posts) {
      const versions = articleVersions(post, posts);
      const elsewhere: Partial<Record<Locale, string>> = {};
      for (const language of articleLocales) {
        const version = versions[language];
        if (version !== undefined && version !== post) elsewhere[language] = articleHref(country, version);
      }
      if (Object.keys(elsewhere).length > 0) addresses[articleHref(country, post)] = elsewhere;
    }
  }
  if (process.env.NODE_ENV === 'production') cached = addresses;
  return addresses;
}
