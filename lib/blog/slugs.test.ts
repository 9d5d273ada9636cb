import { routeRequest } from '../route-request';
import { resolveBlogSlug } from './slugs';

// The fixture blog (test/fixtures/blog): fixture-companion-post is its featured article, so the
// list shows it first; fixture-draft-post is a draft, which only `next dev` serves.
const first = 'fixture-companion-post';

describe('resolveBlogSlug', () => {
  it('keeps every published slug', () => {
    for (const slug of ['fixture-new-post', 'fixture-companion-post']) expect(resolveBlogSlug(slug)).toBe(slug);
  });

  it('sends an unknown slug, or a draft’s, to the first article the list shows', () => {
    for (const slug of ['no-such-post', 'FIXTURE-NEW-POST', '%3Cscript%3E', 'a'.repeat(300), 'fixture-draft-post']) {
      expect(resolveBlogSlug(slug)).toBe(first);
    }
  });

  it('leads a Swahili article’s slug at an English address to its English original, never to another article', () => {
    expect(resolveBlogSlug('fixture-new-post-sw')).toBe(first);
    expect(routeRequest('/ke/blog/fixture-new-post-sw')).toEqual({ action: 'redirect', status: 308, pathname: '/ke/blog/fixture-new-post' });
    expect(routeRequest('/ke/sw/blog/fixture-new-post')).toEqual({ action: 'redirect', status: 308, pathname: '/ke/sw/blog/fixture-new-post-sw' });
  });

  it('makes the proxy serve existing articles as they are and rewrite unknown ones', () => {
    expect(routeRequest('/ke/blog/fixture-new-post')).toEqual({ action: 'rewrite', pathname: '/ke/en/blog/fixture-new-post' });
    expect(routeRequest('/ke/blog/no-such-post')).toEqual({ action: 'rewrite', pathname: `/ke/en/blog/${first}` });
    expect(routeRequest('/blog/fixture-new-post')).toEqual({ action: 'redirect', status: 308, pathname: '/ke/blog/fixture-new-post' });
    expect(routeRequest('/ke/blog/fixture-new-post/more')).toEqual({ action: 'redirect', status: 307, pathname: '/ke' });
  });
});
