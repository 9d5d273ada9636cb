import { expect, test } from '../support/test';
import { defaultApiDocId } from '@/lib/api-docs/ids';
import { languageCookie } from '@/lib/i18n/language-choice';
import { allPages, blogPosts, swahiliBlogPosts } from '../support/routes';
import { bed, send } from './support/bed';

// Every kind of redirect the site answers, as a visitor meets it: through nginx, on the public
// name, with X-Forwarded-Proto https. The Location is asserted whole: a path (the browser
// keeps the visitor on the page's own origin), or an absolute URL on the public origin, and
// never the address an instance listens on.

const publicOrigin = 'https://www.kilelepay.co.ke';
const publicHeaders = { host: 'www.kilelepay.co.ke', 'x-forwarded-proto': 'https' };

/** The Location of `path` through the front door, with its status. */
async function redirectOf(path: string, headers: Record<string, string> = {}, method: 'GET' | 'POST' = 'GET') {
  const answer = await send(`${bed().front}${path}`, { method, headers: { ...publicHeaders, ...headers } });
  const location = answer.headers.location;
  return { status: answer.status, location: typeof location === 'string' ? location : undefined };
}

/** A Location as the site may write it: the path itself, or the same path on the public origin. */
const onSite = (path: string) => [path, `${publicOrigin}${path}`];

// An English article with a Swahili translation, and one without (read from the articles' folder).
const translated = swahiliBlogPosts.find((post) => post.translationOf !== undefined);
const untranslated = blogPosts.find((post) => !swahiliBlogPosts.some((swahili) => swahili.translationOf === post.slug));

const table: { name: string; path: string; status: number; location: string; headers?: Record<string, string> }[] = [
  // The bare origin follows the language the visitor chose, English otherwise.
  { name: 'bare origin', path: '/', status: 307, location: '/ke' },
  { name: 'bare origin, Kiswahili chosen', path: '/', status: 307, location: '/ke/sw', headers: { cookie: `${languageCookie}=sw` } },
  // A page without its country.
  { name: 'country-less page', path: '/about', status: 308, location: '/ke/about' },
  { name: 'country-less page with a query', path: '/blog?category=Regulatory', status: 308, location: '/ke/blog?category=Regulatory' },
  // Unknown addresses go to the home of their market and language.
  { name: 'unknown path', path: '/no-such-page', status: 307, location: '/ke' },
  { name: 'unknown page in a market', path: '/ke/no-such-page', status: 307, location: '/ke' },
  { name: 'unknown page in Kiswahili', path: '/ke/sw/no-such-page', status: 307, location: '/ke/sw' },
  { name: 'upper case', path: '/KE/About', status: 307, location: '/ke' },
  // Trailing slashes are dropped.
  { name: 'trailing slash', path: '/ke/about/', status: 308, location: '/ke/about' },
  { name: 'trailing slash in Kiswahili', path: '/ke/sw/about/', status: 308, location: '/ke/sw/about' },
  // The API reference is English: its Swahili addresses lead to the English page.
  { name: 'API page under Kiswahili', path: `/ke/sw/developers/api/${defaultApiDocId}`, status: 308, location: `/ke/developers/api/${defaultApiDocId}` },
  // The language switcher, from each kind of page, both ways.
  { name: 'switch: home', path: '/api/language?from=/ke', status: 303, location: '/ke/sw' },
  { name: 'switch back: home', path: '/api/language?from=/ke/sw', status: 303, location: '/ke' },
  { name: 'switch: marketing page', path: '/api/language?from=/ke/about', status: 303, location: '/ke/sw/about' },
  { name: 'switch back: marketing page', path: '/api/language?from=/ke/sw/about', status: 303, location: '/ke/about' },
  { name: 'switch: flow', path: '/api/language?from=/ke/airtime', status: 303, location: '/ke/sw/airtime' },
  { name: 'switch: blog', path: '/api/language?from=/ke/blog', status: 303, location: '/ke/sw/blog' },
  { name: 'switch: API page', path: `/api/language?from=/ke/developers/api/${defaultApiDocId}`, status: 303, location: '/ke/sw/developers' },
  { name: 'switch: coming-soon market', path: '/api/language?from=/ug', status: 303, location: '/ug/sw' },
  { name: 'switch back: coming-soon market', path: '/api/language?from=/tz/sw', status: 303, location: '/tz' },
  { name: 'switch: another site', path: '/api/language?from=//evil.example/', status: 303, location: '/ke' },
  ...(translated?.translationOf
    ? [
        {
          name: 'switch: translated article',
          path: `/api/language?from=/ke/blog/${translated.translationOf}`,
          status: 303,
          location: `/ke/sw/blog/${translated.slug}`,
        },
        {
          name: 'switch back: translated article',
          path: `/api/language?from=/ke/sw/blog/${translated.slug}`,
          status: 303,
          location: `/ke/blog/${translated.translationOf}`,
        },
      ]
    : []),
  ...(untranslated
    ? [{ name: 'switch: article not translated', path: `/api/language?from=/ke/blog/${untranslated.slug}`, status: 303, location: '/ke/sw/blog' }]
    : []),
];

test('every kind of redirect answers a Location on the site, never the address an instance listens on', async () => {
  const rows: string[] = [];
  for (const row of table) {
    const { status, location } = await redirectOf(row.path, row.headers);
    rows.push(`${row.path} ${status} ${location}`);
    expect(status, row.name).toBe(row.status);
    expect(onSite(row.location), `${row.name}: ${row.path}`).toContain(location);
  }
  console.log(`redirects through the front door:\n${rows.join('\n')}`);
  test.info().annotations.push({ type: 'redirects', description: rows.join('\n') });
});

test('the language switcher of every page leads to a page of the site that answers 200', async () => {
  test.setTimeout(120_000);
  for (const page of allPages) {
    const { status, location } = await redirectOf(`/api/language?from=${encodeURIComponent(page)}`);
    expect(status, page).toBe(303);
    // A path of this site ("/x", never "//host"), or the public origin.
    const path = location?.startsWith(publicOrigin) ? location.slice(publicOrigin.length) : location;
    expect(path, page).toMatch(/^\/(?!\/)/);
    const target = await send(`${bed().front}${path}`, { headers: publicHeaders });
    expect(target.status, `${page} → ${path}`).toBe(200);
  }
});

test('a form posted without JavaScript returns to its page on the site', async () => {
  const answer = await send(`${bed().front}/api/newsletter`, {
    form: { email: `redirect-${Date.now()}@example.co.ke`, country: 'ke', language: 'sw' },
    headers: { ...publicHeaders, origin: publicOrigin },
    from: '127.0.6.1',
  });
  expect(answer.status).toBe(303);
  expect(onSite('/ke/sw#newsletter-received')).toContain(answer.headers.location);
});
