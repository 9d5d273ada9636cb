import { addCompileHints } from './scripts/build/compile-hints.mjs';

// Pages get their Content-Security-Policy from the proxy, one per page with the hashes of its
// inline code (lib/csp/policy.ts says why each source is there). Every other response (route
// handlers, build assets, files) runs no script and embeds nothing: this one, which the
// proxy never sees. The two sets must not meet: a response with two policies enforces both.
const nonPagePolicy = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

const securityHeaders = [
  // Two years, the value HSTS preload lists ask for. Browsers ignore it over plain http.
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=()' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  // frame-ancestors for browsers that predate it.
  { key: 'X-Frame-Options', value: 'DENY' },
];

/** @type {import('next').NextConfig} */
const nextConfig = {
  // A self-contained server in .next/standalone (scripts/build/standalone.mjs adds the static
  // files): what `npm start` runs and what a deployment ships.
  output: 'standalone',
  // Keeps request.url in proxy.ts as the address the server listens on, so that its rewrites
  // and redirects stay inside the server (see proxy.ts).
  skipProxyUrlNormalize: true,
  poweredByHeader: false,
  reactStrictMode: true,
  compiler: {
    // Lets Chrome compile React and the router off the main thread (scripts/build/compile-hints.mjs).
    runAfterProductionCompile: async ({ distDir }) => {
      const files = addCompileHints(distDir);
      console.log(`Compile hints added to ${files.length} root chunks`);
    },
  },
  async headers() {
    return [
      // Every response: pages, route handlers, build assets, public files.
      { source: '/:path*', headers: securityHeaders },
      // What the proxy does not match (proxy.ts): route handlers, build assets, files.
      ...['/api/:path+', '/_next/:path+', '/:file(.*\\.[A-Za-z0-9]+)'].map((source) => ({
        source,
        headers: [{ key: 'Content-Security-Policy', value: nonPagePolicy }],
      })),
      {
        // Files in public/images keep their name when an editor replaces them (a blog cover, an
        // illustration), so they are not immutable: cached for an hour, then revalidated with
        // their ETag (a 304 when unchanged). Only content-hashed names (/_next/static) are cached
        // for a year.
        source: '/images/:path*',
        headers: [{ key: 'Cache-Control', value: 'public, max-age=3600, must-revalidate' }],
      },
    ];
  },
};

export default nextConfig;
