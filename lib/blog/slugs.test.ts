import { routeRequest } from '../routing';
import { firstPost } from './order';
import { blogContentDir, readPostSources } from './source';
import { resolveBlogSlug } from './slugs';

const posts = readPostSources(blogContentDir);
const first = firstPost(posts)?.slug;

describe('resolveBlogSlug', () => {
  it('keeps every existing slug', () => {
    for (const post of posts) expect(resolveBlogSlug(post.slug)).toBe(post.slug);
  });

  it('sends an unknown slug to the first article the list shows', () => {
    expect(first).toBe('future-of-payments-ai');
    for (const slug of ['no-such-post', 'SUBSCRIPTION-API-GUIDE', '%3Cscript%3E', 'a'.repeat(300)]) {
      expect(resolveBlogSlug(slug)).toBe(first);
    }
  });

  it('makes the proxy serve existing articles as they are and rewrite unknown ones', () => {
    expect(routeRequest('/ke/blog/subscription-api-guide')).toEqual({ action: 'next' });
    expect(routeRequest('/ke/blog/no-such-post')).toEqual({ action: 'rewrite', pathname: `/ke/blog/${first}` });
    expect(routeRequest('/blog/subscription-api-guide')).toEqual({ action: 'redirect', status: 308, pathname: '/ke/blog/subscription-api-guide' });
    expect(routeRequest('/ke/blog/subscription-api-guide/more')).toEqual({ action: 'redirect', status: 307, pathname: '/ke' });
  });
});
