// Makes every prerendered page paint before the framework's scripts download and run.
//
// Why: Next writes the page's scripts (about 140 KB gzip, mostly React and its router) as
// `<script async>` in the head, with a preload. On a slow phone network they share the link with
// the HTML and the stylesheet that the first paint waits for, and on a fast machine they run
// before the first frame, so the words on screen arrive after all of them. Every page is fully
// readable, and every form works, from its HTML alone (forms post without JavaScript): the
// scripts only make it interactive sooner, so they can wait until the page is on screen.
//
// How: after `next build`, in each prerendered .html file, the build's async script tags and
// script preloads are taken out and a small inline script, at the end of the body, adds the same
// scripts in the same order once the browser has painted the page (afterPaintLoader). The
// inline script is a plain element, so a Content-Security-Policy allows it by its hash: the step
// that hashes the pages' inline code runs after this one. Pages rendered on demand keep Next's
// own script tags. Running the step twice changes nothing.
//
// Kept because it is judged by two instruments: with the stylesheet in the page, a real throttled
// Chromium shows no difference with or without it (largest paint and hydrated moment within the
// noise of the same run), while Lighthouse's simulated run, which puts the largest paint after
// every script that ran before it at full speed, needs it to keep its budgets
// (docs/performance.md).
//
// It fails loudly rather than ship pages that load their scripts before the paint, or never: when
// a page still carries a build script tag or script preload it did not handle (Next changed how it
// writes them), and when no page at all carries the loader.
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const asyncScript = /<script src="(\/_next\/static\/[^"]+\.js)" async=""><\/script>/g;
const scriptPreload = /<link rel="preload" as="script"[^>]*? href="\/_next\/static\/[^"]+\.js"\/>/g;
/** Any build script or script preload, in any form, to catch what the patterns above no longer match. */
const anyBuildScript = /<script\b[^>]*\bsrc="\/_next\/static\/[^"]+"[^>]*>|<link\b[^>]*\b(?:as="script"|rel="modulepreload")[^>]*>/gi;
/** How long the loader waits for the paint report before it adds the scripts anyway. */
export const paintReportTimeoutMs = 1000;

/**
 * The inline script that adds `sources` after the first paint (the list is its argument). It
 * waits for the browser's first-contentful-paint entry, which arrives once that frame is on the
 * screen (an animation frame comes before the frame is shown, and a fast connection would let
 * the scripts load and run first); without paint timing, for the next animation frame. A hidden
 * tab paints nothing: it gets the scripts at once. Should the report never come, the scripts are
 * added after paintReportTimeoutMs all the same, and never twice.
 */
export function afterPaintLoader(sources) {
  const addAll =
    'var d=0;function a(){if(d)return;d=1;s.forEach(function(u){var e=document.createElement("script");e.src=u;e.async=!1;document.head.appendChild(e)})}' +
    'if(document.visibilityState!=="visible")a();' +
    `else{setTimeout(a,${paintReportTimeoutMs});` +
    'if((window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[]).indexOf("paint")>=0)' +
    'new PerformanceObserver(function(l,o){o.disconnect();setTimeout(a)}).observe({type:"paint",buffered:!0});' +
    'else requestAnimationFrame(function(){setTimeout(a)})}';
  return `<script data-after-paint="">(function(s){${addAll}})(${JSON.stringify(sources)})</script>`;
}

const loaderElement = /<script data-after-paint="">([\s\S]*?)<\/script>/g;

/**
 * The scripts each after-paint loader of a page adds, one list per loader in document order:
 * what the page downloads on load, for the bench that counts its bytes.
 * @param {string} html
 * @returns {string[][]}
 */
export function afterPaintSources(html) {
  return [...html.matchAll(loaderElement)].map(([, code]) => JSON.parse(code.match(/\)\((\[[^\]]*\])\)$/)?.[1] ?? '[]'));
}

/**
 * The page with its build scripts added after the first paint.
 * @param {string} html a prerendered page
 */
export function scriptsAfterPaintInPage(html) {
  if (html.includes('<script data-after-paint="">')) return html;
  const sources = [];
  const withoutScripts = html
    .replace(asyncScript, (_tag, src) => {
      sources.push(src);
      return '';
    })
    .replace(scriptPreload, '');
  if (sources.length === 0) return html;
  if (!withoutScripts.includes('</body>')) throw new Error('a prerendered page without </body>: its scripts would never be added');
  return withoutScripts.replace('</body>', `${afterPaintLoader(sources)}</body>`);
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
 * The build script tags and preloads a rewritten page still carries (none, unless Next changed
 * how it writes them); the legacy browsers' `noModule` polyfills are not the loader's business.
 * @param {string} html
 * @returns {string[]}
 */
export function scriptsLeftBehind(html) {
  const outsideLoader = html.replace(loaderElement, '');
  return [...outsideLoader.matchAll(anyBuildScript)].map(([tag]) => tag).filter((tag) => !/\snomodule\b/i.test(tag));
}

/**
 * Rewrites every prerendered page of a build, and fails when a page kept a build script the step
 * should have handled or when no page carries the loader.
 * @param {string} distDir the build output directory, e.g. ".next"
 * @returns {string[]} the pages it changed
 */
export function scriptsAfterPaint(distDir) {
  // With `output: 'standalone'`, `next build` has already copied the pages into the standalone
  // server, which serves its own copy: both get the same pages.
  const pageDirs = [join(distDir, 'server', 'app'), join(distDir, 'standalone', '.next', 'server', 'app')].filter((dir) => existsSync(dir));
  const changed = [];
  const withLoader = [];
  const problems = [];
  for (const file of pageDirs.flatMap((dir) => htmlFiles(dir))) {
    const html = readFileSync(file, 'utf8');
    const rewritten = scriptsAfterPaintInPage(html);
    if (rewritten !== html) {
      writeFileSync(file, rewritten);
      changed.push(file);
    }
    if (afterPaintSources(rewritten).length > 0) withLoader.push(file);
    for (const tag of scriptsLeftBehind(rewritten)) problems.push(`${file}: ${tag}`);
  }
  if (problems.length > 0) {
    throw new Error(`Build scripts left in the page after the after-paint step (has Next changed how it writes them?):\n  ${problems.join('\n  ')}`);
  }
  if (withLoader.length === 0) throw new Error(`No prerendered page under ${distDir} carries the after-paint loader: nothing was rewritten`);
  return changed;
}

// `node build/scripts-after-paint.mjs [distDir]`, run by `npm run build` after `next build`.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    const pages = scriptsAfterPaint(process.argv[2] ?? '.next');
    console.log(`Scripts added after the first paint in ${pages.length} prerendered pages`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
