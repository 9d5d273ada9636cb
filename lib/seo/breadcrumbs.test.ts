import { breadcrumbJsonLd, pageTrail } from './breadcrumbs';

const site = 'https://www.kilelepay.co.ke';

describe('pageTrail', () => {
  it('leads from the country home to a page', () => {
    expect(pageTrail('ke', 'en', 'about')).toEqual([
      { name: 'Home', path: '/ke' },
      { name: 'About', path: '/ke/about' },
    ]);
  });

  it('passes through a page’s parent', () => {
    expect(pageTrail('ke', 'en', 'paymentInfrastructure').map((step) => step.path)).toEqual(['/ke', '/ke/products', '/ke/product/payment-infrastructure']);
  });

  it('ends with the deeper steps of an article or API page', () => {
    const trail = pageTrail('ke', 'en', 'blog', { name: 'An article', path: '/ke/blog/an-article' });
    expect(trail.map((step) => step.name)).toEqual(['Home', 'Blog', 'An article']);
  });
});

describe('breadcrumbJsonLd', () => {
  it('numbers the steps from 1 with absolute URLs', () => {
    expect(breadcrumbJsonLd(pageTrail('ke', 'en', 'developers', { name: 'M-Pesa STK Push API', path: '/ke/developers/api/mpesa-stk-push' }))).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${site}/ke` },
        { '@type': 'ListItem', position: 2, name: 'Developers', item: `${site}/ke/developers` },
        { '@type': 'ListItem', position: 3, name: 'M-Pesa STK Push API', item: `${site}/ke/developers/api/mpesa-stk-push` },
      ],
    });
  });
});
