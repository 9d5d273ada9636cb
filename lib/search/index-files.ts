import 'server-only';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { locales } from '../i18n/locales';
import type { Locale } from '../i18n/locales';
import { searchIndexFileName } from './index-address';
import { searchIndexFileSchema } from './index-file';
import type { SearchIndexFile } from './index-file';
import { searchIndexDir } from './index-folder.mjs';

/**
 * The index files the site serves, as the build wrote them from the rendered pages
 * (scripts/build-search-index.ts), read once per server. Under `next dev` there is no build:
 * the files are built on request from the dev server's own pages (dev-index.ts), so that search
 * shows the words as they are being edited.
 */

/** One index file as it is sent: its bytes, and the tag a browser sends back to ask whether it changed. */
export interface ServedIndexFile {
  body: string;
  etag: string;
  file: SearchIndexFile;
}

const served = (body: string): ServedIndexFile => ({
  body,
  etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
  file: searchIndexFileSchema.parse(JSON.parse(body)),
});

const builtFiles = new Map<string, Promise<ServedIndexFile>>();

/** A file of the build's index folder; a build without it is an incomplete build, and says so. */
function builtFile(name: string): Promise<ServedIndexFile> {
  let file = builtFiles.get(name);
  if (!file) {
    const path = join(/* turbopackIgnore: true */ process.cwd(), searchIndexDir, name);
    file = readFile(path, 'utf8').then(served, (error: unknown) => {
      throw new Error(`The search index ${path} could not be read (was the build completed with npm run build?)`, { cause: error });
    });
    builtFiles.set(name, file);
  }
  return file;
}

async function devFile(name: string, origin: string): Promise<ServedIndexFile | null> {
  const { devSearchIndex } = await import('./dev-index');
  const file = (await devSearchIndex(origin)).get(name);
  return file ? served(JSON.stringify(file)) : null;
}

/** The index file of that name (en.json, sw.json), or null when the site has none. `origin` is the dev server's, under `next dev`. */
export async function servedSearchIndex(name: string, origin: string): Promise<ServedIndexFile | null> {
  if (!locales.some((locale) => searchIndexFileName(locale) === name)) return null;
  return process.env.NODE_ENV === 'development' ? devFile(name, origin) : builtFile(name);
}

/** The index a reader of `locale` downloads. */
export async function searchIndexFile(reader: Locale, origin: string): Promise<SearchIndexFile> {
  const name = searchIndexFileName(reader);
  const found = await servedSearchIndex(name, origin);
  if (!found) throw new Error(`No search index ${name}`);
  return found.file;
}
