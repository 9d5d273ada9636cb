import { NextResponse } from 'next/server';
import type { NextRequest } from 'next/server';
import { routeRequest } from '@/lib/routing';

/** Applies the routing table of DESIGN.md: country redirects, coming-soon rewrites, fallbacks. */
export function proxy(request: NextRequest) {
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
  // Route handlers and build assets are served as they are. Paths with a dot come here too:
  // the routing table serves real files (public/, sitemap.xml, openapi.json, …) and the
  // markdown twins, and sends any other dotted path where a page path would go.
  matcher: ['/((?!api/|_next/).*)'],
};
