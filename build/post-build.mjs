// The one pass over `next build`'s output, run by `npm run build`:
//
//   node build/post-build.mjs
//
// It reads every prerendered page once (build/html-pages.mjs: every .html below the app output,
// whatever folders the routes live in), applies each page rewrite in turn, checks the result of
// each over the whole build, writes the pages back, hashes their inline code for the
// Content-Security-Policy (last: the hashes must be of the bytes the server sends), and then
// completes the standalone server, writing the same pages over its copy, bundles the service
// worker into it (build/service-worker.mjs), and precompresses what
// the front door serves from disk (build/precompress.mjs). One walk, one copy of
// the pages rewritten; each step fails the build loudly when Next's output no longer looks as
// it expects.
//
// A rewrite stays only while it wins for real visitors in a real throttled browser
// (bench/real-browser), or the policy needs it: docs/performance.md has the figures. Today that
// is the stylesheet written into each page (build/inline-stylesheet.mjs). The framework's root
// scripts get their compile hint earlier, from next.config.mjs (build/compile-hints.mjs): it
// changes scripts, not pages, before Next prerenders.
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { cspManifestFile } from '../lib/csp/manifest-file.mjs';
import { buildCspManifest } from './csp-manifest.mjs';
import { readPages } from './html-pages.mjs';
import { bundleServiceWorker } from './service-worker.mjs';
import { inlineStylesheet } from './inline-stylesheet.mjs';
import { precompress, servedFromDisk } from './precompress.mjs';
import { completeStandalone } from './standalone.mjs';

/**
 * @typedef {{ name: string, rewrite: (html: string) => string | Promise<string>, check: (pages: import('./html-pages.mjs').Page[]) => void }} PageRewrite
 *   `check` throws unless every page, rewritten, is as the step promises
 */

/**
 * The page rewrites, in the order they run.
 * @param {string} distDir
 * @returns {PageRewrite[]}
 */
function pageRewrites(distDir) {
  return [inlineStylesheet(distDir)];
}

/**
 * Next's server keeps a copy of each page it has served (server/route-cache) and sends that copy
 * from then on. A copy made before this pass ran (a server started on the build, then the pass
 * run again) would be sent under the new hashes, and its scripts refused: the pass removes them.
 * @param {string} distDir
 */
function forgetServedPages(distDir) {
  for (const dir of [distDir, join(distDir, 'standalone', '.next')]) rmSync(join(dir, 'server', 'route-cache'), { recursive: true, force: true });
}

/** The files the front door serves from disk, compressed once at the highest level. */
function precompressed(standalone) {
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  const { files, bytes, brotli, gzip } = precompress(servedFromDisk(standalone));
  return `${files} static files precompressed: ${kb(bytes)} → brotli ${kb(brotli)}, gzip ${kb(gzip)}`;
}

/**
 * Runs the pass over the build in `root`/.next.
 * @param {string} root the project
 * @returns {Promise<string[]>} what it did, one line each
 */
export async function postBuild(root) {
  const distDir = join(root, '.next');
  const rewrites = pageRewrites(distDir);
  const built = readPages(distDir);
  const pages = [];
  for (const page of built) {
    let html = page.html;
    for (const step of rewrites) html = await step.rewrite(html);
    pages.push({ ...page, html });
  }
  for (const step of rewrites) step.check(pages);
  const changed = pages.filter((page, index) => page.html !== built[index]?.html);
  for (const page of changed) writeFileSync(page.file, page.html);
  forgetServedPages(distDir);

  const manifest = buildCspManifest(distDir, pages);
  writeFileSync(join(root, cspManifestFile), `${JSON.stringify(manifest, null, 1)}\n`);

  return [
    `${rewrites.map((step) => step.name).join(', ')}: ${changed.length} of ${pages.length} prerendered pages rewritten`,
    `CSP manifest: inline script and style hashes of ${Object.keys(manifest.pages).length} pages in ${cspManifestFile}`,
    ...completeStandalone({ root, pages }),
    bundleServiceWorker(root),
    precompressed(join(distDir, 'standalone')),
  ];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    for (const line of await postBuild(process.cwd())) console.log(`post-build: ${line}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
