import { isAllowedOrigin, isJsonContentType } from './request-guard';

const site = 'https://www.kilelepay.co.ke';
const request = (headers: Record<string, string>, url = 'http://localhost:3000/api/contact') => new Request(url, { method: 'POST', headers });

describe('isAllowedOrigin', () => {
  it('accepts no Origin, the public site and the host the browser addressed', () => {
    expect(isAllowedOrigin(request({}), site, false)).toBe(true);
    expect(isAllowedOrigin(request({ origin: site }), site, false)).toBe(true);
    // next start on 127.0.0.1 names itself localhost in request.url; the Host header is what the browser used.
    expect(isAllowedOrigin(request({ origin: 'http://127.0.0.1:3180', host: '127.0.0.1:3180' }), site, false)).toBe(true);
    expect(isAllowedOrigin(request({ origin: 'http://LOCALHOST:3000' }), site, false)).toBe(true);
  });

  it('refuses other sites, other ports, opaque origins and garbage', () => {
    for (const origin of ['https://evil.example', 'http://127.0.0.1:3181', 'null', 'kilelepay', 'https://kilelepay.co.ke']) {
      expect(isAllowedOrigin(request({ origin, host: '127.0.0.1:3180' }), site, false)).toBe(false);
    }
  });

  it('reads x-forwarded-host only behind a trusted proxy', () => {
    const proxied = request({ origin: 'https://preview.kilelepay.dev', host: 'internal:3000', 'x-forwarded-host': 'preview.kilelepay.dev' });
    expect(isAllowedOrigin(proxied, site, true)).toBe(true);
    expect(isAllowedOrigin(proxied, site, false)).toBe(false);
  });
});

describe('isJsonContentType', () => {
  it.each([
    ['application/json', true],
    ['application/json; charset=utf-8', true],
    ['APPLICATION/JSON;CHARSET=UTF-8', true],
    ['application/json; boundary=x', true],
    ['application/json; charset=utf-16', false],
    ['application/json-patch+json', false],
    ['text/json', false],
    ['', false],
    [null, false],
  ])('%p → %p', (header, expected) => {
    expect(isJsonContentType(header)).toBe(expected);
  });
});
