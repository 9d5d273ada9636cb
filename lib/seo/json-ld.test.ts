import type { Thing, WithContext } from 'schema-dts';
import { apiDocs } from '../api-docs/catalogue';
import { blogJsonLd, blogPostingJsonLd } from '../blog/structured-data';
import type { PostMeta } from '../blog/types';
import { allOfferings } from '../content/offerings';
import { apiDocJsonLd } from './api-doc-data';
import { breadcrumbJsonLd } from './breadcrumbs';
import { serializeJsonLd } from './json-ld';
import { offeringsJsonLd, serviceJsonLd } from './service-data';
import { faqPageJsonLd, organizationJsonLd, webSiteJsonLd } from './structured-data';
import { copyIn } from '../content/copy';

const site = 'https://www.kilelepay.co.ke';
const evil = '</script><script>alert("x")</script> & <!-- \u2028';

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

const post: PostMeta = {
  slug: 'evil-post',
  title: `A title ${evil}`,
  excerpt: `An excerpt ${evil}`,
  author: `Jane ${evil}`,
  date: '2026-11-01',
  category: 'API Guides',
  featured: false,
  image: '/images/blog/evil-post.svg',
  readTime: 3,
  language: 'en',
};

/** Every builder, fed text that tries to close the script element wherever text can reach. */
const blocks: [string, WithContext<Thing>][] = [
  ['Organization', organizationJsonLd()],
  ['WebSite', webSiteJsonLd()],
  ['FAQPage', faqPageJsonLd([{ question: `Why ${evil}?`, answer: `Because ${evil}` }], 'en')],
  [
    'BreadcrumbList',
    breadcrumbJsonLd([
      { name: 'Home', path: '/ke' },
      { name: `Step ${evil}`, path: '/ke/blog/evil-post' },
    ]),
  ],
  ['ItemList', offeringsJsonLd('ke', [{ ...allOfferings[0]!, title: `Offer ${evil}`, description: evil }])],
  ['Service', serviceJsonLd('ke', { name: `Service ${evil}`, description: evil, href: '/ke/products' }, [{ name: evil, description: evil }])],
  ['TechArticle', apiDocJsonLd({ ...apiDocs['mpesa-stk-push'], name: `API ${evil}`, detailedDescription: evil }, 'ke')],
  ['BlogPosting', blogPostingJsonLd(post, 'ke')],
  ['Blog', blogJsonLd([post], 'ke')],
];

describe.each(blocks)('the %s builder', (type, data) => {
  it('has a schema.org context and its type', () => {
    expect(data).toMatchObject({ '@context': 'https://schema.org', '@type': type });
  });

  it('serialises to JSON that parses back unchanged and cannot end its script element', () => {
    const text = serializeJsonLd(data);
    expect(text).not.toMatch(/<|>|&|\u2028/);
    expect(text.toLowerCase()).not.toContain('</script');
    expect(JSON.parse(text)).toEqual(data);
  });

  it('writes every address as an absolute URL', () => {
    const urls = JSON.stringify(data).match(/"(?:url|item|logo|image|documentation|termsOfService|@id)":"[^"]*"/g) ?? [];
    for (const field of urls) expect(field).toMatch(/":"https:\/\//);
  });
});

describe('organizationJsonLd', () => {
  it('describes Kilele Pay with logo, contact point and Nairobi address', () => {
    expect(organizationJsonLd()).toMatchObject({
      '@id': `${site}/#organization`,
      name: 'Kilele Pay',
      url: `${site}/ke`,
      logo: `${site}/images/logo.svg`,
      address: { '@type': 'PostalAddress', addressLocality: 'Nairobi', addressCountry: 'KE' },
      contactPoint: { '@type': 'ContactPoint', email: 'hello@kilelepay.co.ke' },
    });
  });
});

describe('webSiteJsonLd', () => {
  it('gives each language its own node, at its own home page', () => {
    expect(webSiteJsonLd('en')).toMatchObject({ '@id': `${site}/ke#website`, url: `${site}/ke`, inLanguage: 'en' });
    expect(webSiteJsonLd('sw')).toMatchObject({ '@id': `${site}/ke/sw#website`, url: `${site}/ke/sw`, inLanguage: 'sw' });
  });

  it("describes the site in each language with that language's copy, a third one included", () => {
    for (const locale of ['en', 'sw', 'xa'] as const) {
      expect(webSiteJsonLd(locale).description).toBe(copyIn(locale).siteWords.siteWords.summary);
    }
    expect(webSiteJsonLd('xa').description).not.toBe(webSiteJsonLd('en').description);
  });
});

describe('blogPostingJsonLd', () => {
  it('has the headline, both dates, the author, an absolute image and the page it is about', () => {
    expect(blogPostingJsonLd(post, 'ke')).toMatchObject({
      headline: post.title,
      datePublished: '2026-11-01',
      dateModified: '2026-11-01',
      author: { '@type': 'Person', name: post.author },
      publisher: { '@id': `${site}/#organization` },
      image: `${site}/images/blog/evil-post.svg`,
      mainEntityOfPage: { '@type': 'WebPage', '@id': `${site}/ke/blog/evil-post` },
    });
  });
});

describe('apiDocJsonLd', () => {
  it('is a TechArticle about the WebAPI, at the canonical address of the page', () => {
    expect(apiDocJsonLd(apiDocs['mpesa-paybill'], 'ke')).toMatchObject({
      headline: 'M-Pesa Subscriptions API',
      url: `${site}/ke/developers/api/mpesa-paybill`,
      about: { '@type': 'WebAPI', provider: { '@id': `${site}/#organization` } },
    });
  });
});

describe('offeringsJsonLd', () => {
  it('lists every offering as a Service in order, external ones at their own site', () => {
    const list = offeringsJsonLd('ke', allOfferings);
    expect(list.itemListElement).toHaveLength(allOfferings.length);
    expect(list.itemListElement).toMatchObject([
      { position: 1, item: { '@type': 'Service', name: 'Payments Infrastructure', url: `${site}/ke/product/payment-infrastructure` } },
      { position: 2, item: { '@type': 'Service', name: 'Ecommerce Store Builder', url: 'https://shop.kilelepay.co.ke' } },
      { position: 3 },
      { position: 4 },
      { position: 5, item: { name: 'Kilele Pay Mobile App', url: `${site}/ke/products#mobile-app` } },
      { position: 6 },
      { position: 7 },
    ]);
  });
});
