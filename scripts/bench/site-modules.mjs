// Loads the site's own route data (lib/*.ts) into a plain Node script, so the bench and the
// tests read the same lists as the pages instead of a copy that drifts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/**
 * Imports a TypeScript module that has no runtime imports of its own (type imports are fine:
 * they vanish when compiled). lib/countries.ts, lib/routes.ts and lib/api-docs/ids.ts qualify.
 * @param {string} root
 * @param {string} path relative to root
 */
async function importTypeScript(root, path) {
  const source = readFileSync(join(root, path), 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    fileName: path,
  });
  return import(`data:text/javascript;base64,${Buffer.from(outputText).toString('base64')}`);
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
