import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The simulator plays M-Pesa's side (result codes, the callback and its signature, test numbers,
// the phone's lifecycle); the API reference documents it and reads it. Imports go that way only,
// so that neither can be changed without seeing what depends on it.
const root = path.join(process.cwd(), 'lib/mpesa-sandbox');
const apiDocs = path.join(process.cwd(), 'lib/api-docs');

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.(ts|tsx|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** Where each import of a file points, as a path of the project (aliases and relative paths resolved). */
function importedPaths(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g)].flatMap(([, specifier = '']) => {
    if (specifier.startsWith('@/')) return [path.join(process.cwd(), specifier.slice(2))];
    if (specifier.startsWith('.')) return [path.resolve(path.dirname(file), specifier)];
    return [];
  });
}

describe('lib/mpesa-sandbox', () => {
  it('has source files to check', () => {
    expect(sourceFiles(root).length).toBeGreaterThan(5);
  });

  it('imports nothing from lib/api-docs', () => {
    const backwards = sourceFiles(root).flatMap((file) =>
      importedPaths(file)
        .filter((target) => target === apiDocs || target.startsWith(`${apiDocs}${path.sep}`))
        .map((target) => `${path.relative(process.cwd(), file)} → ${path.relative(process.cwd(), target)}`),
    );
    expect(backwards).toEqual([]);
  });
});
