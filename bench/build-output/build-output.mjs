// What a production build makes a browser download for each page, read from `.next` after
// `next build`. One module for `npm run bench`, the byte-budget test (bench/last-build/) and
// `node bench/build-output/measure-route-js.mjs`, so the three cannot disagree.
//
// Bytes are what `next start` puts on the wire: gzip (zlib defaults, as its `compression`
// middleware) for text files of 1 KB or more, the file as it is otherwise. 1 KB = 1024 bytes.
//
// The framework floor is the JavaScript every page of any App Router site loads, whatever it
// contains:
//   1. `rootMainFiles` of build-manifest.json: the bundler runtime, React DOM and the router;
//   2. the App Router's client roots (layout-router, client-page, error boundaries, …), which
//      Next adds to every page. They share a chunk with the app's own layout components, so
//      their size is taken from `/_global-error`, the one page Next builds with nothing of ours
//      in it (as long as the app has no client code in a global-error.tsx; if it does, the
//      floor falls back to (1) and says so).
// A route's own JS is everything else it loads: the total minus the floor.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { createContext, runInContext } from 'node:vm';
import { gzipSync } from 'node:zlib';
import { rootMainFiles } from '../../build/compile-hints.mjs';
import { htmlResources } from './html-resources.mjs';

/** @typedef {import('./html-resources.mjs').ResourceKind} ResourceKind */
/** @typedef {{ url: string, kind: ResourceKind, bytes: number | null }} MeasuredResource */
/**
 * @typedef {object} PageBytes
 * @property {{ total: number, floor: number, own: number }} js gzip bytes on load
 * @property {number} css
 * @property {number} font
 * @property {number} image
 * @property {number} html gzip bytes of the document
 * @property {number} htmlRaw bytes of the document as the browser parses it (UTF-8, uncompressed)
 * @property {number} inlineScripts bytes of its inline scripts' code (the route data React reads)
 * @property {number} requests the document and every resource it loads
 * @property {MeasuredResource[]} resources
 */

export const kilobyte = 1024;
const compressionThreshold = 1024;
const compressible = /\.(js|mjs|css|html|svg|json|txt|xml|map|ico)$/i;

/** Bytes `next start` sends for a file's contents. */
export function servedBytes(contents, name) {
  return compressible.test(name) && contents.length >= compressionThreshold ? gzipSync(contents).length : contents.length;
}

export function gzipBytes(text) {
  return gzipSync(text).length;
}

/**
 * Bytes of the code of a page's inline scripts (structured data included: the parser reads it
 * all the same), without their tags.
 * @param {string} html
 */
export function inlineScriptBytes(html) {
  let bytes = 0;
  for (const [, attributes, code] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (!/\bsrc=/i.test(attributes ?? '')) bytes += Buffer.byteLength(code ?? '');
  }
  return bytes;
}

/** Reads a `*_client-reference-manifest.js` file (it assigns one entry to a global). */
function readClientReferenceManifest(file) {
  const context = createContext({});
  runInContext(readFileSync(file, 'utf8'), context);
  const manifests = Object.values(context.__RSC_MANIFEST ?? {});
  return manifests[0] ?? null;
}

/** Every prerendered page of the build as `[route, file]`, Next's internal pages excluded. */
function prerenderedPages(appDir, prefix = '') {
  return readdirSync(appDir).flatMap((name) => {
    const path = join(appDir, name);
    if (statSync(path).isDirectory()) return prerenderedPages(path, `${prefix}/${name}`);
    if (!name.endsWith('.html')) return [];
    // English pages are built below an `en` segment that their public addresses leave out.
    const route = `${prefix}/${name.slice(0, -'.html'.length)}`.replace(/^(\/[a-z]{2})\/en(?=\/|$)/, '$1');
    return route.startsWith('/_') ? [] : [{ route, file: path }];
  });
}

/**
 * Opens a build. Throws with a clear message when there is none.
 * @param {{ root?: string, distDir?: string }} [options]
 */
