// Builds and serves the site with the fixture posts added to a copy of the real articles, for
// test/fixture-build/editor-post.spec.ts (started by playwright.fixture-build.config.ts):
//   node --import tsx test/fixture-build/serve.ts <port>
// The build happens in a copy of the project, so the `.next` of the main e2e run (and the
// project's tsconfig, which `next build` updates for another dist folder) stay untouched.
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { todayIn } from '../../lib/calendar-day';
import { fixtureFolders, fixturePort } from './folders';

const port = Number(process.argv[2] ?? fixturePort);
const root = process.cwd();
// One folder per port, emptied first: a run that was killed leaves at most one behind.
const { work, site, content } = fixtureFolders(port);
// bench/ is not needed to build, and may hold its own node_modules (Lighthouse: about 190 MB).
const notCopied = new Set(['node_modules', '.next', '.git', 'test-results', 'playwright-report', 'blob-report', 'coverage', 'bench']);

function cleanUp() {
  rmSync(work, { recursive: true, force: true });
}

cleanUp();
mkdirSync(site, { recursive: true });
for (const entry of readdirSync(root)) {
  if (!notCopied.has(entry)) cpSync(join(root, entry), join(site, entry), { recursive: true });
}
try {
  // Hard links: a copy of node_modules in about two seconds, where tmp is on the same disk.
  execFileSync('cp', ['-al', join(root, 'node_modules'), join(site, 'node_modules')]);
} catch {
  cpSync(join(root, 'node_modules'), join(site, 'node_modules'), { recursive: true });
}

// The bundler's cache of the project's last build, when there is one (npm test builds just
// before): the fixture build changes a few articles and one setting, so most of what it compiles
// is already there. A copy, not links: the build rewrites the cache as it goes.
const bundlerCache = join(root, '.next', 'cache');
if (existsSync(bundlerCache)) cpSync(bundlerCache, join(site, '.next', 'cache'), { recursive: true });

// The articles as published, plus the fixtures: a new post dated today and a draft.
cpSync(join(root, 'content', 'blog'), content, { recursive: true });
const fixtures = join(root, 'test', 'fixtures', 'blog');
for (const name of readdirSync(fixtures).filter((file) => file.endsWith('.mdx'))) {
  const source = readFileSync(join(fixtures, name), 'utf8');
  const dated = name === 'fixture-new-post.mdx' ? source.replace(/^date: .*$/m, `date: ${todayIn()}`) : source;
  writeFileSync(join(content, name), dated);
}

// The pseudo-language (lib/i18n/pseudo.ts) is built here only: its pages are checked for words
// written in the code instead of the copy (pseudo-locale.spec.ts).
const env = { ...process.env, BLOG_CONTENT_DIR: content, NEXT_TELEMETRY_DISABLED: '1', NEXT_PUBLIC_PSEUDO_LOCALE: '1' };
const started = Date.now();
try {
  // The whole build an editor's post goes through (next build and the steps after it).
  const output = execFileSync('npm', ['run', 'build'], { cwd: site, env, stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024 });
  // Where its time went (docs/testing.md): compiling, checking types, generating the pages.
  for (const line of String(output).split('\n'))
    if (/Compiled|TypeScript|Generating static pages .* in /.test(line)) console.log(`fixture build: ${line.trim()}`);
} catch (error) {
  const output = error instanceof Error ? `${String(Reflect.get(error, 'stdout') ?? '')}${String(Reflect.get(error, 'stderr') ?? '')}` : String(error);
  console.error(`The fixture build failed:\n${output.slice(-8000)}`);
  cleanUp();
  process.exit(1);
}
console.log(`Fixture build done in ${Math.round((Date.now() - started) / 1000)} s`);

// Served as `npm start` serves a build. The proxy reads the articles at run time too: the
// server gets the same folder.
const server = spawn(process.execPath, ['scripts/start.mjs'], { cwd: site, env: { ...env, PORT: String(port), HOSTNAME: '127.0.0.1' }, stdio: 'inherit' });
const stop = () => {
  server.kill('SIGTERM');
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => {
  cleanUp();
  process.exit(code ?? 0);
});
