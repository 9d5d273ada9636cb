import { defaultCountry, isCountry, isLive } from './countries';
import { apiDocIds, resolveApiDocId } from './api-docs/ids';
import { blogSlugElsewhere, resolveBlogSlug } from './blog/slugs';
import { defaultLocale, isLocale, localizedHref } from './i18n/locales';
import type { Locale } from './i18n/locales';
import { resultCodes } from './mpesa-sandbox/result-codes';
import { isPublicFile } from './public-files';
import { comingSoonPath, markdownExtension, missingFilePath, offlinePath, pageFamilies, pagePaths, searchPath, siteFiles } from './routes';
import { searchIndexFolder } from './search/index-address';

/**
 * What the proxy does with a request path (the site's routing table). A pure function of the
 * path (and of which files public/ holds), so every row is unit-tested without a server.
 * Pages live in one tree, app/[country]/[lang]/: a Swahili address (/ke/sw/about) names its
 * page as it is, and an English one (/ke/about) is rewritten to the page's English route
 * (/ke/en/about), which is never an address of its own.
 * Apart from lib/routes.ts, which lists the pages and builds links to them: that module runs
 * in the browser too, while this one reads the disk (public/ and the articles' slugs) and
 * runs in the proxy only.
 */
export type RouteDecision =
  { action: 'next' } | { action: 'rewrite'; pathname: string; status?: 404 } | { action: 'redirect'; status: 307 | 308; pathname: string };

const home = `/${defaultCountry}`;
const knownPages = new Set<string>(Object.values(pagePaths));
const generatedFiles = new Set<string>(Object.values(siteFiles));
/** The site search's index files (/search-index/en.json): generated, served as they are; a name that does not exist answers 404. */
const searchIndexAddress = new RegExp(`^${searchIndexFolder}/[\\w-]+\\.json$`);

/** Segment values resolved to the page that shows them in a language (unknown ids fall back). */
const families: { prefix: string; resolve: (segment: string, locale: Locale) => string }[] = [
  { prefix: pageFamilies.apiDoc, resolve: resolveApiDocId },
  { prefix: pageFamilies.blogPost, resolve: resolveBlogSlug },
];

// Files Next generates next to a page (share images, icons) keep their own routing.
const generatedFile = /^(opengraph-image|twitter-image|icon|apple-icon)(-[\w-]+)?$/;

/** Where the markdown twin of an API page is generated (a route beside the page). */
export const markdownTwinFile = 'index.md';

const twinFileSuffix = new RegExp(`/${markdownTwinFile.replace('.', '\\.')}$`);

/** The result codes as their pages' last segment: exactly as written, 1032 and never 01032. */
const resultCodeSegments = new Set<string>(resultCodes.map(String));

const twinFiles = new Set<string>(apiDocIds.map((id) => `${pageFamilies.apiDoc}/${id}/${markdownTwinFile}`));

/** The segment of `rest` below `prefix`, when `rest` is exactly one segment deeper. */
function segmentBelow(rest: string, prefix: string): string | null {
  const segment = rest.startsWith(`${prefix}/`) ? rest.slice(prefix.length + 1) : '';
  return segment !== '' && !segment.includes('/') ? segment : null;
}

/**
 * Where `rest` (a path below a live country) leads: the page itself, its fallback, or nowhere.
 * The language only changes which articles exist: `rest` is the path below the language segment.
 */
function resolvePage(rest: string, locale: Locale = defaultLocale): { pathname: string } | null {
  if (knownPages.has(rest)) return { pathname: rest };
  // The service worker's offline page: an address of its own, though no link leads there.
  if (rest === offlinePath) return { pathname: rest };
  // The search results page: rendered for each query, linked from the header's form alone.
  if (rest === searchPath) return { pathname: rest };
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
    if (segment !== null) return { pathname: `${prefix}/${resolve(segment, locale)}` };
  }
  const code = segmentBelow(rest, pageFamilies.resultCode);
  if (code !== null && resultCodeSegments.has(code)) return { pathname: rest };
  return null;
}

/**
 * A result code M-Pesa's list does not hold (/ke/developers/result-codes/9999): the list of the
 * codes there are, in the language asked for. Temporary, since a code may get its page later.
 */
function unknownResultCode(rest: string, languageHome: string): RouteDecision | null {
  const code = segmentBelow(rest, pageFamilies.resultCode);
  if (code === null || resultCodeSegments.has(code)) return null;
  return { action: 'redirect', status: 307, pathname: `${languageHome}${pagePaths.resultCodes}` };
}

/**
 * An article asked for at the address of the other language (an English slug below /sw/, a
 * Swahili one without it): its translation in the language asked for, or else the article in
 * its own language, at its own address. Never another article.
 */
function articleElsewhere(country: string, locale: Locale, rest: string): RouteDecision | null {
  const slug = segmentBelow(rest, pageFamilies.blogPost);
  const target = slug === null ? null : blogSlugElsewhere(slug, locale);
  if (!target) return null;
  return { action: 'redirect', status: 308, pathname: `${localizedHref(`/${country}`, target.language)}${pageFamilies.blogPost}/${target.slug}` };
}

