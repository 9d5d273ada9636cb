import { keptFirst, keptPages } from './kept-pages';

const storage = (kept: string[]): Pick<CacheStorage, 'match'> => ({
  match: async (request) => (typeof request === 'string' && kept.includes(request) ? new Response('kept') : undefined),
});

describe('results without a connection', () => {
  it('finds the page a result leads to among the kept ones, whatever its anchor', async () => {
    const urls = ['/ke/developers/api/mpesa-stk-push#parameters', '/ke/about', '/ke/developers/testing#numbers'];
    const kept = await keptPages(urls, storage(['/ke/developers/api/mpesa-stk-push', '/ke/developers/testing']));
    expect([...kept]).toEqual(['/ke/developers/api/mpesa-stk-push#parameters', '/ke/developers/testing#numbers']);
  });

  it('knows of no kept page where the browser has no caches', async () => {
    expect((await keptPages(['/ke/about'], undefined)).size).toBe(0);
  });

  it('lists the results whose page is kept first, each group in its own order', () => {
    const hits = ['/a', '/b', '/c', '/d'].map((url) => ({ url }));
    expect(keptFirst(hits, new Set(['/c', '/a'])).map((hit) => hit.url)).toEqual(['/a', '/c', '/b', '/d']);
  });
});
