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

async function project(config) {
  return createJestConfig({ ...shared, ...config })();
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
