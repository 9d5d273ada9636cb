import type { APIRequestContext } from '@playwright/test';
import { parse } from 'parse5';
import { defaultTreeAdapter as tree } from 'parse5';
import type { DefaultTreeAdapterMap } from 'parse5';
import { findTranslation } from '@/lib/blog/languages';
import { defaultCountry } from '@/lib/countries';
import { locales } from '@/lib/i18n/locales';
import type { Locale } from '@/lib/i18n/locales';
import { sitePageHref, sitePages } from '@/lib/routes';
import { buildSearchIndex } from '@/lib/search/build-index';
import { documentsOf } from '@/lib/search/engine';
import { searchIndexFileName, searchIndexHref } from '@/lib/search/index-address';
import { searchIndexFileSchema } from '@/lib/search/index-file';
import type { SearchIndexFile } from '@/lib/search/index-file';
import { readPage } from '@/lib/search/read-page';
import { expect, test } from './support/test';
import { blogPosts, swahiliBlogPosts } from './support/routes';

/**
 * The search index the server sends against the pages it sends: the index is the one the
 * pages read now give (a build step that did not run, or ran on other pages, fails here), every
 * page of the live market is in it once with its h1 as its title, and every anchor it leads to
 * is an id on its page. Pages are read with plain requests (no browser), each once.
 */

type Node = DefaultTreeAdapterMap['node'];

/** The pages search covers: every page of the market the index is built for. */
const pages = sitePages([...blogPosts, ...swahiliBlogPosts]).filter((page) => page.country === defaultCountry);

function ids(node: Node, found = new Set<string>()): Set<string> {
  if (tree.isElementNode(node)) {
    const id = tree.getAttrList(node).find((attr) => attr.name === 'id')?.value;
    if (id) found.add(id);
  }
  if ('childNodes' in node) for (const child of node.childNodes) ids(child, found);
  return found;
}

async function servedIndex(request: APIRequestContext, locale: Locale): Promise<SearchIndexFile[]> {
  const response = await request.get(searchIndexHref(locale));
  expect(response.status(), searchIndexHref(locale)).toBe(200);
  const first = searchIndexFileSchema.parse(await response.json());
  const pieces = await Promise.all(first.pieces.map(async (href) => searchIndexFileSchema.parse(await (await request.get(href)).json())));
  return [first, ...pieces];
}

test('the index served is the one the pages served give, every page in it once under its h1, every anchor on its page @once', async ({ request }) => {
  test.setTimeout(120_000);
  const html = new Map<string, string>();
  for (const page of pages) {
    const href = sitePageHref(page);
    const response = await request.get(href);
    expect(response.status(), href).toBe(200);
    html.set(href, await response.text());
  }
  const read = [...html.values()].map(readPage).filter((page) => page !== null);
  expect(read.map((page) => page.url).sort()).toEqual([...html.keys()].sort());
  const built = buildSearchIndex(read, locales);

  const problems: string[] = [];
  for (const locale of locales) {
    const served = await servedIndex(request, locale);
    const pagesServed = served.flatMap((piece) => piece.pages);
    // Built from the same pages, the index must come out the same: the pieces together are the file.
    expect(pagesServed, `${searchIndexFileName(locale)} against the pages served`).toEqual(built.get(searchIndexFileName(locale))?.pages);
    const own = pagesServed
      .filter((page) => page.language === locale)
      .map((page) => page.url)
      .sort();
    expect(own, `${locale}: every page of its language, once`).toEqual(
      pages
        .filter((page) => page.locale === locale)
        .map(sitePageHref)
        .sort(),
    );
    for (const page of pagesServed) {
      const h1 = readPage(html.get(page.url) ?? '')?.title;
      if (page.title !== h1 || page.title === '') problems.push(`${locale} index: ${page.url} is titled "${page.title}", its h1 reads "${h1}"`);
    }
    for (const document of served.flatMap(documentsOf)) {
      const [href, anchor] = document.url.split('#');
      const source = html.get(href ?? '');
      if (!source) problems.push(`${locale} index: ${document.url} is not a page of the site`);
      else if (anchor && !ids(parse(source)).has(anchor)) problems.push(`${locale} index: ${document.url}: no element has the id ${anchor} on ${href}`);
    }
  }
  expect(problems).toEqual([]);
});

test('the Swahili index holds the English-only pages, never the English twin of a Swahili page @once', async ({ request }) => {
  const swahili = (await servedIndex(request, 'sw')).flatMap(documentsOf);
  const english = new Set(swahili.filter((document) => document.language === 'en').map((document) => document.url.split('#')[0]));
  const allPosts = [...blogPosts, ...swahiliBlogPosts];
  const swahiliPaths = new Set(pages.filter((page) => page.locale === 'sw').map((page) => page.path));
  // A fixed page exists in both languages at the same path; an article's twin is its translation.
  const twins = pages
    .filter((page) => page.locale === 'en')
    .filter((page) =>
      page.kind === 'blogPost' ? blogPosts.some((post) => post.slug === page.slug && findTranslation(post, allPosts, 'sw')) : swahiliPaths.has(page.path),
    )
    .map(sitePageHref);
  expect(twins.filter((href) => english.has(href))).toEqual([]);
  expect([...english].some((href) => href?.includes('/developers/api/'))).toBe(true);
});
