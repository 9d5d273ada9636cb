// Lets Node 20 run a TypeScript file such as test/fake-upstream.ts (Playwright starts it as a
// web server) or scripts/check-content.ts: `node --import ./test/register-ts.mjs file.ts`.
// TypeScript's own transpiler strips the types; nothing is type-checked here (`npm run
// typecheck` does that). Relative imports without an extension find their `.ts` file, as the
// bundler resolves them for the app, and `@/…` is the project root, as tsconfig's paths say.
import { register } from 'node:module';

const hooks = `
  import { existsSync } from 'node:fs';
  import { readFile } from 'node:fs/promises';
  import { createRequire } from 'node:module';
  const ts = createRequire(${JSON.stringify(import.meta.url)})('typescript');
  const root = ${JSON.stringify(new URL('../', import.meta.url).href)};
  export async function resolve(specifier, context, nextResolve) {
    const fromTs = context.parentURL?.startsWith('file:') && context.parentURL.endsWith('.ts');
    const aliased = specifier.startsWith('@/');
    if (fromTs && (aliased || /^\\.\\.?\\//.test(specifier)) && !/\\.[cm]?[jt]sx?$/.test(specifier)) {
      const base = aliased ? root : context.parentURL;
      const path = aliased ? specifier.slice(2) : specifier;
      for (const candidate of [path + '.ts', path + '/index.ts', path + '.mjs', path]) {
        const url = new URL(candidate, base);
        if (existsSync(url)) return { url: url.href, shortCircuit: true };
      }
    }
    return nextResolve(specifier, context);
  }
  export async function load(url, context, nextLoad) {
    if (!url.startsWith('file:') || !url.endsWith('.ts')) return nextLoad(url, context);
    const source = await readFile(new URL(url), 'utf8');
    const { outputText } = ts.transpileModule(source, {
      fileName: url,
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    });
    return { format: 'module', source: outputText, shortCircuit: true };
  }
`;

register(`data:text/javascript,${encodeURIComponent(hooks)}`, import.meta.url);
