import { languageCookie, legacyLanguageCookie } from '@/lib/i18n/language-choice';
import { expect, test } from '../support/test';
import { bed, send } from './support/bed';

// The language a visitor chose, as a browser gets it through the front door: the public name,
// X-Forwarded-Proto https (TLS ends before nginx in production). The cookie is asserted whole.
// (A browser is not used here: the bed speaks plain HTTP on the public name, where Chromium keeps
// no Secure cookie; e2e/swahili.spec.ts has Chromium store it from a loopback address.)

const publicHeaders = { host: 'www.kilelepay.co.ke', 'x-forwarded-proto': 'https' };
const ayear = 60 * 60 * 24 * 365;

/** The whole Set-Cookie that remembers `locale`: HTTPS only, this host alone, the whole site, no script. */
const remembering = (locale: string) =>
  new RegExp(
    `^${languageCookie}=${locale}; Path=/; Expires=[A-Z][a-z]{2}, \\d{2} [A-Z][a-z]{2} \\d{4} [\\d:]{8} GMT; Max-Age=${ayear}; Secure; HttpOnly; SameSite=lax$`,
  );
/** The whole Set-Cookie that expires the choice under its old name. */
const expiringOldName = new RegExp(`^${legacyLanguageCookie}=; Path=/; (Expires=Thu, 01 Jan 1970 00:00:00 GMT; )?Max-Age=0$`);

const setCookies = (headers: Record<string, string | string[] | undefined>) => {
  const value = headers['set-cookie'];
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
};

test('the switcher remembers the choice in a __Host- cookie that is Secure, HttpOnly and SameSite=Lax', async () => {
  const answer = await send(`${bed().front}/api/language?from=/ke/about`, { headers: publicHeaders });
  expect(answer.status).toBe(303);
  expect(answer.headers.location).toBe('/ke/sw/about');
  const cookies = setCookies(answer.headers);
  expect(cookies).toHaveLength(1);
  expect(cookies[0]).toMatch(remembering('sw'));
  expect(cookies[0]).not.toMatch(/Domain=/i);
});

test('the switcher expires a choice remembered under the old name', async () => {
  const answer = await send(`${bed().front}/api/language?from=/ke/sw`, { headers: { ...publicHeaders, cookie: `${legacyLanguageCookie}=sw` } });
  expect(answer.headers.location).toBe('/ke');
  const [written, expired, ...others] = setCookies(answer.headers);
  expect(written).toMatch(remembering('en'));
  expect(expired).toMatch(expiringOldName);
  expect(others).toEqual([]);
});

test('a choice made under the old name still opens the Kiswahili home at the bare origin, and moves to the new name', async () => {
  const answer = await send(`${bed().front}/`, { headers: { ...publicHeaders, cookie: `${legacyLanguageCookie}=sw` } });
  expect(answer.status).toBe(307);
  expect(answer.headers.location).toBe('/ke/sw');
  const [written, expired, ...others] = setCookies(answer.headers);
  expect(written).toMatch(remembering('sw'));
  expect(expired).toMatch(expiringOldName);
  expect(others).toEqual([]);

  // The next visit, with the cookie as moved, goes to the same place and writes nothing.
  const next = await send(`${bed().front}/`, { headers: { ...publicHeaders, cookie: `${languageCookie}=sw` } });
  expect(next.headers.location).toBe('/ke/sw');
  expect(setCookies(next.headers)).toEqual([]);
});
