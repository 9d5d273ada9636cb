import type { BlogCategory } from './categories';
import { relatedPosts } from './related';
import type { PostMeta } from './types';

function post(slug: string, category: BlogCategory, date: string): PostMeta {
  return { slug, category, date, title: slug, excerpt: '', author: 'A', featured: false, image: '/images/blog/x.svg', readTime: 1, language: 'en' };
}

const posts = [
  post('a', 'API Guides', '2026-05-01'),
  post('b', 'Regulatory', '2026-06-01'),
  post('c', 'API Guides', '2026-01-01'),
  post('d', 'Technology', '2026-07-01'),
  post('e', 'API Guides', '2026-03-01'),
];
const slugs = (list: PostMeta[]) => list.map((item) => item.slug);

describe('relatedPosts', () => {
  it('picks two articles of the same category, newest first, never the article itself', () => {
    expect(slugs(relatedPosts(posts[0]!, posts))).toEqual(['e', 'c']);
  });

  it('fills up with the newest of other categories when the category has too few', () => {
    expect(slugs(relatedPosts(posts[1]!, posts))).toEqual(['d', 'a']);
    expect(slugs(relatedPosts(posts[2]!, posts))).toEqual(['a', 'e']);
  });

  it('mixes one of the same category with the newest other', () => {
    const two = [post('x', 'Regulatory', '2026-01-01'), post('y', 'Regulatory', '2026-02-01'), post('z', 'Technology', '2026-09-01')];
    expect(slugs(relatedPosts(two[0]!, two))).toEqual(['y', 'z']);
  });

  it('returns what exists when there are fewer than two other articles', () => {
    expect(slugs(relatedPosts(posts[0]!, [posts[0]!, posts[1]!]))).toEqual(['b']);
    expect(relatedPosts(posts[0]!, [posts[0]!])).toEqual([]);
  });
});
