import { defaultTreeAdapter as tree, parse } from 'parse5';
import type { DefaultTreeAdapterMap } from 'parse5';
import type { Locale } from '../i18n/locales';
import { isLocale } from '../i18n/locales';

/**
 * A page as the site search reads it from its HTML, the very bytes the server sends: its
 * address (its canonical link), its language (`<html lang>`), the languages it has versions in
 * (its hreflang links), its title (its h1) and its sections. Each h2 starts a section, and so
 * does an h3 that carries an id; a heading without an anchor of its own stays part of the
 * section it falls in, since a link can only lead to that section. A section's anchor is its
 * heading's id, unless React made that id up (it may change from one build to the next): then
 * it points at the page.
 *
 * What it reads is the page's own content: inside `<main>`, or the `<article>` that holds the
 * h1 when there is one (the calls to action and related reading around an article are not its
 * words). It leaves out what a reader does not read as text (code blocks, editors' fields,
 * pictures, hidden parts) and the cards that stand for other pages (an `<article>` whose
 * heading is a link): those pages are found as themselves.
 */

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

/** One section: its anchor ('' for the page), its heading ('' for the top of the page), its words. */
export type PageSection = [anchor: string, heading: string, text: string];

export interface ReadPage {
  /** The page's address, from its canonical link: /ke/about, /ke/sw/about. */
  url: string;
  language: Locale;
  /** The languages its hreflang links name a version in, its own included. */
  versions: Locale[];
  title: string;
  sections: PageSection[];
}

/** Ids React makes up (useId): they may change from one build to the next. */
const generatedId = /^_R_|^«|^:r/;
/**
 * Elements whose words a reader does not read as the page's text: code blocks, editors'
 * fields, pictures, and buttons (actions: copy, send, keep for offline).
 */
const skipped = new Set(['script', 'style', 'template', 'noscript', 'svg', 'pre', 'textarea', 'iframe', 'img', 'video', 'audio', 'canvas', 'button']);
/** Messages about what a visitor just did (a form sent, a filter's count): not the page's words. */
const messageRoles = new Set(['status', 'alert']);
const headings = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

function attribute(element: Element, name: string): string | undefined {
  return tree.getAttrList(element).find((attr) => attr.name === name)?.value;
}

function children(node: Node): Node[] {
  if (tree.isElementNode(node) && tree.getTagName(node) === 'template') return [];
  return 'childNodes' in node ? node.childNodes : [];
}

function elements(node: Node): Element[] {
  return children(node).flatMap((child) => (tree.isElementNode(child) ? [child, ...elements(child)] : []));
}

function find(node: Node, test: (element: Element) => boolean): Element | undefined {
  return elements(node).find(test);
}

function isSkipped(element: Element): boolean {
  return (
    skipped.has(tree.getTagName(element)) ||
    attribute(element, 'hidden') !== undefined ||
    attribute(element, 'aria-hidden') === 'true' ||
    messageRoles.has(attribute(element, 'role') ?? '')
  );
}

/** A card that stands for another page: an article whose heading is a link. */
function isCard(element: Element): boolean {
  return (
    tree.getTagName(element) === 'article' &&
    elements(element).some(
      (inner) =>
        headings.has(tree.getTagName(inner)) && find(inner, (link) => tree.getTagName(link) === 'a' && attribute(link, 'href') !== undefined) !== undefined,
    )
  );
}

/**
 * One space between words, none before a closing mark or after an opening one. Every element
 * is read as apart from its neighbours: pages set their pieces side by side with styles, not
 * spaces ("Start Building" and "Demo" are two links in a row), so a space is put at each
 * element's edges, and the one this leaves before a comma or a full stop is taken out.
 */
