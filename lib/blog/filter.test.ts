import { allCategories, categorySlug, parseCategoryParam } from './categories';
import { countLabel, filterPosts, matchesQuery, showsFeatured } from './filter';
import type { SearchablePost } from './filter';

const posts: (SearchablePost & { slug: string })[] = [
  { slug: 'subs', title: 'Subscription API Guide', excerpt: 'Recurring M-Pesa payments.', category: 'API Guides', author: 'Brian Otieno' },
  { slug: 'stk', title: 'STK Push in Practice', excerpt: 'From request to confirmed payment.', category: 'Developer Resources', author: 'Kevin Mwangi' },
  { slug: 'law', title: 'Regulatory Landscape', excerpt: 'Who regulates payments in Kenya.', category: 'Regulatory', author: 'Faith Njeri' },
];
const slugs = (list: { slug: string }[]) => list.map((post) => post.slug);

describe('filterPosts', () => {
  it('returns everything for an empty or blank query and category All', () => {
    expect(slugs(filterPosts(posts, { query: '', category: allCategories }))).toEqual(['subs', 'stk', 'law']);
    expect(slugs(filterPosts(posts, { query: '   ', category: allCategories }))).toHaveLength(3);
  });

  it('searches title, excerpt, category and author, ignoring case', () => {
    expect(slugs(filterPosts(posts, { query: 'SUBSCRIPTION', category: allCategories }))).toEqual(['subs']);
    expect(slugs(filterPosts(posts, { query: 'confirmed', category: allCategories }))).toEqual(['stk']);
    expect(slugs(filterPosts(posts, { query: 'developer resources', category: allCategories }))).toEqual(['stk']);
    expect(slugs(filterPosts(posts, { query: 'njeri', category: allCategories }))).toEqual(['law']);
  });

  it('needs every word of the query, in any field', () => {
    expect(matchesQuery(posts[0]!, 'm-pesa brian')).toBe(true);
    expect(matchesQuery(posts[0]!, 'm-pesa kevin')).toBe(false);
  });

  it.each(['mpesa', 'M-Pesa', 'm pesa', 'MPESA', 'pesa'])('finds M-Pesa however "%s" spells it', (query) => {
    expect(slugs(filterPosts(posts, { query, category: allCategories }))).toEqual(['subs']);
  });

  it('ignores accents and punctuation in the query and the articles alike', () => {
    const swahili: SearchablePost = {
      title: 'Malipo ya M-Pesa kwa wafanyabiashara',
      excerpt: 'Jinsi ya kupokea malipo.',
      category: 'API Guides',
      author: 'Amani Wanjirũ',
    };
    expect(matchesQuery(swahili, 'mpesa wanjiru')).toBe(true);
    expect(matchesQuery(swahili, 'MALIPO, m-pesa!')).toBe(true);
  });

  it('combines a category with a query', () => {
    expect(slugs(filterPosts(posts, { query: 'payment', category: 'Regulatory' }))).toEqual(['law']);
    expect(slugs(filterPosts(posts, { query: 'payment', category: 'API Guides' }))).toEqual(['subs']);
    expect(slugs(filterPosts(posts, { query: '', category: 'Developer Resources' }))).toEqual(['stk']);
  });

  it('returns nothing when nothing matches', () => {
    expect(filterPosts(posts, { query: 'bitcoin', category: allCategories })).toEqual([]);
    expect(filterPosts(posts, { query: 'kenya', category: 'API Guides' })).toEqual([]);
    expect(filterPosts(posts, { query: '', category: 'Technology' })).toEqual([]);
  });
});

describe('the list around the results', () => {
  it('shows the featured section only for All without a search', () => {
    expect(showsFeatured({ query: '', category: allCategories })).toBe(true);
    expect(showsFeatured({ query: '', category: 'Regulatory' })).toBe(false);
    expect(showsFeatured({ query: 'stk', category: allCategories })).toBe(false);
    expect(showsFeatured({ query: ' - ', category: allCategories })).toBe(true);
  });

  it('counts articles in words', () => {
    expect(countLabel(7)).toBe('7 articles found');
    expect(countLabel(1)).toBe('1 article found');
    expect(countLabel(0)).toBe('0 articles found');
  });
});

describe('the ?category= value', () => {
  it('is the category slug, and reads back by slug or by name', () => {
    expect(categorySlug('API Guides')).toBe('api-guides');
    expect(parseCategoryParam('api-guides')).toBe('API Guides');
    expect(parseCategoryParam('Regulatory')).toBe('Regulatory');
    expect(parseCategoryParam('fintech TRENDS')).toBe('Fintech Trends');
  });

  it('means All when missing or unknown', () => {
    expect(parseCategoryParam(null)).toBe(allCategories);
    expect(parseCategoryParam('')).toBe(allCategories);
    expect(parseCategoryParam('<script>')).toBe(allCategories);
  });
});
