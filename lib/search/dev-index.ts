import 'server-only';
import { getAllPosts } from '../blog/posts';
import { defaultCountry } from '../countries';
import { locales } from '../i18n/locales';
import { sitePageHref, sitePages } from '../routes';
import { buildSearchIndex } from './build-index';
import type { SearchIndexFile } from './index-file';
import { readPage } from './read-page';

/**
 * The search index under `next dev`, which has no build to read: built on request from the
 * pages the dev server renders, fetched from itself (the first time, each route compiles: it
 * takes a while). Kept a minute, so that a search a minute after an edit finds its words.
 */
const keptMs = 60_000;
let kept: { at: number; files: Promise<Map<string, SearchIndexFile>> } | null = null;

async function build(origin: string): Promise<Map<string, SearchIndexFile>> {
  const pages = sitePages(getAllPosts()).filter((page) => page.country === defaultCountry);
  const read = await Promise.all(
    pages.map(async (page) => {
      const response = await fetch(new URL(sitePageHref(page), origin));
      return response.ok ? readPage(await response.text()) : null;
    }),
  );
  return buildSearchIndex(
    read.filter((page) => page !== null),
    locales,
  );
}

export function devSearchIndex(origin: string): Promise<Map<string, SearchIndexFile>> {
  if (!kept || Date.now() - kept.at > keptMs) {
    const files = build(origin);
    files.catch(() => (kept = null));
    kept = { at: Date.now(), files };
  }
  return kept.files;
}
