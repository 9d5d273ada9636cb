import { routeRequest } from './routing';

describe('routeRequest: the routing table of DESIGN.md', () => {
  it('sends the bare origin to Kenya with a permanent redirect', () => {
    expect(routeRequest('/')).toEqual({ action: 'redirect', status: 308, pathname: '/ke' });
  });

  it.each(['/ke', '/ke/about', '/ke/products', '/ke/product/payment-infrastructure', '/ke/developers', '/ke/blog', '/ke/demo', '/ke/airtime', '/ke/legal/privacy'])(
    'serves the Kenyan page %s as it is',
    (path) => {
      expect(routeRequest(path)).toEqual({ action: 'next' });
    },
  );

  it.each([
    ['/about', '/ke/about'],
    ['/developers', '/ke/developers'],
    ['/blog', '/ke/blog'],
    ['/demo', '/ke/demo'],
    ['/airtime', '/ke/airtime'],
    ['/products', '/ke/products'],
    ['/product/payment-infrastructure', '/ke/product/payment-infrastructure'],
    ['/developers/api/mpesa-paybill', '/ke/developers/api/mpesa-paybill'],
  ])('redirects the country-less page %s permanently to %s', (path, target) => {
    expect(routeRequest(path)).toEqual({ action: 'redirect', status: 308, pathname: target });
  });

  it.each(['/ug', '/tz'])('serves the coming-soon home %s', (path) => {
    expect(routeRequest(path)).toEqual({ action: 'next' });
  });

  it.each([
    ['/ug/about', '/ug'],
    ['/ug/developers/api/mpesa-stk-push', '/ug'],
    ['/tz/blog/anything', '/tz'],
    ['/tz/not/a/page/at/all', '/tz'],
  ])('shows the coming-soon page for %s, keeping the URL', (path, target) => {
    expect(routeRequest(path)).toEqual({ action: 'rewrite', pathname: target });
  });

  it.each(['/nothing', '/ke/nothing', '/ke/about/deeper', '/KE', '/ke/developers/api', '/wp-admin/setup', '/api'])(
    'sends the unknown path %s to /ke with a temporary redirect',
    (path) => {
      expect(routeRequest(path)).toEqual({ action: 'redirect', status: 307, pathname: '/ke' });
    },
  );

  it('shows the STK push page for an unknown API id, keeping the URL', () => {
    expect(routeRequest('/ke/developers/api/mpesa-paybill')).toEqual({ action: 'next' });
    expect(routeRequest('/ke/developers/api/no-such-api')).toEqual({
      action: 'rewrite',
      pathname: '/ke/developers/api/mpesa-stk-push',
    });
  });

  it('shows the STK push page for any odd id, so no odd value reaches a page', () => {
    for (const id of ['%3Cscript%3E', 'Mpesa-STK-Push', 'a'.repeat(300)]) {
      expect(routeRequest(`/ke/developers/api/${id}`)).toEqual({ action: 'rewrite', pathname: '/ke/developers/api/mpesa-stk-push' });
    }
    expect(routeRequest('/ke/developers/api/mpesa-paybill/more')).toEqual({ action: 'redirect', status: 307, pathname: '/ke' });
  });

  it('lets Next serve the share images generated beside a page', () => {
    expect(routeRequest('/ke/opengraph-image')).toEqual({ action: 'next' });
    expect(routeRequest('/ke/blog/some-post/opengraph-image-1a2b3c')).toEqual({ action: 'next' });
  });
});
