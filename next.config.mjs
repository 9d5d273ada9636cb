import { addCompileHints } from './scripts/build/compile-hints.mjs';

const isDev = process.env.NODE_ENV === 'development';

/**
 * Content-Security-Policy for a statically generated site with no third-party origin. README
 * "Security" explains each allowance; in short:
 * - script-src 'unsafe-inline': Next streams each page's React Server Component payload in
 *   inline <script> tags that differ per page. A nonce needs a render per request (the pages
 *   are static) and one header cannot list every page's hashes. Our code adds no inline
 *   script of its own apart from JSON-LD, a data block that never runs.
 * - style-src 'unsafe-inline': style="" attributes (build-time code highlighting) and the
 *   <style> element the toast library inserts when it loads.
 * - img-src data:: none of our images today; kept out on purpose, add it only when needed.
 * - Development only: React's dev build uses eval() for call stacks, and hot reload a websocket.
 */
const contentSecurityPolicy = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${isDev ? " 'unsafe-eval'" : ''}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self'",
  "font-src 'self'",
  `connect-src 'self'${isDev ? ' ws:' : ''}`,
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

const securityHeaders = [
  { key: 'Content-Security-Policy', value: contentSecurityPolicy },
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
  poweredByHeader: false,
  reactStrictMode: true,
  experimental: {
    // The contact, newsletter and notify forms post to Server Actions. Next reads such a post
    // whole before our code runs: 64 KB holds the 16 KiB a form may carry (the limit the
    // action then applies to what was typed) plus React's encoding of the previous answer,
    // which a post made without JavaScript sends back, instead of Next's default 1 MB.
    serverActions: { bodySizeLimit: '64kb' },
  },
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
      {
        // Files in public/images never change in place: a new image gets a new name.
        source: '/images/:path*',
        headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
      },
    ];
  },
};

export default nextConfig;
