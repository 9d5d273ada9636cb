// Bundles the command and the site's sandbox code it is built on (outcomes, bodies, signing)
// into one file, so the package runs with Node alone and cannot drift from the page's sandbox.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));

await build({
  entryPoints: [here('./src/cli.ts')],
  outfile: process.argv[2] ?? here('./dist/kilele-sandbox.mjs'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // The site's code imports with the `@/` alias of the repository's tsconfig.
  tsconfig: here('../../tsconfig.json'),
  legalComments: 'none',
  logLevel: 'warning',
});
