// Writes into every prerendered page the part of the site's stylesheet that the page uses, and
// loads the whole stylesheet after the page's content, so that the first paint needs one
// request (the HTML) and parses only the rules it can use.
//
// Why inline: a <link rel="stylesheet"> in the head is render-blocking. On a slow phone link the
// first paint then waits for the HTML and for one more full round trip (about 0.6 s per request
// on Slow 4G, 1.1 s on 3G), which is most of the distance to a bare Next page's first paint.
// Why only a part: the whole stylesheet (about 51 KB raw) is parsed and matched before the first
// frame on a phone's slow processor, and a page uses about half of its rules. The part is found
// by Beasties (the maintained successor of Critters): every rule whose selector matches an
// element of the page, states such as :hover and media queries included. Next's own
// `experimental.inlineCss` writes the whole stylesheet three times into each page (a <style>,
// and twice in the React Server Component payload), over the HTML budget.
//
// How: in each prerendered page (the post-build pass, build/post-build.mjs, hands them over),
// every stylesheet link of the build (`/_next/static/…css`) gets a <style data-inlined-stylesheet>
// with the rules the page uses just before it, and the link itself gets `disabled`, which
// browsers do not fetch. That link stays for React: when the page hydrates, React looks for it
// (by href) to adopt it; finding none it would insert one, render-blocking. Beasties keeps
// every rule of a state the HTML does not show yet but the visitor can bring about before the
// scripts run (a menu's <details> opened, which shows the navigation and turns its arrow) or
// that the page's own code sets (aria-invalid, aria-pressed, aria-selected, aria-disabled).
// The whole stylesheet follows the page's content, at the end of the body, as a disabled link
// that a small script right after it enables; a visitor without JavaScript gets a plain link in a
// <noscript> there. So it is requested once the parser has read the whole page, never before the
// first paint, and it is there before React hydrates: what it adds comes from the page's code
// (the demo's loading screen, the toasts, the chat panel, the search popup), which would
// otherwise show unstyled, and shift, while it downloads. Tried and not kept: a plain link at
// the end of the body (render-blocking to Lighthouse's model); a print stylesheet switched on
// once loaded (it restyled the whole page while React hydrated it: hydrated 0.5-0.8 s later on
// Slow 4G); enabling it on the page's load event (the demo's loading screen, drawn at
// hydration, stayed unstyled until the file came, and the text below it moved down 20 px).
// Pages reached by client-side navigation share the same stylesheet, already in the document.
//
// The <style> is a plain element, so the Content-Security-Policy allows it by its hash: the pass
// hashes the pages' inline code after this step. Rewriting a page twice changes nothing.
//
// It fails loudly, rather than leave pages that silently wait for a second request: when a page
// still links a stylesheet before its content after the step (Next changed how it writes the
// tag), and when no page of the build carries the inlined stylesheet at all.
import Beasties from 'beasties';
import { withoutUnusedCustomProperties } from './unused-custom-properties.mjs';

