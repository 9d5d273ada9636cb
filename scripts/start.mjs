// `npm start`: the standalone server of the last `npm run build` (`next start` does not
// serve an output: 'standalone' build), through its production entry (serve.mjs: draining on
// SIGTERM, request ids, metrics). It listens on PORT (3000) at HOSTNAME (0.0.0.0).
// The standalone server reads .env files from its own folder only, so the project's own
// (.env.local and the rest, as `next start` would read them) are loaded here first; a
// variable already set in the environment wins.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const entry = resolve('.next/standalone/serve.mjs');
if (!existsSync(entry)) {
  console.error('npm start: no standalone build; run `npm run build` first');
  process.exit(1);
}
const require = createRequire(import.meta.url);
require('@next/env').loadEnvConfig(process.cwd(), false);
await import(pathToFileURL(entry).href);
