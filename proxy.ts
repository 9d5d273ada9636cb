import { NextResponse } from 'next/server';
import type { NextRequest } from 'next/server';
import { routeRequest } from '@/lib/routing';

/** Applies the routing table of DESIGN.md: country redirects, coming-soon rewrites, fallbacks. */
export function proxy(request: NextRequest) {
  const decision = routeRequest(request.nextUrl.pathname);
  if (decision.action === 'next') return NextResponse.next();

  const url = request.nextUrl.clone();
  url.pathname = decision.pathname;
  if (decision.action === 'rewrite') return NextResponse.rewrite(url);
  return NextResponse.redirect(url, decision.status);
}

export const config = {
  // Route handlers, build assets and files with an extension (public/, sitemap.xml,
  // robots.txt, openapi.json, the RSS feed) are served as they are.
  matcher: ['/((?!api/|_next/|.*\\.[A-Za-z0-9]+$).*)'],
};
