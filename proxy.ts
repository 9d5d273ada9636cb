import { NextResponse } from 'next/server';
import type { NextRequest } from 'next/server';
import { withContentSecurityPolicy } from '@/lib/csp/proxy-policy';
import { routeRequest } from '@/lib/routing';

/** Routes the request, then sets the Content-Security-Policy of the page it gets (lib/csp). */
export function proxy(request: NextRequest) {
  return withContentSecurityPolicy(request, route(request));
}

/** Applies the routing table of DESIGN.md: country redirects, coming-soon rewrites, fallbacks. */
function route(request: NextRequest) {
  const decision = routeRequest(request.nextUrl.pathname);
  if (decision.action === 'next') return NextResponse.next();

  if (decision.action === 'rewrite') {
    // A rewrite must keep the origin the request came in on, or Next forwards it over HTTP
    // as if it were another site. nextUrl reports 127.0.0.1 as "localhost", so the origin is
    // rebuilt from the Host header as sent.
    const host = request.headers.get('host') ?? request.nextUrl.host;
    return NextResponse.rewrite(new URL(`${decision.pathname}${request.nextUrl.search}`, `${request.nextUrl.protocol}//${host}`));
  }

  const url = request.nextUrl.clone();
  url.pathname = decision.pathname;
  return NextResponse.redirect(url, decision.status);
}

export const config = {
  // Route handlers, build assets and files with an extension (public/, sitemap.xml,
  // robots.txt, openapi.json, the RSS feed) are served as they are.
  matcher: ['/((?!api/|_next/|.*\\.[A-Za-z0-9]+$).*)'],
};
