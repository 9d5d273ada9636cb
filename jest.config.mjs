import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import nextJest from 'next/jest.js';

// next/jest compiles TypeScript and JSX with Next's own SWC setup, resolves the `@/` alias
// and stubs CSS and image imports, so tests see the code as the build does.
const createJestConfig = nextJest({ dir: './' });

const shared = {
  moduleNameMapper: {
    // `server-only` throws outside React Server Components; in tests the import is a marker only.
    '^server-only$': '<rootDir>/test/empty-module.js',
  },
  // The blog pipeline reads fixture articles in tests (test/fixture-blog-env.ts).
  setupFiles: ['<rootDir>/test/fixture-blog-env.ts'],
  testPathIgnorePatterns: ['<rootDir>/node_modules/', '<rootDir>/.next/', '<rootDir>/e2e/'],
  clearMocks: true,
  restoreMocks: true,
};

/**
 * Packages published as ES modules only (shiki, the unified/MDX family, …). Jest runs
 * CommonJS, so these are compiled like our own code instead of being skipped as node_modules.
 */
function esmOnlyPackages(root = 'node_modules', depth = 0) {
  const names = readdirSync(root).flatMap((name) =>
    name.startsWith('@') ? readdirSync(join(root, name)).map((sub) => `${name}/${sub}`) : [name],
  );
  const own = names.filter((name) => {
    const manifest = join(root, name, 'package.json');
    return existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).type === 'module';
  });
  // A package may keep its own copy of a dependency (an ES module version of a CommonJS one).
  const nested = depth > 0 ? [] : names.flatMap((name) => (existsSync(join(root, name, 'node_modules')) ? esmOnlyPackages(join(root, name, 'node_modules'), 1) : []));
  return [...new Set([...own, ...nested])];
}

const escape = (name) => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const transformIgnorePatterns = [`/node_modules/(?!(${esmOnlyPackages().map(escape).join('|')})/)`];

async function project(config) {
  const resolved = await createJestConfig({ ...shared, ...config })();
  return { ...resolved, transformIgnorePatterns };
}

export default async function jestConfig() {
  return {
    projects: [
      // Plain modules, route handlers and servers: Node's own fetch, Request and http.
      await project({ displayName: 'node', testEnvironment: 'node', testMatch: ['<rootDir>/**/*.test.ts'] }),
      // React components, in a simulated browser.
      await project({
        displayName: 'dom',
        testEnvironment: 'jsdom',
        testMatch: ['<rootDir>/**/*.test.tsx'],
        setupFilesAfterEnv: ['<rootDir>/test/setup-dom.ts'],
      }),
    ],
  };
}
