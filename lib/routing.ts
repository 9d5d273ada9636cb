import { defaultCountry, isCountry, isLive } from './countries';
import { resolveApiDocId } from './api-docs/ids';
import { resolveBlogSlug } from './blog/slugs';
import { pageFamilies, pagePaths } from './routes';

/**
 * What the proxy does with a request path (DESIGN.md "Routes"). A pure function, so every
 * row of the routing table is unit-tested without a server.
 */
export type RouteDecision =
  | { action: 'next' }
  | { action: 'rewrite'; pathname: string }
  | { action: 'redirect'; status: 307 | 308; pathname: string };

const home = `/${defaultCountry}`;
const knownPages = new Set<string>(Object.values(pagePaths));

/** Segment values resolved to the page that shows them (unknown ids fall back, SPEC §2). */
const families: { prefix: string; resolve: (segment: string) => string }[] = [
  { prefix: pageFamilies.apiDoc, resolve: resolveApiDocId },
  { prefix: pageFamilies.blogPost, resolve: resolveBlogSlug },
];

// Files Next generates next to a page (share images, icons) keep their own routing.
const generatedFile = /^(opengraph-image|twitter-image|icon|apple-icon)(-[\w-]+)?$/;

/** Where `rest` (a path below a live country) leads: the page itself, its fallback, or nowhere. */
function resolvePage(rest: string): { pathname: string } | null {
  if (knownPages.has(rest)) return { pathname: rest };
  for (const { prefix, resolve } of families) {
    const segment = rest.startsWith(`${prefix}/`) ? rest.slice(prefix.length + 1) : '';
    if (segment !== '' && !segment.includes('/')) {
      return { pathname: `${prefix}/${resolve(segment)}` };
    }
  }
  return null;
}

export function routeRequest(pathname: string): RouteDecision {
  const segments = pathname.split('/').filter(Boolean);
  const [first] = segments;
  if (first === undefined) return { action: 'redirect', status: 308, pathname: home };

  if (generatedFile.test(segments[segments.length - 1] ?? '')) return { action: 'next' };

  if (isCountry(first)) {
    // Every path below a market that is not live yet shows that market's coming-soon page.
    if (!isLive(first)) {
      return segments.length === 1 ? { action: 'next' } : { action: 'rewrite', pathname: `/${first}` };
    }
    const rest = segments.length > 1 ? `/${segments.slice(1).join('/')}` : '';
    const page = resolvePage(rest);
    if (!page) return { action: 'redirect', status: 307, pathname: home };
    return page.pathname === rest ? { action: 'next' } : { action: 'rewrite', pathname: `/${first}${page.pathname}` };
  }

  // A known page without its country (the landing page links to a plain /developers).
  const path = `/${segments.join('/')}`;
  if (resolvePage(path)) {
    return { action: 'redirect', status: 308, pathname: `${home}${path}` };
  }
  return { action: 'redirect', status: 307, pathname: home };
}