const buildStylesheetLink = /<link rel="stylesheet" href="(\/_next\/static\/[^"?#]+\.css)"([^>]*?)\/?>/g;
/** Any stylesheet link in any attribute order, to catch what the pattern above no longer matches. */
const anyStylesheetLink = /<link\b(?=[^>]*\brel=["']?stylesheet\b)[^>]*>/gi;
const inlinedMarker = '<style data-inlined-stylesheet="">';
/** The whole stylesheet, loaded after the page's content. */
const restMarker = 'data-rest-of-stylesheet=""';
/** Enables the whole stylesheet, once the parser has reached the end of the page. */
const restLoader = 'document.querySelectorAll("link[data-rest-of-stylesheet]").forEach(function(l){l.disabled=false})';
/**
 * Rules Beasties must keep whatever the page holds: the states the static HTML does not show (an
 * open <details>, before the scripts run as after; the ARIA states the page's code sets), and
 * the selectors Beasties cannot match and would drop, though they lay the page out: Tailwind's
 * arbitrary classes (`[&>svg]:w-full`: the home's picture was laid out wider than a phone until
 * the whole stylesheet came, and the page shifted) and `:where()` (`space-y-*`, the gaps between
 * a form's fields).
 */
const alwaysKept = [/\[open\]|:open\b/, /\[aria-(invalid|pressed|selected|disabled|expanded)/, /\\\[/, /:where\(/];

/**
 * What the step writes at the end of the body: the build's whole stylesheets, enabled at once.
 * @param {string[]} hrefs
 */
export function restOfStylesheets(hrefs) {
  const links = (disabled) => hrefs.map((href) => `<link rel="stylesheet" href="${href}" ${restMarker}${disabled}/>`).join('');
  return `${links(' disabled=""')}<script>${restLoader}</script><noscript>${links('')}</noscript>`;
}
const restOfStylesheetsPattern = new RegExp(
  `(<link rel="stylesheet" href="[^"]+" ${restMarker} disabled=""/>)+<script>[^<]*</script><noscript>(<link rel="stylesheet" href="[^"]+" ${restMarker}/>)+</noscript></body>`,
);

/**
 * The rules of the build's stylesheets that a page uses, found by Beasties, without the
 * variables' defaults that none of them reads.
 * @param {string} distDir the build directory, where `/_next/static/…` files are read
 * @returns {(html: string, href: string) => Promise<string>}
 */
export function usedRulesFinder(distDir) {
  const beasties = new Beasties({
    path: distDir,
    publicPath: '/_next/',
    // The step writes the tags itself; Beasties only chooses the rules.
    preload: false,
    pruneSource: false,
    inlineFonts: false,
    preloadFonts: false,
    reduceInlineStyles: false,
    mergeStylesheets: true,
    allowRules: alwaysKept,
    logLevel: 'warn',
  });
  return async (html, href) => {
    const processed = await beasties.process(html);
    // Beasties writes the rules as a <style> just before the link (a media query may hold a "<").
    const end = processed.indexOf(`</style><link rel="stylesheet" href="${href}"`);
    const start = processed.lastIndexOf('<style>', end);
    if (end < 0 || start < 0) throw new Error(`Beasties wrote no rules before ${href}: has its output changed?`);
    return withoutUnusedCustomProperties(processed.slice(start + '<style>'.length, end), html);
  };
}

/**
 * The page with each of the build's stylesheet links replaced by the rules the page uses, and
 * the whole stylesheet loaded from the end of the body.
 * @param {string} html a prerendered page
 * @param {(html: string, href: string) => Promise<string>} usedRules the rules of `href` the page uses
 */
export async function inlineStylesheetInPage(html, usedRules) {
  // A page that carries the whole stylesheet at its end was written by an earlier pass.
  if (html.includes(restMarker)) return html;
  const links = [...html.matchAll(buildStylesheetLink)].filter(([, , attributes = '']) => !/\sdisabled\b/.test(attributes));
  if (links.length === 0) return html;
  let page = html;
  /** @type {string[]} */
  const rest = [];
  for (const [link, href = '', attributes = ''] of links) {
    const css = await usedRules(html, href);
    // Nothing in a stylesheet may end the <style> element early.
    if (/<\/style/i.test(css)) throw new Error(`${href} contains "</style": it cannot be inlined`);
    page = page.replace(link, () => `${inlinedMarker}${css}</style><link rel="stylesheet" href="${href}"${attributes} disabled=""/>`);
    rest.push(href);
  }
  if (!page.includes('</body>')) throw new Error('the page has no </body>: the rest of its stylesheet has nowhere to go');
  return page.replace('</body>', () => `${restOfStylesheets(rest)}</body>`);
}

/**
 * What is wrong with a page after the step: the stylesheet links a browser would fetch before
 * painting (any enabled one but the whole stylesheet as the step writes it at the end of the body).
 * @param {string} html
 * @returns {string[]}
 */
export function stylesheetsStillLinked(html) {
  const beforeRest = html.replace(restOfStylesheetsPattern, '</body>');
  return [...beforeRest.matchAll(anyStylesheetLink)].map(([tag]) => tag).filter((tag) => !/\sdisabled\b/i.test(tag));
}

/**
 * The step as the post-build pass runs it: `rewrite` inlines one page, `check` fails the build
 * unless every page of the build (rewritten) is as the step promises.
 * @param {string} distDir the build directory, e.g. ".next", where `/_next/static/…` files are read
 */
export function inlineStylesheet(distDir) {
  const usedRules = usedRulesFinder(distDir);
  return {
    name: 'stylesheet inlined (the rules each page uses)',
    /** @param {string} html */
    rewrite: (html) => inlineStylesheetInPage(html, usedRules),
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
