import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Where the fixture build lives while its server runs (test/fixture-build/serve.ts): one folder
 * per port, with the copy of the project it is built in and the articles it reads.
 */
export function fixtureFolders(port: number) {
  const work = join(tmpdir(), `kilele-fixture-build-${port}`);
  const site = join(work, 'site');
  return { work, site, content: join(work, 'content'), standalone: join(site, '.next', 'standalone') };
}

export const fixturePort = Number(process.env.FIXTURE_BUILD_PORT ?? 3210);
