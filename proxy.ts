import { NextResponse } from 'next/server';
import type { NextRequest } from 'next/server';
import { policyFor, routeShown } from '@/lib/csp/proxy-policy';
import { reportingEndpoints } from '@/lib/csp/policy';
import { chosenLocale, languageCookie, languageCookieOptions, legacyLanguageCookie, legacyLanguageCookieExpiry } from '@/lib/i18n/language-choice';
import { routeRequest } from '@/lib/route-request';

/**
 * Decides once, from the routing table (lib/route-request.ts), where a request goes and which
 * Content-Security-Policy the page it gets runs under (lib/csp). A page rendered on demand also
 * gets the policy in its request headers, where Next finds the nonce to apply.
 */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const remembered = chosenLocale((name) => request.cookies.get(name)?.value);
  const decision = routeRequest(pathname, undefined, remembered);
  const { policy, nonce } = policyFor(request.method, routeShown(pathname, decision));
  const forwarded = nonce ? { request: { headers: withHeader(request.headers, 'Content-Security-Policy', policy) } } : {};

  // Built on request.url, the address this server listens on (not the Host header a client
  // sends), so that Next resolves a rewrite inside this process and never connects out, and
  // answers a redirect with the path alone (it drops its own origin from the Location).
  // nextUrl would not do: it writes a loopback address as "localhost", which Next then takes
  // for another origin when the server listens on 127.0.0.1, and proxies over HTTP. The
  // address is kept as is because next.config.mjs sets skipProxyUrlNormalize.
  const target = decision.action === 'next' ? null : new URL(`${decision.pathname}${search}`, request.url);
  const response =
    decision.action === 'next'
      ? NextResponse.next(forwarded)
      : decision.action === 'rewrite'
        ? // A missing file is shown its language's page with the status 404.
          NextResponse.rewrite(target ?? request.url, { ...forwarded, status: decision.status })
        : NextResponse.redirect(target ?? request.url, decision.status);
  response.headers.set('Content-Security-Policy', policy);
  response.headers.set('Reporting-Endpoints', reportingEndpoints);
  // A choice remembered under the cookie's old name moves to the new one at the bare origin,
  // the one address that reads it (a redirect: no shared cache keeps its cookies).
  if (pathname === '/' && remembered && request.cookies.has(legacyLanguageCookie)) {
    response.cookies.set(languageCookie, remembered, languageCookieOptions);
    response.cookies.set(legacyLanguageCookie, '', legacyLanguageCookieExpiry);
  }
  return response;
}

function withHeader(headers: Headers, name: string, value: string): Headers {
  const copy = new Headers(headers);
  copy.set(name, value);
  return copy;
}

export const config = {
  // Route handlers and build assets are served as they are. Paths with a dot come here too:
  // the routing table serves real files (public/, sitemap.xml, openapi.json, …) and the
  // markdown twins, and sends any other dotted path where a page path would go.
  matcher: ['/((?!api/|_next/).*)'],
};
