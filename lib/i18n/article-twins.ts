import 'server-only';
import { articleHref, findTranslation } from '../blog/languages';
import { getAllPosts } from '../blog/posts';
import { liveCountries } from '../countries';
import { otherLanguage } from './other-language-href';
import type { ArticleTwins } from './other-language-href';

/**
 * Every live market's articles whose translation has another slug, both ways: the only pages
 * whose other-language address cannot be read from their own. Read once per server (the
 * articles change with a deploy only).
 */
let cached: ArticleTwins | null = null;

export function articleTwins(): ArticleTwins {
  if (cached) return cached;
  const posts = getAllPosts();
  const twins = Object.fromEntries(
    liveCountries.flatMap((country) =>
      posts.flatMap((post) => {
        const translation = findTranslation(post, posts, otherLanguage[post.language]);
        return translation ? [[articleHref(country, post), articleHref(country, translation)]] : [];
      }),
    ),
  );
  if (process.env.NODE_ENV === 'production') cached = twins;
  return twins;
}
