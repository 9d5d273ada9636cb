// What the validators read: the output of the last `next build`, as files under
// `.next/server/app` (npm test runs them right after the build; no server is started).
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

const appDir = join(process.cwd(), '.next', 'server', 'app');

function assertBuilt() {
  if (!existsSync(appDir)) throw new Error(`No build in ${appDir}: run \`npm run build\` first.`);
}

function htmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });
}

/**
 * The public address of a page built at `route` (its path in the app tree): English pages are
 * built below an `en` segment that their addresses leave out (/ke/en/about is /ke/about).
 */
function publicAddress(route) {
  return route.replace(/^(\/[a-z]{2})\/en(?=\/|$)/, '$1');
}

/**
 * Every prerendered page as `{ route, file, html }`, English and Kiswahili, Next's internal
 * pages (`/_not-found`, `/_global-error`) left out. The route is the page's public address: the
 * coming-soon pages of /ug and /tz are `/ug/coming-soon` and `/tz/coming-soon`, which the proxy
 * shows at every address of their market.
 */
export function prerenderedPages() {
  assertBuilt();
  return htmlFiles(appDir)
    .map((file) => ({ route: publicAddress(`/${relative(appDir, file).split(sep).join('/').slice(0, -'.html'.length)}`), file }))
    .filter(({ route }) => !route.startsWith('/_'))
    .sort((a, b) => a.route.localeCompare(b.route))
    .map(({ route, file }) => ({ route, file, html: readFileSync(file, 'utf8') }));
}

/** The body a route handler or metadata file wrote at build time (`/sitemap.xml`, `/openapi.json`, …). */
export function generatedFile(route) {
  assertBuilt();
  const file = join(appDir, `${route.replace(/^\//, '')}.body`);
  if (!existsSync(file)) throw new Error(`${route} was not generated at build time (no ${file})`);
  return readFileSync(file, 'utf8');
}
