// Marks the framework's root chunks (bundler runtime, React DOM, the App Router: the scripts
// every page runs as it loads) with V8's explicit compile hint, `//# allFunctionsCalledOnLoad`.
//
// Why: without it, V8 compiles each function lazily, on the main thread, the first time it is
// called. Every module factory in these chunks is called as the page hydrates, so that compile
// work lands in one long main-thread task right when the visitor may tap something (it was
// most of the Total Blocking Time the bench measured). With the hint, Chrome 136+ compiles the
// whole file eagerly on a background thread while it streams in; other browsers ignore the
// comment. Only the root chunks are marked: our own chunks are small, and the heavy islands
// (chat panel, sandbox) load on demand, where eager compiling would waste work.
// docs/performance.md records what it changed.
//
// Run by `compiler.runAfterProductionCompile` in next.config.mjs, so every `next build` gets it
// before pages are prerendered. The comment must be the file's first line; a file that already
// starts with it is left alone, so running twice changes nothing.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const compileHint = '//# allFunctionsCalledOnLoad';

/**
 * The root chunks of a build, as paths relative to `distDir` (e.g. "static/chunks/0a1b.js").
 * @param {string} distDir
 * @returns {string[]}
 */
export function rootMainFiles(distDir) {
  const manifest = JSON.parse(readFileSync(join(distDir, 'build-manifest.json'), 'utf8'));
  const files = manifest?.rootMainFiles;
  if (!Array.isArray(files) || !files.every((file) => typeof file === 'string' && file.endsWith('.js'))) {
    throw new Error(`${join(distDir, 'build-manifest.json')} has no rootMainFiles list of .js files`);
  }
  return files;
}

/**
 * Prepends the compile hint to each root chunk that lacks it.
 * @param {string} distDir the build output directory (absolute, or relative to the cwd)
 * @returns {string[]} the files it changed
 */
export function addCompileHints(distDir) {
  const changed = [];
  for (const file of rootMainFiles(distDir)) {
    const path = join(distDir, file);
    const source = readFileSync(path, 'utf8');
    if (source.startsWith(compileHint)) continue;
    writeFileSync(path, `${compileHint}\n${source}`);
    changed.push(file);
  }
  return changed;
}
