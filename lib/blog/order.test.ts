import { featuredPosts, firstPost, sortPosts } from './order';
import type { PostMeta } from './types';

function post(slug: string, date: string, featured = false): PostMeta {
  return { slug, date, featured, title: slug, excerpt: '', author: 'A', category: 'Technology', image: '/images/blog/x.svg', readTime: 1, language: 'en' };
}

describe('article order', () => {
  it('lists newest first, then by title', () => {
    expect(sortPosts([post('b', '2026-01-01'), post('c', '2026-03-01'), post('a', '2026-01-01')]).map((p) => p.slug)).toEqual(['c', 'a', 'b']);
  });

  it('the first article is the newest featured one: the first card the list shows', () => {
    const posts = [post('old-featured', '2025-05-01', true), post('newest', '2026-05-01'), post('new-featured', '2026-01-01', true)];
    expect(featuredPosts(posts).map((p) => p.slug)).toEqual(['new-featured', 'old-featured']);
    expect(firstPost(posts)?.slug).toBe('new-featured');
  });

  it('falls back to the newest article when none is featured, and to nothing when empty', () => {
    expect(firstPost([post('a', '2025-01-01'), post('b', '2025-02-01')])?.slug).toBe('b');
    expect(firstPost([])).toBeUndefined();
  });
});
