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
  {
    // A language's words are looked up by the language (copyIn(locale) on the server, the
    // on-demand entrances in the browser), never imported from its folder: a module that reads
    // one language's copy shows that language, or English, to every other one. Playwright's
    // specs (e2e/, test/) assert what a given language's pages show, and run outside Next,
    // where the server-only entrance cannot load.
    files: ['app/**', 'components/**', 'lib/**', '*.ts', '*.tsx'],
    ignores: ['lib/content/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)content/[a-z]{2}(/|$)',
              message:
                "Read a language's words through its entrance: copyIn(locale) from '@/lib/content/copy' (server), or onDemandWordsIn(locale) / chatWordsIn(locale) for code loaded in the browser.",
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          // A selector's regular expression cannot hold a slash: `.` stands for it.
          selector: 'ImportExpression[source.value=/content.[a-z]{2}($|[^a-z-])/]',
          message: "Load a language's words through its entrance (lib/content/on-demand-words.ts, lib/content/chat-words.ts), not from its folder.",
        },
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
