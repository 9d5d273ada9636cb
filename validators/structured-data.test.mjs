// The structured data of every prerendered page: each <script type="application/ld+json">
// parses, its nodes carry what search engines require of their type, an @id names one node
// (once per page, and the same value on every page that defines it), our own addresses in it
// are pages that exist, and the page's language and market agree with its JSON-LD and Open Graph.
import assert from 'node:assert/strict';
import { isDeepStrictEqual } from 'node:util';
import { test } from 'node:test';
import { parse } from 'parse5';
import { prerenderedPages } from './last-build.mjs';

function elements(node, found = []) {
  if (node.tagName) found.push(node);
  for (const child of node.childNodes ?? []) elements(child, found);
  if (node.content) elements(node.content, found);
  return found;
}
const attribute = (element, name) => element.attrs.find((attr) => attr.name === name)?.value;
const text = (element) => element.childNodes.map((child) => child.value ?? '').join('');

// The pages crawlers index: the page a missing file shows (noindex) describes nothing.
const pages = prerenderedPages()
  .filter(({ html }) => !/<meta name="robots" content="noindex/.test(html))
  .map(({ route, html }) => {
    const all = elements(parse(html));
    const meta = (property) =>
      all.filter((element) => element.tagName === 'meta' && attribute(element, 'property') === property).map((element) => attribute(element, 'content'));
    return {
      route,
      lang: attribute(
        all.find((element) => element.tagName === 'html'),
        'lang',
      ),
      canonical: attribute(all.find((element) => element.tagName === 'link' && attribute(element, 'rel') === 'canonical') ?? { attrs: [] }, 'href'),
      ogLocale: meta('og:locale')[0],
      ogAlternates: meta('og:locale:alternate'),
      blocks: all.filter((element) => element.tagName === 'script' && attribute(element, 'type') === 'application/ld+json').map(text),
    };
  });

/** Every node of a block, nested ones included, with where it sits. */
function nodes(value, path = '$') {
  if (Array.isArray(value)) return value.flatMap((item, index) => nodes(item, `${path}[${index}]`));
  if (typeof value !== 'object' || value === null) return [];
  return [{ node: value, path }, ...Object.entries(value).flatMap(([key, child]) => nodes(child, `${path}.${key}`))];
}

const types = (node) => [node['@type'] ?? []].flat();
const present = (value) => value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

/** What search engines require of each type we use (Google's structured data documentation). */
const requiredFields = {
  Organization: ['name', 'url', 'logo'],
  WebSite: ['name', 'url'],
  WebPage: ['name', 'url'],
  Article: ['headline', 'datePublished', 'author', 'image'],
  NewsArticle: ['headline', 'datePublished', 'author', 'image'],
  BlogPosting: ['headline', 'datePublished', 'author', 'image'],
  TechArticle: ['headline', 'author'],
  Blog: ['name', 'url'],
  BreadcrumbList: ['itemListElement'],
  ItemList: ['itemListElement'],
  FAQPage: ['mainEntity'],
  Question: ['name', 'acceptedAnswer'],
  Answer: ['text'],
  Service: ['name', 'provider'],
  Person: ['name'],
};

function typeProblems({ node, path }) {
  const problems = [];
  if (refersOnly(node)) return problems;
  for (const type of types(node)) {
    for (const field of requiredFields[type] ?? []) if (!present(node[field])) problems.push(`${path} (${type}) has no ${field}`);
    if (type === 'BreadcrumbList' || type === 'ItemList') {
      (node.itemListElement ?? []).forEach((item, index) => {
        if (item.position !== index + 1) problems.push(`${path}.itemListElement[${index}] has position ${item.position}, not ${index + 1}`);
        if (type === 'BreadcrumbList' && !(present(item.name) && present(item.item)))
          problems.push(`${path}.itemListElement[${index}] needs a name and an item`);
      });
    }
  }
  return problems;
}

/** A node that says something beyond its @id (and type) defines it; `{ "@id": … }` only refers to it. */
const defines = (node) => typeof node['@id'] === 'string' && Object.keys(node).some((key) => !['@id', '@type', '@context'].includes(key));
const refersOnly = (node) => typeof node['@id'] === 'string' && !defines(node);
const withoutContext = ({ '@context': _context, ...rest }) => rest;

test('the build has prerendered pages', () => assert.ok(pages.length > 0));

const canonicals = new Set(pages.map((page) => page.canonical).filter(Boolean));
const origin = new URL([...canonicals][0] ?? 'https://invalid.example').origin;
const definitions = new Map();

for (const page of pages) {
  test(`${page.route}: its JSON-LD parses and every node has what its type requires`, () => {
    assert.ok(page.blocks.length > 0, 'no JSON-LD block');
    const problems = [];
    page.blocks.forEach((block, index) => {
      let data;
      try {
        data = JSON.parse(block);
      } catch (error) {
        problems.push(`block ${index + 1} is not JSON: ${error.message}`);
        return;
      }
      for (const item of [data].flat()) if (item['@context'] !== 'https://schema.org') problems.push(`block ${index + 1} has @context ${item['@context']}`);
      problems.push(...nodes(data, `block ${index + 1}`).flatMap(typeProblems));
    });
    assert.deepEqual(problems, []);
  });

  const found = page.blocks.flatMap((block, index) => nodes(JSON.parse(block), `block ${index + 1}`));

  test(`${page.route}: each @id is defined once on the page`, () => {
    const ids = found.filter(({ node }) => defines(node)).map(({ node }) => node['@id']);
    assert.deepEqual(
      ids.filter((id, index) => ids.indexOf(id) !== index),
      [],
    );
    for (const { node } of found.filter(({ node }) => defines(node))) {
      const seen = definitions.get(node['@id']) ?? [];
      definitions.set(node['@id'], [...seen, { route: page.route, value: withoutContext(node) }]);
    }
  });

  test(`${page.route}: every address of ours in its JSON-LD is a page's canonical address`, () => {
    const addresses = found.flatMap(({ node, path }) =>
      ['url', 'item'].filter((key) => typeof node[key] === 'string' && node[key].startsWith(origin)).map((key) => ({ at: `${path}.${key}`, url: node[key] })),
    );
    assert.deepEqual(
      addresses.filter(({ url }) => !canonicals.has(url.split('#')[0])).map(({ at, url }) => `${at}: ${url} is no page's canonical address`),
      [],
    );
  });

  test(`${page.route}: its JSON-LD and Open Graph locale say the page's language and market`, () => {
    const problems = [];
    const inLanguage = found.filter(({ path }) => /^block \d+$/.test(path)).map(({ node }) => node.inLanguage);
    if (!inLanguage.includes(page.lang)) problems.push(`no top-level node has inLanguage "${page.lang}" (found ${JSON.stringify(inLanguage.filter(Boolean))})`);
    const market = page.route.split('/')[1]?.toUpperCase();
    const markets = new Set(pages.map((other) => other.route.split('/')[1]?.toUpperCase()));
    if (!page.ogLocale?.startsWith(`${page.lang}_`)) problems.push(`og:locale ${page.ogLocale} is not in the page's language (${page.lang})`);
    if (markets.has(market) && page.ogLocale !== `${page.lang}_${market}`)
      problems.push(`og:locale ${page.ogLocale} is not the page's market (${page.lang}_${market})`);
    for (const locale of [page.ogLocale, ...page.ogAlternates]) {
      const region = locale?.split('_')[1];
      if (region && markets.has(region) && region !== market) problems.push(`og:locale ${locale} names another market than the page's (${market})`);
    }
    assert.deepEqual(problems, []);
  });
}

test('an @id defined on several pages means the same node on each', () => {
  const conflicts = [...definitions].flatMap(([id, seen]) =>
    seen.filter(({ value }) => !isDeepStrictEqual(value, seen[0].value)).map(({ route }) => `${id}: ${route} differs from ${seen[0].route}`),
  );
  assert.deepEqual(conflicts, []);
});
