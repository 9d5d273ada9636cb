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
// How: in each prerendered page (the post-build pass, build/post-build.mjs, hands them over),
// every stylesheet link of the build (`/_next/static/…css`) gets a <style data-inlined-stylesheet>
// with the file's contents just before it, and the link itself gets `disabled`, which browsers
// do not fetch. The link stays for React: when the page hydrates, React looks for it (by href) to
// adopt it; finding none it would insert one and download the stylesheet again. Pages reached by
// client-side navigation share the same stylesheet, already in the document.
//
// The <style> is a plain element, so the Content-Security-Policy allows it by its hash: the pass
// hashes the pages' inline code after this step. Rewriting a page twice changes nothing.
//
// It fails loudly, rather than leave pages that silently wait for a second request: when a page
// still links a stylesheet after the step (Next changed how it writes the tag), and when no page
// of the build carries the inlined stylesheet at all.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

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

/**
 * The step as the post-build pass runs it: `rewrite` inlines one page, `check` fails the build
 * unless every page of the build (rewritten) is as the step promises.
 * @param {string} distDir the build directory, e.g. ".next", where `/_next/static/…` files are read
 */
export function inlineStylesheet(distDir) {
  const stylesheets = new Map();
  const readStylesheet = (href) => {
    if (!stylesheets.has(href)) stylesheets.set(href, readFileSync(join(distDir, href.slice('/_next/'.length)), 'utf8').trim());
    return stylesheets.get(href);
  };
  return {
    name: 'stylesheet inlined',
    /** @param {string} html */
    rewrite: (html) => inlineStylesheetInPage(html, readStylesheet),
    /** @param {{ path: string, html: string }[]} pages */
    check(pages) {
      const problems = pages.flatMap((page) => stylesheetsStillLinked(page.html).map((tag) => `${page.path}: ${tag}`));
      if (problems.length > 0) {
        throw new Error(`Stylesheets still linked after inlining (has Next changed how it writes them?):\n  ${problems.join('\n  ')}`);
      }
      if (!pages.some((page) => page.html.includes(inlinedMarker))) {
        throw new Error(`No prerendered page under ${distDir} carries the inlined stylesheet: nothing was inlined`);
      }
    },
  };
}
