// Which routes the bench measures: every page in the sitemap (or, while there is no sitemap,
// every page the route modules and the build know), then the pages a visitor reaches through
// a fallback or a market that is not live yet. The lists come from the site's own TypeScript
// modules (through tsx), so the bench reads the same routes as the pages.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';

/** The countries, page paths and API ids the site is built from. */
async function loadSiteRoutes(root = process.cwd()) {
  const load = (path) => tsImport(pathToFileURL(join(root, path)).href, { parentURL: import.meta.url, tsconfig: join(root, 'tsconfig.json') });
  const [countries, routes, apiDocs] = await Promise.all([load('lib/countries.ts'), load('lib/routes.ts'), load('lib/api-docs/ids.ts')]);
  return {
    /** @type {string[]} */
    countries: [...countries.countries],
    /** @type {(country: string) => boolean} */
    isLive: countries.isLive,
    /** @type {Record<string, string>} */
    pagePaths: routes.pagePaths,
    /** @type {Record<string, string>} */
    pageFamilies: routes.pageFamilies,
    /** @type {string[]} */
    apiDocIds: [...apiDocs.apiDocIds],
  };
}

/**
 * Paths listed in the server's /sitemap.xml, or null when it does not answer 200.
 * @param {string} origin
 */
export async function sitemapRoutes(origin) {
  const response = await fetch(`${origin}/sitemap.xml`, { redirect: 'manual' });
  if (response.status !== 200) return null;
  const xml = await response.text();
  // <loc> holds absolute URLs on SITE_URL; the bench serves the same paths locally.
  return [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map(([, loc]) => new URL(loc.replace(/&amp;/g, '&')).pathname);
}

/**
 * The pages the code says exist: lib/routes.ts × live countries, lib/api-docs/ids.ts, the
 * coming-soon homes, and whatever else the build prerendered (blog articles, …).
 * @param {Awaited<ReturnType<typeof loadSiteRoutes>>} site
 * @param {string[]} prerendered routes of the build's prerendered pages
 */
export function codeRoutes(site, prerendered) {
  const live = site.countries.filter(site.isLive);
  const comingSoon = site.countries.filter((country) => !site.isLive(country));
  return [
    ...live.flatMap((country) => Object.values(site.pagePaths).map((path) => `/${country}${path}`)),
    ...live.flatMap((country) => site.apiDocIds.map((id) => `/${country}${site.pageFamilies.apiDoc}/${id}`)),
    ...comingSoon.map((country) => `/${country}`),
    ...prerendered,
  ];
}

/**
 * Pages no sitemap lists but visitors land on: an unknown API id or blog
 * slug shows a fallback page, and every path below a coming-soon market shows its page.
 * @param {Awaited<ReturnType<typeof loadSiteRoutes>>} site
 */
export function extraRoutes(site) {
  const [live = 'ke'] = site.countries.filter(site.isLive);
  const comingSoon = site.countries.filter((country) => !site.isLive(country));
  return [
    `/${live}${site.pageFamilies.apiDoc}/unknown-id`,
    `/${live}${site.pageFamilies.blogPost}/unknown-slug`,
    ...comingSoon.map((country) => `/${country}`),
    ...comingSoon.slice(0, 1).map((country) => `/${country}${site.pagePaths.about}`),
  ];
}

/**
 * @param {{ origin: string, prerendered: string[], root?: string }} options
 * @returns {Promise<{ routes: string[], source: string }>}
 */
export async function discoverRoutes({ origin, prerendered, root }) {
  const site = await loadSiteRoutes(root);
  const fromSitemap = await sitemapRoutes(origin);
  const listed = fromSitemap ?? codeRoutes(site, prerendered);
  return {
    routes: [...new Set([...listed, ...extraRoutes(site)])],
    source: fromSitemap ? '/sitemap.xml' : 'lib/routes.ts, lib/api-docs/ids.ts and the prerendered pages (no /sitemap.xml)',
  };
}
