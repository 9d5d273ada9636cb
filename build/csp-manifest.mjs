// Hashes every inline <script> and <style> of every prerendered page, so that the proxy can
// serve each page with a Content-Security-Policy that allows exactly its own inline code
// (lib/csp/ builds the policy). The pages stay static: no nonce, no render per request.
//
// The last step of the post-build pass (build/post-build.mjs, run by `npm run build` after
// `next build`), over the pages as the pass leaves them: a step that rewrote a page after the
// hashing would serve it with a policy that refuses its own code. (compiler.runAfterProductionCompile
// runs before the pages are prerendered, when there is no HTML to hash yet.)
//
// A style="" attribute or an on…="" handler in a page fails the build: a hash cannot allow
// them (short of 'unsafe-hashes'), so the browser would drop them without a word.
//
// The hashes are read from the prerendered files, so they hold only while those files are
// what the server sends. A route that revalidates, is partially prerendered or is rendered
// on demand for unknown params would be served from a fresh render with other inline
// scripts, and never hydrate: any such route in Next's prerender manifest fails the build
// (pages are static; revalidation would need a nonce-based policy, docs/security.md).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { parse } from 'parse5';

/**
 * Next's own page for a crash of the root layout: it is rendered on demand when that happens
 * (and then gets a nonce), never served from its prerendered file, and it is styled with
 * style attributes that we cannot change.
 */
export function isNextCrashPage(path) {
  return path.split('/').at(-1) === '_global-error';
}

/** 'sha256-…', the source expression that allows exactly this text. */
export function hashSource(text) {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * The inline code of one HTML document, parsed as a browser parses it (parse5 follows the
 * HTML standard, line-ending normalisation included, so each text is exactly what the
 * browser hashes).
 * @param {string} html
 * @returns {{ scripts: string[], styles: string[], problems: string[] }} hash sources, and
 *   what a hash cannot allow
 */
export function inlineHashes(html) {
  const scripts = new Set();
  const styles = new Set();
  const problems = [];
  const visit = (node) => {
    if (node.attrs) {
      for (const { name, value } of node.attrs) {
        if (name === 'style') problems.push(`style="${value.slice(0, 60)}" on <${node.tagName}>`);
        if (/^on/i.test(name)) problems.push(`${name}="…" on <${node.tagName}>`);
      }
      const text = () => (node.childNodes ?? []).map((child) => child.value ?? '').join('');
      if (node.tagName === 'script' && !node.attrs.some((attribute) => attribute.name === 'src')) scripts.add(hashSource(text()));
      if (node.tagName === 'style') styles.add(hashSource(text()));
    }
    for (const child of node.childNodes ?? []) visit(child);
    if (node.content) visit(node.content);
  };
  visit(parse(html));
  return { scripts: [...scripts], styles: [...styles], problems };
}

/**
 * The CSS our client code inserts as a <style> element at run time: sonner injects its
 * stylesheet when the first toast loads it, with no option to link a file instead. It appends
 * the element empty, then its text, and the browser checks the element in both states: the
 * empty text is allowed too (an empty stylesheet styles nothing). The text is read from the
 * installed package, so an upgrade updates the hash.
 * @returns {string[]}
 */
export function runtimeStyleTexts() {
  const require = createRequire(import.meta.url);
  const source = readFileSync(require.resolve('sonner').replace(/index\.js$/, 'index.mjs'), 'utf8');
  const call = source.match(/__insertCSS\(("(?:[^"\\]|\\.)*")\)/);
  if (!call?.[1]) throw new Error('sonner no longer inserts its CSS with __insertCSS("…"): find how it styles itself now');
  return ['', JSON.parse(call[1])];
}

/**
 * Every prerendered route that is not fully static, with why: a revalidation period, partial
 * prerendering, or (for a dynamic segment) params rendered on demand beyond the prerendered
 * ones. Reads Next's .next/prerender-manifest.json; a manifest in another shape fails too,
 * since a check that cannot read it proves nothing.
 * @param {unknown} manifest the parsed prerender-manifest.json
 * @returns {string[]}
 */
export function notFullyStatic(manifest) {
  if (typeof manifest !== 'object' || manifest === null || typeof manifest.routes !== 'object' || typeof manifest.dynamicRoutes !== 'object') {
    return ['prerender-manifest.json has no routes and dynamicRoutes: Next changed its format; check what is static before updating this step'];
  }
  const problems = [];
  for (const [route, entry] of Object.entries(manifest.routes)) {
    if (entry.initialRevalidateSeconds !== false)
      problems.push(`${route}: revalidates (initialRevalidateSeconds ${JSON.stringify(entry.initialRevalidateSeconds)})`);
    if (entry.renderingMode === 'PARTIALLY_STATIC' || entry.experimentalPPR === true) problems.push(`${route}: partially prerendered`);
  }
  for (const [route, entry] of Object.entries(manifest.dynamicRoutes)) {
    if (entry.fallback !== false) problems.push(`${route}: renders params on demand (fallback ${JSON.stringify(entry.fallback)}; set dynamicParams = false)`);
    if (entry.renderingMode === 'PARTIALLY_STATIC' || entry.experimentalPPR === true) problems.push(`${route}: partially prerendered`);
  }
  return problems;
}

/**
 * @param {string} distDir the build directory, e.g. ".next"
 * @param {{ path: string, html: string }[]} pages every prerendered page, as the server will send it
 * @returns {{ pages: Record<string, { scripts: string[], styles: string[] }>, runtimeStyles: string[] }}
 */
export function buildCspManifest(distDir, pages) {
  const prerenderManifest = join(distDir, 'prerender-manifest.json');
  if (!existsSync(prerenderManifest)) throw new Error(`${prerenderManifest} is missing: Next no longer writes it where this step reads it`);
  const dynamic = notFullyStatic(JSON.parse(readFileSync(prerenderManifest, 'utf8')));
  if (dynamic.length > 0) {
    throw new Error(`Prerendered routes that are not fully static (their hashes would go stale; see docs/security.md):\n  ${dynamic.join('\n  ')}`);
  }
  const hashes = {};
  const problems = [];
  for (const { path, html } of pages) {
    if (isNextCrashPage(path)) continue;
    const found = inlineHashes(html);
    problems.push(...found.problems.map((problem) => `${path}: ${problem}`));
    hashes[path] = { scripts: found.scripts, styles: found.styles };
  }
  if (problems.length > 0) {
    throw new Error(`Inline code a Content-Security-Policy hash cannot allow (use a class, or an event listener):\n  ${problems.join('\n  ')}`);
  }
  return { pages: hashes, runtimeStyles: runtimeStyleTexts().map(hashSource) };
}