function collapse(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/ (?=[.,;:!?…)\]’”])/g, '')
    .replace(/(?<=[(\[“‘]) /g, '')
    .trim();
}

/** The words a reader sees in `node`, apart from its neighbours'. */
function textOf(node: Node): string {
  if (tree.isTextNode(node)) return tree.getTextNodeContent(node);
  if (!tree.isElementNode(node)) return children(node).map(textOf).join('');
  if (isSkipped(node)) return '';
  return ` ${children(node).map(textOf).join('')} `;
}

function anchorOf(heading: Element): string {
  const id = attribute(heading, 'id') ?? '';
  return generatedId.test(id) ? '' : id;
}

/** The heading that names a part of the page (`aria-labelledby`) and carries an anchor: its section starts with the part. */
function namingHeading(element: Element): Element | undefined {
  const id = attribute(element, 'aria-labelledby');
  if (!id || generatedId.test(id)) return undefined;
  return find(element, (inner) => attribute(inner, 'id') === id && startsSection(inner));
}

/** An h2, or an h3 with an anchor of its own. */
function startsSection(element: Element): boolean {
  const tag = tree.getTagName(element);
  return tag === 'h2' || (tag === 'h3' && anchorOf(element) !== '');
}

/**
 * The page's title and its sections, in the order it shows them. A section starts at its
 * heading, or at the start of the part the heading names, so that the words above the heading
 * in that part (an eyebrow) are the section's too.
 */
function sectionsOf(root: Element): { title: string; sections: PageSection[] } {
  let title = '';
  const sections: { anchor: string; heading: string; words: string[] }[] = [{ anchor: '', heading: '', words: [] }];
  const started = new Set<Element>();
  const write = (words: string) => sections[sections.length - 1]?.words.push(words);
  const start = (heading: Element) => {
    started.add(heading);
    sections.push({ anchor: anchorOf(heading), heading: collapse(textOf(heading)), words: [] });
  };
  const walk = (node: Node) => {
    if (tree.isTextNode(node)) write(tree.getTextNodeContent(node));
    if (!tree.isElementNode(node) || isSkipped(node) || (node !== root && isCard(node)) || started.has(node)) return;
    const named = namingHeading(node);
    if (named) start(named);
    else if (startsSection(node)) return start(node);
    else if (tree.getTagName(node) === 'h1' && title === '') {
      title = collapse(textOf(node));
      return;
    }
    write(' ');
    children(node).forEach(walk);
    write(' ');
  };
  children(root).forEach(walk);
  return {
    title,
    sections: sections
      .map(({ anchor, heading, words }): PageSection => [anchor, heading, collapse(words.join(''))])
      .filter(([, heading, text]) => heading !== '' || text !== ''),
  };
}

/** The language of an hreflang value: en-KE → en; x-default and other languages → null. */
function languageOf(hreflang: string): Locale | null {
  const language = hreflang.split('-')[0]?.toLowerCase();
  return isLocale(language) ? language : null;
}

/**
 * A page of the site as the search reads it, or null for a page it does not index: one that
 * asks search engines not to (the missing and offline pages), or that has no canonical
 * address, no language of the site or no `<main>`.
 */
export function readPage(html: string): ReadPage | null {
  const document = parse(html);
  const root = find(document, (element) => tree.getTagName(element) === 'html');
  const head = root && find(root, (element) => tree.getTagName(element) === 'head');
  const main = root && find(root, (element) => tree.getTagName(element) === 'main');
  const language = root && attribute(root, 'lang');
  if (!head || !main || !isLocale(language)) return null;
  const links = elements(head).filter((element) => tree.getTagName(element) === 'link');
  const meta = elements(head).filter((element) => tree.getTagName(element) === 'meta');
  if (meta.some((element) => attribute(element, 'name') === 'robots' && /noindex/i.test(attribute(element, 'content') ?? ''))) return null;
  const canonical = links.find((link) => attribute(link, 'rel') === 'canonical');
  const href = canonical && attribute(canonical, 'href');
  if (!href) return null;
  const versions = links
    .filter((link) => attribute(link, 'rel') === 'alternate')
    .map((link) => languageOf(attribute(link, 'hreflang') ?? ''))
    .filter((version) => version !== null);
  // An article's own words are the <article> that holds its title; a page's, its <main>.
  const h1 = find(main, (element) => tree.getTagName(element) === 'h1');
  const article = h1 && elements(main).find((element) => tree.getTagName(element) === 'article' && elements(element).includes(h1));
  const { title, sections } = sectionsOf(article ?? main);
  return { url: new URL(href).pathname, language, versions: [...new Set([language, ...versions])], title, sections };
}
