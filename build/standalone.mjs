// Completes the self-contained server `next build` leaves in .next/standalone (output:
// 'standalone'): Next copies the server code and the node_modules it needs, but leaves the
// browser assets (.next/static), public/ and our CSP manifest to the deployment. Copied here so
// that the folder runs as it is: `node .next/standalone/server.js`. Run by `npm run build`, after
// the step that writes the manifest.
import { cpSync, existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { cspManifestFile } from '../lib/csp/manifest-file.mjs';

const standalone = join('.next', 'standalone');
if (!existsSync(join(standalone, 'server.js'))) {
  console.error('standalone: .next/standalone/server.js is missing; is output: "standalone" set in next.config.mjs?');
  process.exit(1);
}
for (const [from, to] of [
  [join('.next', 'static'), join(standalone, '.next', 'static')],
  ['public', join(standalone, 'public')],
  [cspManifestFile, join(standalone, cspManifestFile)],
]) {
  rmSync(to, { recursive: true, force: true });
  if (existsSync(from)) cpSync(from, to, { recursive: true });
}
console.log('standalone: .next/static, public/ and the CSP manifest copied into .next/standalone');
