// Completes the self-contained server `next build` leaves in .next/standalone (output:
// 'standalone'): Next copies the server code and the node_modules it needs, but leaves the
// browser assets (.next/static), public/, our CSP manifest and the articles to the
// deployment. Copied here so that the folder runs as it is, through the production entry
// (scripts/serve.mjs, copied as serve.mjs): `node .next/standalone/serve.mjs`. Run by
// `npm run build`, after the step that writes the manifest.
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
import { cpSync, existsSync, readdirSync, rmSync } from 'node:fs';
import { isAbsolute, join, relative } from 'node:path';
import { cspManifestFile } from '../lib/csp/manifest-file.mjs';

const standalone = join('.next', 'standalone');
if (!existsSync(join(standalone, 'server.js'))) {
  console.error('standalone: .next/standalone/server.js is missing; is output: "standalone" set in next.config.mjs?');
  process.exit(1);
}

/** The articles' folder relative to the project, or null when it lies outside it. */
function blogFolderInProject() {
  const asked = process.env.BLOG_CONTENT_DIR?.trim() || join('content', 'blog');
  const inProject = relative(process.cwd(), isAbsolute(asked) ? asked : join(process.cwd(), asked));
  return inProject.startsWith('..') || isAbsolute(inProject) ? null : inProject;
}

// What Next puts there that runs: its server, the traced node_modules, the build.
const runs = new Set(['.next', 'node_modules', 'package.json', 'server.js']);
const dropped = readdirSync(standalone).filter((name) => !runs.has(name));
for (const name of dropped) rmSync(join(standalone, name), { recursive: true, force: true });

const blog = blogFolderInProject();
for (const [from, to] of [
  [join('.next', 'static'), join(standalone, '.next', 'static')],
  ['public', join(standalone, 'public')],
  [cspManifestFile, join(standalone, cspManifestFile)],
  [join('scripts', 'serve.mjs'), join(standalone, 'serve.mjs')],
  ...(blog ? [[blog, join(standalone, blog)]] : []),
]) {
  rmSync(to, { recursive: true, force: true });
  if (existsSync(from)) cpSync(from, to, { recursive: true });
}
console.log(`standalone: ${dropped.length} entries of the repository the tracer copied removed (${dropped.join(', ')})`);
console.log(`standalone: .next/static, public/, the CSP manifest, serve.mjs${blog ? ` and ${blog}/` : ''} copied into .next/standalone`);
