import 'server-only';

/**
 * The `route` label of a request in the metrics: one of a bounded set, whatever addresses
 * clients try. A prerendered page is itself; a route handler is its path when it answered
 * (the unknown API paths all answer 404, under one label); build assets and public files are
 * grouped; everything else (redirects, rewrites to a fallback) is "other".
 */
export function routeLabel(pathname: string, status: number, pages: ReadonlySet<string>): string {
  if (pathname.startsWith('/_next/static/')) return '/_next/static';
  if (pathname.startsWith('/_next/')) return '/_next';
  if (pathname.startsWith('/api/')) return status === 404 || !/^\/api(\/[a-z0-9-]+){1,3}$/.test(pathname) ? '/api/*' : pathname;
  if (pages.has(pathname)) return pathname;
  if (/\.[a-z0-9]+$/i.test(pathname) && status < 300) return 'file';
  return 'other';
}
