import 'server-only';
import { getAllPosts } from '../blog/posts';
import { defaultCountry } from '../countries';
import { locales } from '../i18n/locales';
import { sitePageHref, sitePages } from '../routes';
import { buildSearchIndex } from './build-index';
import type { SearchIndexFile } from './index-file';
import { readPage } from './read-page';
import type { ReadPage } from './read-page';

/**
 * The search index under `next dev`, which has no build to read: built on request from the
 * pages the dev server renders, fetched from itself (the first time, each route compiles: it
 * takes a while). A few at a time, so that the routes compile one after another rather than
 * all at once; a page that fails is left out, and named on the console. Built again in the
 * background once a minute old, so that a search soon after an edit finds its words.
 */
const keptMs = 60_000;
const fetchesAtOnce = 3;
let kept: { at: number; files: Promise<Map<string, SearchIndexFile>> } | null = null;
let rebuilding = false;

async function fetchPage(href: string, origin: string): Promise<ReadPage | null> {
  try {
    const response = await fetch(new URL(href, origin));
    if (response.ok) return readPage(await response.text());
    console.warn(`search index (dev): ${href} answered ${response.status}, left out`);
  } catch (error) {
    console.warn(`search index (dev): ${href} left out:`, error);
  }
  return null;
}

async function build(origin: string): Promise<Map<string, SearchIndexFile>> {
  const waiting = sitePages(getAllPosts())
    .filter((page) => page.country === defaultCountry)
    .map(sitePageHref);
  const read: ReadPage[] = [];
  const worker = async () => {
    for (let href = waiting.shift(); href !== undefined; href = waiting.shift()) {
      const page = await fetchPage(href, origin);
      if (page) read.push(page);
    }
  };
  await Promise.all(Array.from({ length: fetchesAtOnce }, worker));
  return buildSearchIndex(read, locales);
}

/**
 * The index of the dev server's pages: built on the first request; after a minute, the next
 * request starts building it again and, until that is done, gets the one kept.
 */
export function devSearchIndex(origin: string): Promise<Map<string, SearchIndexFile>> {
  if (!kept) {
    const files = build(origin);
    kept = { at: Date.now(), files };
    files.catch(() => (kept = null));
    return files;
  }
  if (!rebuilding && Date.now() - kept.at > keptMs) {
    rebuilding = true;
    build(origin)
      .then((files) => (kept = { at: Date.now(), files: Promise.resolve(files) }))
      .catch((error: unknown) => console.warn('search index (dev): rebuilding failed, the last one stays', error))
      .finally(() => (rebuilding = false));
  }
  return kept.files;
}
