import { articleHref, articleVersions, blogListHref, blogListPosts, findTranslation, postsIn } from './languages';
import type { BlogLanguage } from './languages';
import type { PostMeta } from './types';

function post(slug: string, language: BlogLanguage, date: string, translationOf?: string): PostMeta {
  const base: PostMeta = { slug, language, date, title: slug, excerpt: '', author: 'A', category: 'Technology', featured: false, image: '/x.svg', readTime: 1 };
  return translationOf === undefined ? base : { ...base, translationOf };
}

// Two English originals, one with a Swahili translation; a Swahili original with an English one.
const stk = post('stk-push', 'en', '2026-09-15');
const stkSw = post('stk-push-kwa-vitendo', 'sw', '2026-10-01', 'stk-push');
const fees = post('fees', 'en', '2026-08-01');
const soko = post('soko-la-tanzania', 'sw', '2026-07-01');
const market = post('tanzania-market', 'en', '2026-07-02', 'soko-la-tanzania');
const posts = [fees, stkSw, market, stk, soko];
const slugs = (list: readonly PostMeta[]) => list.map((item) => item.slug);

describe('postsIn', () => {
  it('keeps one language, newest first', () => {
    expect(slugs(postsIn(posts, 'en'))).toEqual(['stk-push', 'fees', 'tanzania-market']);
    expect(slugs(postsIn(posts, 'sw'))).toEqual(['stk-push-kwa-vitendo', 'soko-la-tanzania']);
  });
});

describe('blogListPosts', () => {
  it('shows the English list exactly as before: English articles only', () => {
    expect(blogListPosts(posts, 'en')).toEqual(postsIn(posts, 'en'));
    expect(blogListPosts(posts, 'en')).toEqual(blogListPosts([fees, market, stk], 'en'));
  });

  it('shows the Swahili articles first, then the English ones not already there in Swahili', () => {
    expect(slugs(blogListPosts(posts, 'sw'))).toEqual(['stk-push-kwa-vitendo', 'soko-la-tanzania', 'fees']);
  });

  it('shows every English article on the Swahili list while none is translated', () => {
    expect(slugs(blogListPosts([fees, stk], 'sw'))).toEqual(['stk-push', 'fees']);
  });
});

describe('finding translations', () => {
  it('leads from an original to its translation and back', () => {
    expect(findTranslation(stk, posts, 'sw')).toBe(stkSw);
    expect(findTranslation(stkSw, posts, 'en')).toBe(stk);
    expect(findTranslation(soko, posts, 'en')).toBe(market);
    expect(findTranslation(market, posts, 'sw')).toBe(soko);
  });

  it('finds nothing for an article without a version in that language, and the article itself in its own', () => {
    expect(findTranslation(fees, posts, 'sw')).toBeUndefined();
    expect(findTranslation(fees, posts, 'en')).toBe(fees);
  });

  it('gives every version of an article by language', () => {
    expect(articleVersions(stkSw, posts)).toEqual({ en: stk, sw: stkSw });
    expect(articleVersions(fees, posts)).toEqual({ en: fees });
  });
});

describe('addresses by language', () => {
  it('keeps English at today’s addresses and puts Swahili below /sw', () => {
    expect(blogListHref('ke', 'en')).toBe('/ke/blog');
    expect(blogListHref('ke', 'sw')).toBe('/ke/sw/blog');
    expect(articleHref('ke', stk)).toBe('/ke/blog/stk-push');
    expect(articleHref('ke', stkSw)).toBe('/ke/sw/blog/stk-push-kwa-vitendo');
  });
});
