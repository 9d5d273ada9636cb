// Completes the self-contained server `next build` leaves in .next/standalone (output:
// 'standalone'): Next copies the server code, the node_modules it needs and its own copy of the
// prerendered pages, but leaves the browser assets (.next/static), public/, our CSP manifest, the
// site search's index (built from the pages after `next build`) and the articles to the
// deployment. Copied here so that the folder runs as it is, through the
// production entry (scripts/serve.mjs, copied as serve.mjs): `node .next/standalone/serve.mjs`.
// The post-build pass (build/post-build.mjs) runs it last.
//
// The pages: the pass rewrites the build's pages once, then this step writes each over the
// standalone server's copy, so that both servers send the same bytes (the CSP manifest hashes
// exactly those). The server's copy must hold the same pages as the build: a page missing on
// either side means Next changed where it keeps them, and fails the build.
//
// The articles are copied on purpose, from the folder the build read (BLOG_CONTENT_DIR or
// content/blog) to the same place under the standalone folder, where the server looks for
// them relative to its own folder; an absolute folder outside the project is read where it
// is.
//
// Nothing else of the repository belongs there. Next's tracer cannot resolve the paths the
// blog and the public-file check build at run time (from process.cwd() and a request path),
// so it takes the whole project for every route that reads them, and copies the tests, the
// bench, the docs, the sources and the lock file beside the server. The bundles hold the
// code; the folder keeps what runs and drops the rest by name.
import { cpSync, existsSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, relative } from 'node:path';
import { cspManifestFile } from '../lib/csp/manifest-file.mjs';
import { searchIndexDir } from '../lib/search/index-folder.mjs';
import { appOutput, htmlFiles } from './html-pages.mjs';

/** The articles' folder relative to the project, or null when it lies outside it. */
function blogFolderInProject(root) {
  const asked = process.env.BLOG_CONTENT_DIR?.trim() || join('content', 'blog');
  const inProject = relative(root, isAbsolute(asked) ? asked : join(root, asked));
  return inProject.startsWith('..') || isAbsolute(inProject) ? null : inProject;
}

/**
 * Writes the build's pages, as the pass left them, over the standalone server's copy.
 * @param {string} standaloneApp the standalone server's app output
 * @param {{ relativeFile: string, html: string }[]} pages
 */
function copyPages(standaloneApp, pages) {
  const inServer = new Set(htmlFiles(standaloneApp).map((file) => relative(standaloneApp, file)));
  const inBuild = new Set(pages.map((page) => page.relativeFile));
  const missing = [...inBuild].filter((file) => !inServer.has(file)).map((file) => `not in the standalone server: ${file}`);
  const extra = [...inServer].filter((file) => !inBuild.has(file)).map((file) => `only in the standalone server: ${file}`);
  if (missing.length + extra.length > 0) {
    throw new Error(
      `The standalone server's pages differ from the build's (has Next changed where it copies them?):\n  ${[...missing, ...extra].join('\n  ')}`,
    );
  }
  for (const page of pages) writeFileSync(join(standaloneApp, page.relativeFile), page.html);
}

/**
 * @param {{ root: string, pages: { relativeFile: string, html: string }[] }} options `root` is the
 *   project (its .next, public/, scripts/serve.mjs); `pages` every prerendered page, final
 * @returns {string[]} what it did, one line each
 */
export function completeStandalone({ root, pages }) {
  const standalone = join(root, '.next', 'standalone');
  if (!existsSync(join(standalone, 'server.js'))) {
    throw new Error('.next/standalone/server.js is missing; is output: "standalone" set in next.config.mjs?');
  }

  // What Next puts there that runs: its server, the traced node_modules, the build.
  const runs = new Set(['.next', 'node_modules', 'package.json', 'server.js']);
  const dropped = readdirSync(standalone).filter((name) => !runs.has(name));
  for (const name of dropped) rmSync(join(standalone, name), { recursive: true, force: true });

  copyPages(join(standalone, '.next', appOutput), pages);

  const blog = blogFolderInProject(root);
  for (const [from, to] of [
    [join('.next', 'static'), join('.next', 'static')],
    ['public', 'public'],
    [cspManifestFile, cspManifestFile],
    [searchIndexDir, searchIndexDir],
    [join('scripts', 'serve.mjs'), 'serve.mjs'],
    ...(blog ? [[blog, blog]] : []),
  ]) {
    rmSync(join(standalone, to), { recursive: true, force: true });
    if (existsSync(join(root, from))) cpSync(join(root, from), join(standalone, to), { recursive: true });
  }
  return [
    `${dropped.length} entries of the repository the tracer copied removed from .next/standalone${dropped.length ? ` (${dropped.join(', ')})` : ''}`,
    `${pages.length} pages, .next/static, public/, the CSP manifest, the search index, serve.mjs${blog ? ` and ${blog}/` : ''} copied into .next/standalone`,
  ];
}
