import type { APIRequestContext } from '@playwright/test';
import { parse } from 'parse5';
import type { DefaultTreeAdapterMap } from 'parse5';
import { findTranslation } from '@/lib/blog/languages';
import { isLive } from '@/lib/countries';
import { locales } from '@/lib/i18n/locales';
import type { Locale } from '@/lib/i18n/locales';
import { sitePageHref, sitePages } from '@/lib/routes';
import { documentsOf } from '@/lib/search/engine';
import { searchIndexHref } from '@/lib/search/index-address';
import { searchIndexFileSchema } from '@/lib/search/index-file';
import type { SearchDocument } from '@/lib/search/types';
import { expect, test } from './support/test';
import { blogPosts, swahiliBlogPosts } from './support/routes';

/**
 * The search index against the pages as the server sends them: every h1 and h2 of every page
 * (its title and its sections) has its document in the index of the page's language, under
 * the heading's id, and every document's anchor is an id on its page. A heading added to a
 * page without its words reaching the index fails here, naming the page and the heading.
 * Pages are read with plain requests (no browser), each once.
 */

type Element = DefaultTreeAdapterMap['element'];
type Node = DefaultTreeAdapterMap['childNode'] | DefaultTreeAdapterMap['document'] | DefaultTreeAdapterMap['documentFragment'];

/** The site's frame around every page (header, footer) and the call to action and links under every article: not a page's own sections. */
const frameElements = new Set(['header', 'footer']);
const frameHeadingIds = new Set(['article-cta', 'related-articles']);
/** Ids React makes up (useId): they may change from one build to the next, so their sections point at the page. */
const generatedId = /^_R_|^«|^:r/;

/** The pages search covers: every page of the live markets (a market not live yet has its coming-soon page alone). */
const pages = sitePages([...blogPosts, ...swahiliBlogPosts]).filter((page) => isLive(page.country));

function isElement(node: Node): node is Element {
  return 'tagName' in node;
}

function attribute(element: Element, name: string): string | undefined {
  return element.attrs.find((attr) => attr.name === name)?.value;
}

/** The text a reader sees in a heading: decoration hidden from assistive technology (an anchor's #) left out. */
function visibleText(node: Node): string {
  if (node.nodeName === '#text' && 'value' in node) return node.value;
  if (isElement(node) && attribute(node, 'aria-hidden') === 'true') return '';
  return 'childNodes' in node ? node.childNodes.map(visibleText).join('') : '';
}

interface PageOutline {
  ids: Set<string>;
  headings: { level: 'h1' | 'h2'; id: string; text: string }[];
}

function outline(html: string): PageOutline {
  const ids = new Set<string>();
  const headings: PageOutline['headings'] = [];
  const walk = (node: Node, inFrame: boolean) => {
    if (!isElement(node)) {
      if ('childNodes' in node) node.childNodes.forEach((child) => walk(child, inFrame));
      return;
    }
    const id = attribute(node, 'id');
    if (id) ids.add(id);
    const frame = inFrame || frameElements.has(node.tagName);
    if ((node.tagName === 'h1' || node.tagName === 'h2') && !frame && !frameHeadingIds.has(id ?? '')) {
      headings.push({ level: node.tagName, id: id && !generatedId.test(id) ? id : '', text: visibleText(node).replace(/\s+/g, ' ').trim() });
    }
    node.childNodes.forEach((child) => walk(child, frame));
    if (node.tagName === 'template' && 'content' in node) walk(node.content, frame);
  };
  walk(parse(html), false);
  return { ids, headings };
}

async function indexOf(request: APIRequestContext, locale: Locale): Promise<SearchDocument[]> {
  const response = await request.get(searchIndexHref(locale));
  expect(response.status(), searchIndexHref(locale)).toBe(200);
  const first = searchIndexFileSchema.parse(await response.json());
  const pieces = await Promise.all(first.pieces.map(async (href) => searchIndexFileSchema.parse(await (await request.get(href)).json())));
  return [first, ...pieces].flatMap(documentsOf);
}

test('every heading of every page is in the search index of its language, and every anchor is on its page @once', async ({ request }) => {
  test.setTimeout(120_000);
  const indexes = new Map(await Promise.all(locales.map(async (locale) => [locale, await indexOf(request, locale)] as const)));
  const outlines = new Map<string, PageOutline>();
  for (const page of pages) {
    const href = sitePageHref(page);
    const response = await request.get(href);
    expect(response.status(), href).toBe(200);
    outlines.set(href, outline(await response.text()));
  }

  const problems: string[] = [];
  for (const page of pages) {
    const href = sitePageHref(page);
    const documents = (indexes.get(page.locale) ?? []).filter((document) => document.url.split('#')[0] === href && document.language === page.locale);
    for (const heading of outlines.get(href)?.headings ?? []) {
      const found =
        heading.level === 'h1'
          ? documents.some((document) => document.title === heading.text)
          : documents.some((document) => document.section === heading.text && document.url === (heading.id ? `${href}#${heading.id}` : href));
      if (!found) problems.push(`${href}: ${heading.level}${heading.id ? `#${heading.id}` : ''} "${heading.text}" is not in the ${page.locale} index`);
    }
  }
  for (const [locale, documents] of indexes) {
    for (const document of documents) {
      const [href, anchor] = document.url.split('#');
      const page = outlines.get(href ?? '');
      if (!page) problems.push(`${locale} index: ${document.url} is not a page of the site`);
      else if (anchor && !page.ids.has(anchor)) problems.push(`${locale} index: ${document.url}: no element has the id ${anchor} on ${href}`);
    }
  }
  expect(problems).toEqual([]);
});

test('the Swahili index holds the English-only pages, never the English twin of a Swahili page @once', async ({ request }) => {
  const swahili = await indexOf(request, 'sw');
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
