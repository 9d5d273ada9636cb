import { defaultCountry, isCountry, isLive } from './countries';
import { apiDocIds, resolveApiDocId } from './api-docs/ids';
import { resolveBlogSlug } from './blog/slugs';
import { isPublicFile } from './public-files';
import { comingSoonPath, markdownExtension, pageFamilies, pagePaths, siteFiles } from './routes';

/**
 * What the proxy does with a request path (the site's routing table). A pure function of the
 * path (and of which files public/ holds), so every row is unit-tested without a server.
 * Apart from lib/routes.ts, which lists the pages and builds links to them: that module runs
 * in the browser too, while this one reads the disk (public/ and the articles' slugs) and
 * runs in the proxy only.
 */
export type RouteDecision = { action: 'next' } | { action: 'rewrite'; pathname: string } | { action: 'redirect'; status: 307 | 308; pathname: string };

const home = `/${defaultCountry}`;
const knownPages = new Set<string>(Object.values(pagePaths));
const generatedFiles = new Set<string>(Object.values(siteFiles));

/** Segment values resolved to the page that shows them (unknown ids fall back). */
const families: { prefix: string; resolve: (segment: string) => string }[] = [
  { prefix: pageFamilies.apiDoc, resolve: resolveApiDocId },
  { prefix: pageFamilies.blogPost, resolve: resolveBlogSlug },
];

// Files Next generates next to a page (share images, icons) keep their own routing.
const generatedFile = /^(opengraph-image|twitter-image|icon|apple-icon)(-[\w-]+)?$/;

/** Where the markdown twin of an API page is generated (a route beside the page). */
export const markdownTwinFile = 'index.md';

const twinFiles = new Set<string>(apiDocIds.map((id) => `${pageFamilies.apiDoc}/${id}/${markdownTwinFile}`));

/** The segment of `rest` below `prefix`, when `rest` is exactly one segment deeper. */
function segmentBelow(rest: string, prefix: string): string | null {
  const segment = rest.startsWith(`${prefix}/`) ? rest.slice(prefix.length + 1) : '';
  return segment !== '' && !segment.includes('/') ? segment : null;
}

/** Where `rest` (a path below a live country) leads: the page itself, its fallback, or nowhere. */
function resolvePage(rest: string): { pathname: string } | null {
  if (knownPages.has(rest)) return { pathname: rest };
  // The generated twin itself: the proxy also sees the path it rewrote a request to.
  if (twinFiles.has(rest)) return { pathname: rest };
  // An API page's markdown twin, the id resolved as the page's is.
  const twin = segmentBelow(rest, pageFamilies.apiDoc);
  if (twin?.endsWith(markdownExtension)) {
    const id = resolveApiDocId(twin.slice(0, -markdownExtension.length));
    return { pathname: `${pageFamilies.apiDoc}/${id}/${markdownTwinFile}` };
  }
  for (const { prefix, resolve } of families) {
    const segment = segmentBelow(rest, prefix);
    if (segment !== null) return { pathname: `${prefix}/${resolve(segment)}` };
  }
  return null;
}

/**
 * `isFile` says whether a path names a file in public/ (injected so tests need no disk).
 * Any other path with a dot follows the table like a page would: /ke/foo.html goes home,
 * /ke/blog/post.html shows the fallback article.
 */
export function routeRequest(pathname: string, isFile: (pathname: string) => boolean = isPublicFile): RouteDecision {
  const segments = pathname.split('/').filter(Boolean);
  const [first] = segments;
  if (first === undefined) return { action: 'redirect', status: 308, pathname: home };

  const last = segments[segments.length - 1] ?? '';
  if (generatedFile.test(last) || generatedFiles.has(pathname)) return { action: 'next' };
  if (last.includes('.') && isFile(pathname)) return { action: 'next' };

  if (isCountry(first)) {
    // Every path below a market that is not live yet shows that market's coming-soon page.
    if (!isLive(first)) {
      const page = `/${first}${comingSoonPath}`;
      return pathname === page ? { action: 'next' } : { action: 'rewrite', pathname: page };
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
