import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cspManifestFile } from './manifest-file.mjs';
import type * as ManifestModule from './manifest';

// The server reads the build's manifest from its working directory, once.
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'csp-manifest-'));
  mkdirSync(join(dir, '.next'));
  jest.spyOn(process, 'cwd').mockReturnValue(dir);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A fresh copy of the module: it keeps the manifest once read. */
function load(): typeof ManifestModule {
  let loaded: typeof ManifestModule | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<typeof ManifestModule>('./manifest');
  });
  if (!loaded) throw new Error('not loaded');
  return loaded;
}

describe('cspManifest', () => {
  it('reads the build’s manifest, once', () => {
    const manifest = { pages: { '/ke': { scripts: ["'sha256-abc='"], styles: [] } }, runtimeStyles: [] };
    writeFileSync(join(dir, cspManifestFile), JSON.stringify(manifest));
    const { cspManifest } = load();
    expect(cspManifest()).toEqual(manifest);
    rmSync(join(dir, cspManifestFile));
    expect(cspManifest()).toEqual(manifest);
  });

  it('refuses a missing or malformed manifest, naming the file', () => {
    const missing = load();
    expect(() => missing.cspManifest()).toThrow(missing.CspManifestError);
    expect(() => missing.cspManifest()).toThrow(join(dir, cspManifestFile));

    writeFileSync(join(dir, cspManifestFile), JSON.stringify({ pages: { '/ke': { scripts: ["'unsafe-inline'"], styles: [] } }, runtimeStyles: [] }));
    const malformed = load();
    expect(() => malformed.cspManifest()).toThrow(/is not a CSP manifest/);
  });
});
