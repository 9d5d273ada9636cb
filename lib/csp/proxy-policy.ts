import { NextResponse } from 'next/server';
import type { NextRequest } from 'next/server';
import { routeRequest } from '@/lib/route-request';
import { cspManifest } from './manifest';
import { nonPagePolicy } from './non-page-policy.mjs';
import { createNonce, pagePolicy, reportingEndpoints } from './policy';
import type { PageSources } from './policy';

const development = process.env.NODE_ENV === 'development';
/** Next's page for a path with no page; it may answer any request below. */
const notFoundPage = '/_not-found';
/** A path that names a file (sitemap.xml, an image, a markdown twin) rather than a page. */
const fileName = /\.[A-Za-z0-9]+$/;

/** The prerendered page a path shows: itself, or the page a fallback rewrites it to. */
export function pageShownAt(pathname: string): string | null {
  const decision = routeRequest(pathname);
  if (decision.action === 'next') return pathname;
  if (decision.action === 'rewrite') return decision.pathname;
  return null;
}

/**
 * What the browser may run on the page a request gets. A GET of a prerendered page is
 * served from its built HTML: exactly its hashes. Anything else (a form posted without
 * JavaScript renders the page again with the action's result, a path with no built page)
 * is rendered on demand: a fresh nonce, which Next applies as it renders, beside the hashes
 * of whichever built page may still answer (the page itself, or not-found).
 */
export function policyFor(method: string, pathname: string): { policy: string; nonce?: string } {
  if (development) return { policy: pagePolicy({ scripts: [], styles: [] }, true) };
  const { pages, runtimeStyles } = cspManifest();
  const shown = pageShownAt(pathname);
  // A redirect: the browser renders nothing of it.
  if (shown === null) return { policy: pagePolicy({ scripts: [], styles: [] }) };
  const page = pages[shown];
  // A file the site serves as it is (public/, a generated file, a markdown twin) runs nothing.
  if (!page && fileName.test(shown)) return { policy: nonPagePolicy };
  if (page && (method === 'GET' || method === 'HEAD')) {
    return { policy: pagePolicy({ scripts: page.scripts, styles: [...page.styles, ...runtimeStyles] }) };
  }
  const builtPages = [page, pages[notFoundPage]].filter((entry) => entry !== undefined);
  const sources: PageSources = {
    scripts: [...new Set(builtPages.flatMap((entry) => entry.scripts))],
    styles: [...new Set([...builtPages.flatMap((entry) => entry.styles), ...runtimeStyles])],
    nonce: createNonce(),
  };
  return { policy: pagePolicy(sources), nonce: sources.nonce };
}

/**
 * Sets the page's Content-Security-Policy on the proxy's response. For a render on demand,
 * the policy also goes to Next in the request's headers, where it finds the nonce.
 */
export function withContentSecurityPolicy(request: NextRequest, response: NextResponse): NextResponse {
  const { policy, nonce } = policyFor(request.method, request.nextUrl.pathname);
  response.headers.set('Content-Security-Policy', policy);
  response.headers.set('Reporting-Endpoints', reportingEndpoints);
  if (nonce) forwardRequestHeader(request, response, 'Content-Security-Policy', policy);
  return response;
}

/**
 * NextResponse takes the request headers to pass on only when it is created (by the routing,
 * before the policy is known), and encodes them as headers of the response: the encoding is
 * taken from a NextResponse.next() built with them, not written by hand. Headers the routing
 * itself passed on are kept.
 */
function forwardRequestHeader(request: NextRequest, response: NextResponse, name: string, value: string): void {
  const headers = new Headers(request.headers);
  const overridden = response.headers.get('x-middleware-override-headers');
  for (const key of overridden ? overridden.split(',') : []) {
    const passed = response.headers.get(`x-middleware-request-${key}`);
    if (passed !== null) headers.set(key, passed);
  }
  headers.set(name, value);
  const carrier = NextResponse.next({ request: { headers } });
  for (const [key, header] of carrier.headers) {
    if (key === 'x-middleware-override-headers' || key.startsWith('x-middleware-request-')) response.headers.set(key, header);
  }
}
