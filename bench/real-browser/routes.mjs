// The pages the real-browser run loads by default: one of each page template, so that a change to
// any template is measured in a real throttled browser, not only in Lighthouse's model. Pure (no
// browser, no bench dependency), so that `node --test bench/` checks it without the bench's install.

/** The query of the search results page: one that finds pages, articles and API sections alike. */
const searchQuery = 'mpesa';

/**
 * Each template, and how to find its page among the routes the bench discovered: a fixed address
 * where the template is one page, the first match where it is a family (an API page, a result
 * code, an article). The contact form has no page of its own: it is a section of the home.
 * @type {{ template: string, route?: string, pattern?: RegExp }[]}
 */
export const realBrowserTemplates = [
  { template: 'home', route: '/ke' },
  { template: 'products', route: '/ke/products' },
  { template: 'product page', route: '/ke/product/payment-infrastructure' },
  { template: 'about', route: '/ke/about' },
  { template: 'developers', route: '/ke/developers' },
  // Never the fallback of an unknown id, nor a page's markdown twin.
  { template: 'API page', pattern: /^\/ke\/developers\/api\/(?!unknown-id$)[^/.]+$/ },
  { template: 'testing', route: '/ke/developers/testing' },
  { template: 'result codes', route: '/ke/developers/result-codes' },
  { template: 'result code', pattern: /^\/ke\/developers\/result-codes\/\d+$/ },
  { template: 'blog list', route: '/ke/blog' },
  // The first article the site lists, never the fallback of an unknown slug.
  { template: 'article', pattern: /^\/ke\/blog\/(?!unknown-slug$)[^/]+$/ },
  { template: 'airtime', route: '/ke/airtime' },
  { template: 'demo', route: '/ke/demo' },
  { template: 'coming-soon', pattern: /^\/(ug|tz)$/ },
  { template: 'legal', pattern: /^\/ke\/legal\/[^/]+$/ },
  // Rendered per query, so never in the sitemap: its address is fixed here.
  { template: 'search', route: `/ke/search?q=${searchQuery}` },
];

/**
 * The real-browser run's default routes: one page of each template, in the order above. A
 * template whose page the discovered routes lack is left out (a site without articles).
 * @param {string[]} discovered every route the bench found
 */
export function realBrowserRoutes(discovered) {
  return realBrowserTemplates.flatMap(({ route, pattern }) => {
    if (route) return [route];
    const found = discovered.find((candidate) => pattern?.test(candidate));
    return found ? [found] : [];
  });
}
