import { serializeJsonLd } from './json-ld';
import { organizationJsonLd } from './structured-data';

describe('serializeJsonLd', () => {
  it('cannot close the script element it sits in', () => {
    const text = serializeJsonLd({ name: '</script><script>alert(1)</script>', note: 'a & b > c' });
    expect(text).not.toMatch(/<|>|&/);
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>', note: 'a & b > c' });
  });

  it('escapes the line separators that end a JavaScript string', () => {
    const text = serializeJsonLd({ name: 'a\u2028b\u2029c' });
    expect(text).toContain('\\u2028');
    expect(JSON.parse(text)).toEqual({ name: 'a\u2028b\u2029c' });
  });
});

describe('organizationJsonLd', () => {
  it('describes Kilele Pay with logo, contact point and Nairobi address', () => {
    const organization = organizationJsonLd();
    expect(organization).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Kilele Pay',
      logo: 'https://www.kilelepay.co.ke/images/logo.svg',
      address: { '@type': 'PostalAddress', addressLocality: 'Nairobi', addressCountry: 'KE' },
      contactPoint: { '@type': 'ContactPoint', email: 'hello@kilelepay.co.ke' },
    });
    expect(JSON.parse(serializeJsonLd(organization))).toEqual(organization);
  });
});
