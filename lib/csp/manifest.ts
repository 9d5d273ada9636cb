import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from '@/lib/zod';
import { cspManifestFile } from './manifest-file.mjs';

const hashSource = z.string().regex(/^'sha256-[A-Za-z0-9+/]+={0,2}'$/);

const manifestSchema = z.object({
  /** Page path (as a request names it, e.g. /ke/about) → its inline code's hashes. */
  pages: z.record(z.string(), z.object({ scripts: z.array(hashSource), styles: z.array(hashSource) })),
  /** Styles inserted at run time by code any page may load. */
  runtimeStyles: z.array(hashSource),
});

export type CspManifest = z.infer<typeof manifestSchema>;

export class CspManifestError extends Error {}

let manifest: CspManifest | undefined;

/**
 * The build's hashes (build/csp-manifest.mjs writes them in the pass after `next build`), read
 * once per server process. Missing or malformed: throws, naming the file.
 */
export function cspManifest(): CspManifest {
  if (manifest) return manifest;
  const path = join(/* turbopackIgnore: true */ process.cwd(), cspManifestFile);
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    throw new CspManifestError(`${path} is missing: run \`npm run build\` (next build, then the CSP manifest step), and copy it beside a standalone server`);
  }
  const parsed = manifestSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new CspManifestError(`${path} is not a CSP manifest: ${parsed.error.message}`);
  manifest = parsed.data;
  return manifest;
}
