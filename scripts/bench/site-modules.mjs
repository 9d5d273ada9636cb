// Loads the site's own route data (lib/*.ts) into a plain Node script, so the bench and the
// tests read the same lists as the pages instead of a copy that drifts.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
// The TypeScript loader the test scripts use: strips types, resolves relative and `@/` imports.
import '../../test/register-ts.mjs';

/**
 * Imports one of the site's TypeScript modules with its own imports.
 * @param {string} root
 * @param {string} path relative to root
 */
function importTypeScript(root, path) {
  return import(pathToFileURL(join(root, path)).href);
}

/** The countries, page paths and API ids the site is built from. */
export async function loadSiteRoutes(root = process.cwd()) {
  const [countries, routes, apiDocs] = await Promise.all([
    importTypeScript(root, 'lib/countries.ts'),
    importTypeScript(root, 'lib/routes.ts'),
    importTypeScript(root, 'lib/api-docs/ids.ts'),
  ]);
  return {
    /** @type {string[]} */
    countries: [...countries.countries],
    /** @type {(country: string) => boolean} */
    isLive: countries.isLive,
    /** @type {Record<string, string>} */
    pagePaths: routes.pagePaths,
    /** @type {Record<string, string>} */
    pageFamilies: routes.pageFamilies,
    /** @type {string[]} */
    apiDocIds: [...apiDocs.apiDocIds],
  };
}
