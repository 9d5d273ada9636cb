import 'server-only';
import type { Locale } from '../i18n/locales';
import { locales } from '../i18n/locales';
import { searchIndexPages } from './documents';
import type { SearchIndexFile } from './index-file';
import { searchIndexFileName } from './index-address';

/** Every index file the site serves, by its name in the folder: each reader language's. */
export async function searchIndexFiles(): Promise<Map<string, SearchIndexFile>> {
  const files = await Promise.all(
    locales.map(async (reader): Promise<[string, SearchIndexFile]> => [searchIndexFileName(reader), await searchIndexFile(reader)]),
  );
  return new Map(files);
}

/** The index a reader of `locale` downloads. */
export async function searchIndexFile(reader: Locale): Promise<SearchIndexFile> {
  return { reader, pages: await searchIndexPages(reader), pieces: [] };
}
