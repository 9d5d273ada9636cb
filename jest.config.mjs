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
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/.next/', '<rootDir>/e2e/'],
  // Neither is a source of modules: the build's standalone copy (its own package.json would
  // collide with ours) and the bench's own install.
  modulePathIgnorePatterns: ['<rootDir>/.next/', '<rootDir>/bench/node_modules/'],
  clearMocks: true,
  restoreMocks: true,
  // Jest's "soft" clean-up of globals between files turns a property a file set (process.env
  // included) into an accessor whose setter calls itself: the next file to set it overflows.
  testEnvironmentOptions: { globalsCleanup: 'off' },
};

/**
 * Packages the tests load that are published as ES modules only. Jest runs CommonJS, so these
 * are compiled like our own code instead of being skipped as node_modules. Found by running the
 * whole suite: a package missing here fails with "Cannot use import statement outside a module".
 */
const esmOnlyPackages = [
  // The blog and docs pipeline: unified, remark and the parsers and utilities under them.
  'unified',
  'bail',
  'devlop',
  'is-plain-obj',
  'trough',
  'vfile',
  'vfile-message',
  'remark-gfm',
  'remark-mdx',
  'remark-parse',
  'micromark',
  'micromark-[a-z-]+',
  'mdast-util-[a-z-]+',
  'unist-util-[a-z-]+',
  'estree-util-[a-z-]+',
  'hast-util-to-html',
  'hast-util-whitespace',
  'html-void-elements',
  'property-information',
  'space-separated-tokens',
  'comma-separated-tokens',
  'stringify-entities',
  'parse-entities',
  'character-entities',
  'character-entities-html4',
  'character-entities-legacy',
  'character-reference-invalid',
  'decode-named-character-reference',
  'is-alphabetical',
  'is-alphanumerical',
  'is-decimal',
  'is-hexadecimal',
  'ccount',
  'longest-streak',
  'markdown-table',
  'zwitch',
  'escape-string-regexp',
  // Code highlighting in the docs and the blog.
  'shiki',
  '@shikijs/[a-z-]+',
  // Slugs of new blog posts, and the check of the OpenAPI document.
  '@sindresorhus/slugify',
  '@sindresorhus/transliterate',
  '@seriousme/openapi-schema-validator',
  // The address filter of sandbox callback delivery.
  'request-filtering-agent',
];
const transformIgnorePatterns = [`/node_modules/(?!(${esmOnlyPackages.join('|')})/)`];

async function project(config) {
  const resolved = await createJestConfig({ ...shared, ...config })();
  return { ...resolved, transformIgnorePatterns };
}

export default async function jestConfig() {
  return {
    // A worker per core: Jest's default leaves one core to itself, which on a 2-core machine runs
    // every file in one process (120 s here, against 76 s with both).
    maxWorkers: '100%',
    // A Redis client whose test server has stopped keeps reconnecting in the background: end the
    // process once the results are in rather than wait for it.
    forceExit: true,
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
