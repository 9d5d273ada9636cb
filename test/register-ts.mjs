// Lets Node 20 run a TypeScript file such as test/fake-upstream.ts (Playwright starts it as a
// web server) or scripts/check-content.ts: `node --import ./test/register-ts.mjs file.ts`.
// TypeScript's own transpiler strips the types; nothing is type-checked here (`npm run
// typecheck` does that). Relative imports without an extension find their `.ts` file, as the
// bundler resolves them for the app.
import { register } from 'node:module';

const hooks = `
  import { existsSync } from 'node:fs';
  import { readFile } from 'node:fs/promises';
  import { createRequire } from 'node:module';
  const ts = createRequire(${JSON.stringify(import.meta.url)})('typescript');
  export async function resolve(specifier, context, nextResolve) {
    const fromTs = context.parentURL?.startsWith('file:') && context.parentURL.endsWith('.ts');
    if (fromTs && /^\\.\\.?\\//.test(specifier) && !/\\.[cm]?[jt]sx?$/.test(specifier)) {
      for (const candidate of [specifier + '.ts', specifier + '/index.ts']) {
        const url = new URL(candidate, context.parentURL);
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
