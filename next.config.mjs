import { nonPagePolicy } from './lib/csp/non-page-policy.mjs';
import { addCompileHints } from './build/compile-hints.mjs';
import { publicImageCacheControl, securityHeaders } from './lib/response-headers.mjs';
import { serviceWorkerCacheControl, serviceWorkerPath } from './lib/offline/address.mjs';

// The proxy sets the Content-Security-Policy of everything it sees; here, the non-page policy
// for what it never sees (/api, /_next). Why, and the headers below: docs/security.md.

/** @type {import('next').NextConfig} */
const nextConfig = {
  // A self-contained server in .next/standalone (build/standalone.mjs adds the static
  // files): what `npm start` runs and what a deployment ships.
  output: 'standalone',
  // Keeps request.url in proxy.ts as the address the server listens on, so that its rewrites
  // and redirects stay inside the server (see proxy.ts).
  skipProxyUrlNormalize: true,
  poweredByHeader: false,
  reactStrictMode: true,
  // `npm test` checks the types of the whole project (`npm run typecheck`) before it builds, and
  // says so with TYPES_CHECKED=1: the build's own check of the same files would be that work again.
  typescript: { ignoreBuildErrors: process.env.TYPES_CHECKED === '1' },
  experimental: {
    // The site has no Server Actions (the forms post to route handlers), but Next still reads
    // a form post that names one (its id travels in the body) before it finds no such action:
    // 64 KB instead of Next's default 1 MB bounds what such a post can cost.
    serverActions: { bodySizeLimit: '64kb' },
    // The pages' root layout sits below the language segment (app/[country]/[lang]), so that
    // each writes its own <html lang> into the static HTML; the 404 of an address matching no
    // page then needs a document of its own (app/global-not-found.tsx).
    globalNotFound: true,
  },
  compiler: {
    // Lets Chrome compile React and the router off the main thread (build/compile-hints.mjs).
    runAfterProductionCompile: async ({ distDir }) => {
      const files = addCompileHints(distDir);
      console.log(`Compile hints added to ${files.length} root chunks`);
    },
  },
  async headers() {
    return [
      // Every response: pages, route handlers, build assets, public files.
      { source: '/:path*', headers: securityHeaders },
      // What the proxy does not match (proxy.ts): route handlers under /api, build assets.
      ...['/api/:path+', '/_next/:path+'].map((source) => ({
        source,
        headers: [{ key: 'Content-Security-Policy', value: nonPagePolicy }],
      })),
      // The lead routes answer a post made without JavaScript that needs fixing with a page
      // whose one form posts back to them (lib/server/leads/reply-page.ts). The last match wins.
      {
        source: '/api/:form(contact|newsletter|notify)',
        headers: [{ key: 'Content-Security-Policy', value: nonPagePolicy.replace("form-action 'none'", "form-action 'self'") }],
      },
      // Replaced files keep their name: revalidated after an hour (lib/response-headers.mjs).
      { source: '/images/:path*', headers: [{ key: 'Cache-Control', value: publicImageCacheControl }] },
      // The service worker: checked for a new build's on every visit (lib/offline/address.mjs).
      { source: serviceWorkerPath, headers: [{ key: 'Cache-Control', value: serviceWorkerCacheControl }] },
    ];
  },
};

export default nextConfig;
