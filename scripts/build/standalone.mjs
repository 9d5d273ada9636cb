// Completes the self-contained server `next build` leaves in .next/standalone (output:
// 'standalone'): Next copies the server code and the node_modules it needs, but leaves the
// browser assets (.next/static) and public/ to the deployment. Copied here so that the
// folder runs as it is: `node .next/standalone/server.js`. Run by `npm run build`.
import { cpSync, existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const standalone = join('.next', 'standalone');
if (!existsSync(join(standalone, 'server.js'))) {
  console.error('standalone: .next/standalone/server.js is missing; is output: "standalone" set in next.config.mjs?');
  process.exit(1);
}
for (const [from, to] of [
  [join('.next', 'static'), join(standalone, '.next', 'static')],
  ['public', join(standalone, 'public')],
]) {
  rmSync(to, { recursive: true, force: true });
  if (existsSync(from)) cpSync(from, to, { recursive: true });
}
console.log('standalone: .next/static and public/ copied into .next/standalone');
