// Headers that do not depend on the page, shared by the two servers that send files: the Next
// server (next.config.mjs) and the front door, which serves the build's assets and public/
// from disk (scripts/test-bed/nginx-config.mjs, docs/production.md). Plain JavaScript so that
// both can import it. Why each header: docs/security.md.

export const securityHeaders = [
  // Two years, the value HSTS preload lists ask for. Browsers ignore it over plain http.
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=()' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  // frame-ancestors for browsers that predate it.
  { key: 'X-Frame-Options', value: 'DENY' },
];

/** Content-hashed build assets (/_next/static): a new build gives a changed file a new name. */
export const immutableCacheControl = 'public, max-age=31536000, immutable';

/**
 * Files in public/images keep their name when an editor replaces them (a blog cover, an
 * illustration), so they are not immutable: cached for an hour, then revalidated with their
 * ETag (a 304 when unchanged).
 */
export const publicImageCacheControl = 'public, max-age=3600, must-revalidate';
