import { NextResponse } from 'next/server';
import type { NextRequest } from 'next/server';
import { withContentSecurityPolicy } from '@/lib/csp/proxy-policy';
import { languageCookie, rememberedLocale } from '@/lib/i18n/language-choice';
import { routeRequest } from '@/lib/route-request';

/** Routes the request, then sets the Content-Security-Policy of the page it gets (lib/csp). */
export function proxy(request: NextRequest) {
  return withContentSecurityPolicy(request, route(request));
}

/** Applies the routing table (lib/route-request.ts): country redirects, coming-soon rewrites, fallbacks. */
function route(request: NextRequest) {
  const decision = routeRequest(request.nextUrl.pathname, undefined, rememberedLocale(request.cookies.get(languageCookie)?.value));
  if (decision.action === 'next') return NextResponse.next();

  // Built on request.url, the address this server listens on (not the Host header a client
  // sends), so that Next resolves the target inside this process and never connects out.
  // nextUrl would not do: it writes a loopback address as "localhost", which Next then takes
  // for another origin when the server listens on 127.0.0.1, and proxies over HTTP. The
  // address is kept as is because next.config.mjs sets skipProxyUrlNormalize.
  const target = new URL(`${decision.pathname}${request.nextUrl.search}`, request.url);
  if (decision.action === 'rewrite') return NextResponse.rewrite(target);
  return NextResponse.redirect(target, decision.status);
}

export const config = {
  // Route handlers and build assets are served as they are. Paths with a dot come here too:
  // the routing table serves real files (public/, sitemap.xml, openapi.json, …) and the
  // markdown twins, and sends any other dotted path where a page path would go.
  matcher: ['/((?!api/|_next/).*)'],
};
