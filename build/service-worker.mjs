// Bundles the service worker (lib/offline/service-worker.ts, built on Serwist) into the
// standalone folder's public/sw.js, the one place both servers send it from: the Next server
// serves public/, the front door reads it from disk. Run by the post-build pass, before the
// precompression, so the front door also has its brotli and gzip copies.
//
// Serwist's Next plugin needs a webpack build, and the site builds with Turbopack: the worker is
// a standalone script bundled here with esbuild instead, with the build's id written in so that
// each build's worker is a new file (the browser updates it) with caches of its own.
import { buildSync } from 'esbuild';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Its address: at the root, so that its scope is the whole site. */
export const serviceWorkerPath = '/sw.js';

const entry = fileURLToPath(new URL('../lib/offline/service-worker.ts', import.meta.url));

/**
 * @param {string} root the project, built (its .next/BUILD_ID and standalone folder)
 * @returns {string} what it did, in one line
 */
export function bundleServiceWorker(root) {
  const buildIdFile = join(root, '.next', 'BUILD_ID');
  if (!existsSync(buildIdFile)) throw new Error('.next/BUILD_ID is missing: the service worker needs the build id to name its caches');
  const buildId = readFileSync(buildIdFile, 'utf8').trim();
  const outfile = join(root, '.next', 'standalone', 'public', serviceWorkerPath.slice(1));
  buildSync({
    entryPoints: [entry],
    outfile,
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2022',
    legalComments: 'none',
    define: {
      serviceWorkerBuild: JSON.stringify({ buildId }),
      'process.env.NODE_ENV': '"production"',
      'process.env.NEXT_PUBLIC_PSEUDO_LOCALE': JSON.stringify(process.env.NEXT_PUBLIC_PSEUDO_LOCALE ?? ''),
    },
    logLevel: 'error',
  });
  return `service worker of build ${buildId}: ${serviceWorkerPath}, ${(statSync(outfile).size / 1024).toFixed(1)} KB`;
}
