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
  testPathIgnorePatterns: ['<rootDir>/node_modules/', '<rootDir>/.next/', '<rootDir>/e2e/'],
  clearMocks: true,
  restoreMocks: true,
};

/**
 * Packages published as ES modules only (shiki, the unified/MDX family, …). Jest runs
 * CommonJS, so these are compiled like our own code instead of being skipped as node_modules.
 */
function esmOnlyPackages(root = 'node_modules') {
  const names = readdirSync(root).flatMap((name) =>
    name.startsWith('@') ? readdirSync(join(root, name)).map((sub) => `${name}/${sub}`) : [name],
  );
  return names.filter((name) => {
    const manifest = join(root, name, 'package.json');
    return existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).type === 'module';
  });
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
