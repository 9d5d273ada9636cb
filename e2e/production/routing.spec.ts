import { expect, test } from '../support/test';
import { defaultApiDocId } from '@/lib/api-docs/ids';
import { resolveBlogSlug } from '@/lib/blog/slugs';
import { allPages } from '../support/routes';
import { bed, send, titleOf } from './support/bed';

// The routing table through the front door: nginx on the public name, X-Forwarded-Proto
// https, two instances behind it. Rewrites are served by the instance itself.

const publicHeaders = { host: 'www.kilelepay.co.ke', 'x-forwarded-proto': 'https' };

test('every redirect row answers its status and target through the front door', async () => {
  const redirects: [string, number, string][] = [
    // Temporary: the bare origin opens the home in the language the visitor last chose.
    ['/', 307, '/ke'],
    ['/about', 308, '/ke/about'],
    ['/developers', 308, '/ke/developers'],
    ['/blog?category=Regulatory', 308, '/ke/blog?category=Regulatory'],
    ['/no-such-page', 307, '/ke'],
    ['/ke/no-such-page', 307, '/ke'],
  ];
  for (const [path, status, location] of redirects) {
    const answer = await send(`${bed().front}${path}`);
    expect(answer.status, path).toBe(status);
    const target = new URL(String(answer.headers.location), 'https://www.kilelepay.co.ke');
    // Relative, or on the public name: never the address an instance listens on.
    expect(target.host, path).toBe('www.kilelepay.co.ke');
    expect(target.pathname + target.search, path).toBe(location);
  }
});

test('every page of the site answers 200 through the front door', async () => {
  for (const path of allPages) {
    const answer = await send(`${bed().front}${path}`);
    expect(answer.status, path).toBe(200);
  }
});

const rewrites = async () => {
  const firstPost = resolveBlogSlug('no-such-article');
  return [
    // [requested, page whose content it shows]
    ['/ug/about', '/ug'],
    ['/tz/x', '/tz'],
    ['/tz/blog/x', '/tz'],
    ['/ke/blog/no-such-article', `/ke/blog/${firstPost}`],
    ['/ke/developers/api/no-such-api', `/ke/developers/api/${defaultApiDocId}`],
  ] as const;
};

test('each rewrite shows the right page with 200, through nginx and at each instance on the public name', async () => {
  const { front, instances } = bed();
  for (const [path, shown] of await rewrites()) {
    const expected = titleOf((await send(`${front}${shown}`)).text);
    expect(expected, shown).not.toBe('');
    for (const origin of [front, ...instances]) {
      const answer = await send(`${origin}${path}`, { headers: publicHeaders });
      expect(answer.status, `${origin}${path}`).toBe(200);
      expect(titleOf(answer.text), `${origin}${path}`).toBe(expected);
    }
  }
});
