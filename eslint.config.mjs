import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      // User text must never become HTML. The one exception (JSON-LD with `<` escaped) is
      // disabled at its single call site with a reason.
      'react/no-danger': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // zod is configured once (no eval, which the Content-Security-Policy forbids): lib/zod.ts.
    files: ['app/**', 'components/**', 'lib/**'],
    ignores: ['lib/zod.ts', '**/*.test.ts', '**/*.test.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [{ name: 'zod', message: "Import { z } from '@/lib/zod', where zod is configured for the CSP.", allowTypeImports: true }] },
      ],
    },
  },
  globalIgnores([
    // eslint-config-next ignores build/ (the output folder of create-react-app and others);
    // here it holds the build steps, our code.
    '!build/**',
    '**/.next/**',
    'out/**',
    'coverage/**',
    'test-results/**',
    'playwright-report/**',
    'next-env.d.ts',
    // The command-line tool's bundle, built at install.
    'packages/cli/dist/**',
  ]),
]);
