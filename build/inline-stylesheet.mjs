// Writes the site's stylesheet into every prerendered page, so that the first paint needs one
// request: the HTML.
//
// Why: a <link rel="stylesheet"> is render-blocking. On a slow phone link the first paint then
// waits for the HTML and for one more full round trip (about 0.6 s per request on Slow 4G,
// 1.1 s on 3G), which is most of the distance to a bare Next page's first paint. Inlined, the
// stylesheet (about 9 KB gzip, the same on every page) travels with the HTML. A visitor's
// later pages carry it again instead of reading a cached file: about 0.05 s on Slow 4G and
// 0.12 s on 3G per page, against a round trip saved on every first visit
// (docs/performance.md has the figures). Next's own `experimental.inlineCss` writes the
// stylesheet three times into each page (a <style>, and twice in the React Server Component
// payload): 40 KB gzip and more, over the HTML budget.
//
// How: after `next build`, in each prerendered .html file, every stylesheet link of the build
// (`/_next/static/…css`) gets a <style data-inlined-stylesheet> with the file's contents just
// before it, and the link itself gets `disabled`, which browsers do not fetch. The link stays for
// React: when the page hydrates, React looks for it (by href) to adopt it; finding none it would
// insert one and download the stylesheet again. Pages reached by client-side navigation share the
// same stylesheet, already in the document.
//
// The <style> is a plain element, so the Content-Security-Policy allows it by its hash: the step
// that hashes the pages' inline code runs after this one. Running the step twice changes nothing.
//
// It fails loudly, rather than leave pages that silently wait for a second request: when a page
// still links a stylesheet after the step (Next changed how it writes the tag), and when no page
// of the build carries the inlined stylesheet at all.
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const buildStylesheetLink = /<link rel="stylesheet" href="(\/_next\/static\/[^"?#]+\.css)"([^>]*?)\/?>/g;
/** Any stylesheet link in any attribute order, to catch what the pattern above no longer matches. */
const anyStylesheetLink = /<link\b(?=[^>]*\brel=["']?stylesheet\b)[^>]*>/gi;
const inlinedMarker = '<style data-inlined-stylesheet="">';

/**
 * The page with each of the build's stylesheet links inlined.
 * @param {string} html a prerendered page
 * @param {(href: string) => string} readStylesheet the contents of `/_next/static/…css`
 */
export function inlineStylesheetInPage(html, readStylesheet) {
  return html.replace(buildStylesheetLink, (link, href, attributes) => {
    if (/\sdisabled\b/.test(attributes)) return link;
    const css = readStylesheet(href);
    // Nothing in a stylesheet may end the <style> element early.
    if (/<\/style/i.test(css)) throw new Error(`${href} contains "</style": it cannot be inlined`);
    return `${inlinedMarker}${css}</style><link rel="stylesheet" href="${href}"${attributes} disabled=""/>`;
  });
}

/**
 * What is wrong with a page after the step: the stylesheet links a browser would still fetch
 * before painting.
 * @param {string} html
 * @returns {string[]}
 */
export function stylesheetsStillLinked(html) {
  return [...html.matchAll(anyStylesheetLink)].map(([tag]) => tag).filter((tag) => !/\sdisabled\b/i.test(tag));
}

/** Every .html file below `dir`. */
function htmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });
}

/**
 * Inlines the stylesheet of every prerendered page of a build.
 * @param {string} distDir the build output directory, e.g. ".next"
 * @returns {{ changed: string[], inlined: string[] }} the pages it changed, and every page that
 *   carries the inlined stylesheet (a second run changes none)
 */
export function inlineStylesheets(distDir) {
  const stylesheets = new Map();
  const readStylesheet = (href) => {
    if (!stylesheets.has(href)) stylesheets.set(href, readFileSync(join(distDir, href.slice('/_next/'.length)), 'utf8').trim());
    return stylesheets.get(href);
  };
  // With `output: 'standalone'`, `next build` has already copied the pages into the standalone
  // server, which serves its own copy: both get the same inlined pages.
  const pageDirs = [join(distDir, 'server', 'app'), join(distDir, 'standalone', '.next', 'server', 'app')].filter((dir) => existsSync(dir));
  const changed = [];
  const inlined = [];
  const problems = [];
  for (const file of pageDirs.flatMap((dir) => htmlFiles(dir))) {
    const html = readFileSync(file, 'utf8');
    const rewritten = inlineStylesheetInPage(html, readStylesheet);
    if (rewritten !== html) {
      writeFileSync(file, rewritten);
      changed.push(file);
    }
    if (rewritten.includes(inlinedMarker)) inlined.push(file);
    for (const tag of stylesheetsStillLinked(rewritten)) problems.push(`${file}: ${tag}`);
  }
  if (problems.length > 0) {
    throw new Error(`Stylesheets still linked after inlining (has Next changed how it writes them?):\n  ${problems.join('\n  ')}`);
  }
  if (inlined.length === 0) throw new Error(`No prerendered page under ${distDir} carries the inlined stylesheet: nothing was inlined`);
  return { changed, inlined };
}

// `node build/inline-stylesheet.mjs [distDir]`, run by `npm run build` after `next build`.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    const { changed, inlined } = inlineStylesheets(process.argv[2] ?? '.next');
    console.log(`Stylesheet inlined in ${changed.length} prerendered pages (${inlined.length} carry it)`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