/**
 * A path below a live market's language segment (/ke/sw/...): the same table as English,
 * within the language. The API reference is English only (it is code): its addresses below
 * the language segment, markdown twins included, lead to the English page rather than serve
 * English under a Swahili address. An unknown path goes to the language's home.
 */
function routeInLanguage(country: string, locale: Locale, below: string[]): RouteDecision {
  const rest = below.length > 0 ? `/${below.join('/')}` : '';
  // The English route's own address: the page is public without its language segment.
  if (locale === defaultLocale) return { action: 'redirect', status: 308, pathname: `/${country}${rest}` };
  const languageHome = localizedHref(`/${country}`, locale);
  if (rest === pageFamilies.apiDoc || rest.startsWith(`${pageFamilies.apiDoc}/`)) {
    const english = resolvePage(rest);
    const target = english ? `/${country}${english.pathname.replace(twinFileSuffix, markdownExtension)}` : `${languageHome}${pagePaths.developers}`;
    return { action: 'redirect', status: 308, pathname: target };
  }
  const elsewhere = articleElsewhere(country, locale, rest) ?? unknownResultCode(rest, languageHome);
  if (elsewhere) return elsewhere;
  const page = resolvePage(rest, locale);
  if (!page) return nowhere(country, locale, below.at(-1) ?? '', languageHome);
  return page.pathname === rest ? { action: 'next' } : { action: 'rewrite', pathname: `${languageHome}${page.pathname}` };
}

/**
 * Whether a path is a page's own address: served with no redirect and no fallback (an English
 * address from its English route, every other one as it is).
 */
export function servesPageAsIs(pathname: string, isFile: (pathname: string) => boolean = isPublicFile): boolean {
  const decision = routeRequest(pathname, isFile);
  if (decision.action === 'next') return true;
  const [country, ...rest] = pathname.split('/').filter(Boolean);
  const path = rest.length > 0 ? `/${rest.join('/')}` : '';
  return decision.action === 'rewrite' && country !== undefined && decision.pathname === routeOf(country, defaultLocale, path);
}

/**
 * A path that leads nowhere: an unknown page goes to the home of its language, a missing file
 * (a name with a dot: a picture, a document) answers 404 with the page that says so, in the
 * language of its address.
 */
function nowhere(country: string, locale: Locale, last: string, languageHome: string): RouteDecision {
  if (last.includes('.')) return { action: 'rewrite', pathname: routeOf(country, locale, missingFilePath), status: 404 };
  return { action: 'redirect', status: 307, pathname: languageHome };
}

/** The route of a page in the app tree: its market, its language, then the page's path. */
function routeOf(country: string, locale: Locale, page: string): string {
  return `/${country}/${locale}${page}`;
}

/**
 * `rememberedLanguage` is the visitor's choice from the language switcher (its cookie), applied
 * at the bare origin alone, so that every page address serves its own language to everyone.
 * `isFile` says whether a path names a file in public/ (injected so tests need no disk).
 * Any other path with a dot follows the table like a page would: /ke/foo.html goes home,
 * /ke/blog/post.html shows the fallback article.
 */
export function routeRequest(pathname: string, isFile: (pathname: string) => boolean = isPublicFile, rememberedLanguage?: Locale): RouteDecision {
  const segments = pathname.split('/').filter(Boolean);
  const [first] = segments;
  // The bare origin shows no page of its own: it opens the home in the language the visitor
  // last chose with the switcher (never one guessed from Accept-Language), English otherwise.
  // Temporary, so that no browser keeps the first answer once the visitor chooses.
  if (first === undefined) return { action: 'redirect', status: 307, pathname: localizedHref(home, rememberedLanguage ?? defaultLocale) };

  const last = segments[segments.length - 1] ?? '';
  if (generatedFile.test(last) || generatedFiles.has(pathname) || searchIndexAddress.test(pathname)) return { action: 'next' };
  if (last.includes('.') && isFile(pathname)) return { action: 'next' };

  if (isCountry(first)) {
    // Every path below a market that is not live yet shows that market's coming-soon page.
    if (!isLive(first)) {
      const [, second] = segments;
      const language = second !== undefined && isLocale(second) ? second : defaultLocale;
      const page = routeOf(first, language, comingSoonPath);
      return pathname === page ? { action: 'next' } : { action: 'rewrite', pathname: page };
    }
    const [, second] = segments;
    if (second !== undefined && isLocale(second)) return routeInLanguage(first, second, segments.slice(2));
    const rest = segments.length > 1 ? `/${segments.slice(1).join('/')}` : '';
    const elsewhere = articleElsewhere(first, defaultLocale, rest) ?? unknownResultCode(rest, `/${first}`);
    if (elsewhere) return elsewhere;
    const page = resolvePage(rest);
    if (!page) return nowhere(first, defaultLocale, last, home);
    return { action: 'rewrite', pathname: routeOf(first, defaultLocale, page.pathname) };
  }

  // A known page without its country (the landing page links to a plain /developers).
  const path = `/${segments.join('/')}`;
  if (resolvePage(path)) {
    return { action: 'redirect', status: 308, pathname: `${home}${path}` };
  }
  return unknownResultCode(path, home) ?? nowhere(defaultCountry, defaultLocale, last, home);
}
