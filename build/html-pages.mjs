// The prerendered pages of a build: every .html file below Next's app output, at any depth, read
// once. The post-build pass walks them with this one reader, whatever folders the routes live
// in, and no step names a page's file.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** Where `next build` writes the prerendered pages, below the build directory. */
export const appOutput = join('server', 'app');

/**
 * Every .html file below `dir`, as paths that start with `dir`, sorted.
 * @param {string} dir
 * @returns {string[]}
 */
export function htmlFiles(dir) {
  return readdirSync(dir)
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return htmlFiles(path);
      return name.endsWith('.html') ? [path] : [];
    })
    .sort();
}

/**
 * The path a page's file stands for, as the server names the page it renders:
 * `<app>/ke/about.html` → `/ke/about`, `<app>/index.html` → `/`.
 * @param {string} appDir
 * @param {string} file
 */
function pagePath(appDir, file) {
  const path = `/${relative(appDir, file)
    .split(sep)
    .join('/')
    .replace(/\.html$/, '')}`;
  return path === '/index' ? '/' : path;
}

/**
 * @typedef {{ file: string, relativeFile: string, path: string, html: string }} Page
 *   `relativeFile` is the file below the app output, the same in every copy of the build
 */

/**
 * Every prerendered page of a build, read.
 * @param {string} distDir the build directory, e.g. ".next"
 * @returns {Page[]}
 */
export function readPages(distDir) {
  const appDir = join(distDir, appOutput);
  const pages = htmlFiles(appDir).map((file) => ({
    file,
    relativeFile: relative(appDir, file),
    path: pagePath(appDir, file),
    html: readFileSync(file, 'utf8'),
  }));
  if (pages.length === 0) throw new Error(`${appDir} holds no .html page: Next no longer writes its prerendered pages there`);
  return pages;
}