export function readBuild({ root = process.cwd(), distDir = '.next' } = {}) {
  const dist = join(root, distDir);
  const manifestFile = join(dist, 'build-manifest.json');
  if (!existsSync(manifestFile)) {
    throw new Error(`No build in ${dist}: run \`next build\` first.`);
  }
  /** @type {Map<string, number | null>} */
  const sizes = new Map();

  /** The file behind a same-origin URL path, or null when the build has none. */
  function fileOf(url) {
    const { pathname, searchParams } = new URL(url, 'http://build.local');
    if (pathname === '/_next/image') {
      // Optimised images: the source file is an upper bound of what the optimiser sends.
      const source = searchParams.get('url');
      return source ? fileOf(source) : null;
    }
    const candidates = pathname.startsWith('/_next/')
      ? [join(dist, pathname.slice('/_next/'.length))]
      : [join(root, 'public', pathname), join(dist, 'server', 'app', `${pathname}.body`)];
    return candidates.find((file) => existsSync(file) && statSync(file).isFile()) ?? null;
  }

  /** Bytes sent for a same-origin URL; null when the build cannot say (another host, a route handler). */
  function bytesOf(url) {
    if (!sizes.has(url)) {
      const file = /^(https?:)?\/\//.test(url) ? null : fileOf(url);
      sizes.set(url, file ? servedBytes(readFileSync(file), file.replace(/\.body$/, '')) : null);
    }
    return sizes.get(url) ?? null;
  }

  const rootMainUrls = rootMainFiles(dist).map((file) => `/_next/${file}`);
  const floor = measureFloor(dist, rootMainUrls, bytesOf);

  /**
   * What a page costs on load. `loaded` adds resources seen on the network that the markup does
   * not name (a chunk imported while the page starts, a font found through the CSS); each
   * carries the bytes the browser saw, used when the build cannot tell.
   * @param {string} html
   * @param {{ loaded?: { url: string, kind: ResourceKind, transferBytes?: number }[] }} [options]
   * @returns {PageBytes}
   */
  function measurePage(html, { loaded = [] } = {}) {
    /** @type {Map<string, MeasuredResource>} */
    const resources = new Map();
    for (const { url, kind } of htmlResources(html)) resources.set(url, { url, kind, bytes: bytesOf(url) });
    for (const { url, kind, transferBytes } of loaded) {
      if (!resources.has(url)) resources.set(url, { url, kind, bytes: bytesOf(url) ?? transferBytes ?? null });
    }
    const list = [...resources.values()];
    const sum = (kind) => list.filter((resource) => resource.kind === kind).reduce((total, { bytes }) => total + (bytes ?? 0), 0);
    const totalJs = sum('script');
    return {
      js: { total: totalJs, floor: floor.bytes, own: Math.max(0, totalJs - floor.bytes) },
      css: sum('stylesheet'),
      font: sum('font'),
      image: sum('image'),
      html: gzipBytes(html),
      htmlRaw: Buffer.byteLength(html),
      inlineScripts: inlineScriptBytes(html),
      requests: 1 + list.length,
      resources: list,
    };
  }

  return {
    dist,
    floor,
    /** Prerendered pages as `{ route, file }`, sorted by route. */
    pages: () => prerenderedPages(join(dist, 'server', 'app')).sort((a, b) => a.route.localeCompare(b.route)),
    measurePage,
    bytesOf,
  };
}

/**
 * The framework floor (see the top of this file).
 * @param {string} dist
 * @param {string[]} rootMainUrls
 * @param {(url: string) => number | null} bytesOf
 */
function measureFloor(dist, rootMainUrls, bytesOf) {
  const rootMain = rootMainUrls.reduce((total, url) => total + (bytesOf(url) ?? 0), 0);
  const manifestFile = join(dist, 'server', 'app', '_global-error', 'page_client-reference-manifest.js');
  const clientModules = existsSync(manifestFile) ? Object.entries(readClientReferenceManifest(manifestFile)?.clientModules ?? {}) : [];
  const isNext = (path) => /\/node_modules\/next\//.test(path);
  const rootChunks = new Set(clientModules.flatMap(([, entry]) => entry.chunks).filter((url) => !rootMainUrls.includes(url)));
  const ours = clientModules.filter(([path]) => !isNext(path));

  if (clientModules.length === 0 || ours.length > 0) {
    return {
      bytes: rootMain,
      rootMain,
      routerRoots: 0,
      files: rootMainUrls,
      note: 'floor = rootMainFiles only: /_global-error has no framework-only client manifest',
    };
  }
  const routerRoots = [...rootChunks].reduce((total, url) => total + (bytesOf(url) ?? 0), 0);
  return {
    bytes: rootMain + routerRoots,
    rootMain,
    routerRoots,
    files: [...rootMainUrls, ...rootChunks],
    note: 'floor = rootMainFiles + App Router client roots (from /_global-error)',
  };
}
