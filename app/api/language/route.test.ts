/** @jest-environment node */
import { NextRequest } from 'next/server';
import { proxy } from '@/proxy';
import { GET } from './route';

// The proxy's policy needs the build's CSP manifest: an empty one will do for where it sends.
jest.mock('../../../lib/csp/manifest', () => ({ cspManifest: () => ({ pages: {}, runtimeStyles: [] }) }));

/** The whole Set-Cookie that remembers `locale` for a year. */
const remembering = (locale: string) =>
  new RegExp(
    `^__Host-kilele-language=${locale}; Path=/; Expires=[A-Z][a-z]{2}, \\d{2} [A-Z][a-z]{2} \\d{4} [\\d:]{8} GMT; Max-Age=31536000; Secure; HttpOnly; SameSite=lax$`,
  );
/** The whole Set-Cookie that expires the old name. */
const expiringOldName = /^kilele-language=; Path=\/; (Expires=Thu, 01 Jan 1970 00:00:00 GMT; )?Max-Age=0$/;

/** A switcher's link to `to` followed from `from` (none named: a link of an earlier build), with the cookies the browser holds. */
function choose(from: string, to: string | null, cookie?: string) {
  const query = `${to === null ? '' : `to=${to}&`}from=${encodeURIComponent(from)}`;
  return GET(new NextRequest(`http://localhost/api/language?${query}`, { headers: cookie ? { cookie } : {} }));
}

describe('GET /api/language', () => {
  it('remembers the choice in a Secure, host-only, HttpOnly cookie for the whole site', () => {
    const response = choose('/ke/about', 'sw');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/ke/sw/about');
    const cookies = response.headers.getSetCookie();
    expect(cookies).toHaveLength(1);
    expect(cookies[0]).toMatch(remembering('sw'));
  });

  it('expires a choice remembered under the old name when it writes the new one', () => {
    const response = choose('/ke/sw/about', 'en', 'kilele-language=sw');
    expect(response.headers.get('location')).toBe('/ke/about');
    const [written, expired, ...others] = response.headers.getSetCookie();
    expect(written).toMatch(remembering('en'));
    expect(expired).toMatch(expiringOldName);
    expect(others).toEqual([]);
  });

  it('writes no cookie when the page it came from is not one of the site’s', () => {
    const response = choose('//evil.example/', 'sw');
    expect(response.headers.get('location')).toBe('/ke');
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('leads to the language the link names, whichever language the page is in', () => {
    expect(choose('/ke/sw/developers', 'en').headers.get('location')).toBe('/ke/developers');
    expect(choose('/ke/sw/developers', 'sw').headers.get('location')).toBe('/ke/sw/developers');
    expect(choose('/tz', 'sw').headers.get('location')).toBe('/tz/sw');
  });

  it('leaves the visitor on their page, remembering nothing, for a language the site does not have', () => {
    const response = choose('/ke/about', 'fr');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/ke/about');
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('still follows a link that names no language (a page of an earlier build): the page in the language it is not in', () => {
    const toSwahili = choose('/ke/about', null);
    expect(toSwahili.headers.get('location')).toBe('/ke/sw/about');
    expect(toSwahili.headers.getSetCookie()[0]).toMatch(remembering('sw'));
    expect(choose('/ke/sw/about', null).headers.get('location')).toBe('/ke/about');
  });
});

describe('the remembered choice at the bare origin', () => {
  const bareOrigin = (cookie?: string) => proxy(new NextRequest('http://localhost/', { headers: cookie ? { cookie } : {} }));

  it('follows the new cookie', () => {
    const response = bareOrigin('__Host-kilele-language=sw');
    expect(response.headers.get('location')).toBe('http://localhost/ke/sw');
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('still follows a choice made under the old name, and moves it to the new one', () => {
    const response = bareOrigin('kilele-language=sw');
    expect(response.headers.get('location')).toBe('http://localhost/ke/sw');
    const [written, expired, ...others] = response.headers.getSetCookie();
    expect(written).toMatch(remembering('sw'));
    expect(expired).toMatch(expiringOldName);
    expect(others).toEqual([]);
  });

  it('prefers the new cookie over a stale old one', () => {
    expect(bareOrigin('kilele-language=sw; __Host-kilele-language=en').headers.get('location')).toBe('http://localhost/ke');
  });
});
