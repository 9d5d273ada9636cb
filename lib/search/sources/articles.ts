import 'server-only';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { anchorId } from '@/components/blog/text-of';
import { articleHref, blogListHref, findTranslation } from '../../blog/languages';
import { getAllPosts } from '../../blog/posts';
import type { Post } from '../../blog/types';
import { copyIn } from '../../content/copy';
import { defaultCountry } from '../../countries';
import type { Locale } from '../../i18n/locales';
import type { SearchIndexPage } from '../index-file';
import type { SourceSection } from './words';
import { searchPage, words } from './words';

/**
 * The articles, split at their h2 headings as the page renders them from the MDX: the title
 * and excerpt with whatever comes before the first heading, then one section per h2, under
 * the id the page gives it (its words made an anchor, numbered when repeated).
 */

// Parsed as the page parses it: MDX with GitHub Flavoured Markdown (tables, autolinks).
const processor = unified().use(remarkParse).use(remarkMdx).use(remarkGfm);

type Root = ReturnType<typeof processor.parse>;
type Node = Root | Root['children'][number] | Extract<Root['children'][number], { children: unknown[] }>['children'][number];
type Heading = Extract<Node, { type: 'heading' }>;

/** The words of a Markdown node: its text, inline code and code, and a component's title. */
function textOf(node: Node): string {
  if ('value' in node && typeof node.value === 'string') return node.type === 'html' || node.type.startsWith('mdxjsEsm') ? '' : node.value;
  const title =
    node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement'
      ? node.attributes.find((attribute) => 'name' in attribute && attribute.name === 'title')
      : undefined;
  const titleText = typeof title?.value === 'string' ? title.value : '';
  const children = 'children' in node ? node.children.map(textOf) : [];
  return words(titleText, children.join(node.type === 'paragraph' || node.type === 'heading' ? '' : ' '));
}

/** The article's sections, as the page renders them: ids unique across its h2, h3 and h4 headings. */
function articleSections(post: Post): SourceSection[] {
  const tree = processor.parse(post.body);
  const ids = new Set<string>();
  const uniqueId = (text: string): string => {
    const base = anchorId(text) || 'section';
    let id = base;
    for (let n = 2; ids.has(id); n += 1) id = `${base}-${n}`;
    ids.add(id);
    return id;
  };
  const top: SourceSection = { anchor: '', heading: '', text: post.excerpt };
  const sections: SourceSection[] = [top];
  for (const node of tree.children) {
    const heading: Heading | null = node.type === 'heading' ? node : null;
    if (heading && heading.depth >= 2 && heading.depth <= 4) {
      const text = textOf(heading);
      const id = uniqueId(text);
      if (heading.depth === 2) {
        sections.push({ anchor: id, heading: text, text: '' });
        continue;
      }
    }
    const current = sections[sections.length - 1] ?? top;
    current.text = words(current.text, textOf(node));
  }
  return sections;
}

function articlePage(post: Post): SearchIndexPage {
  return searchPage({ url: articleHref(defaultCountry, post), title: post.title, language: post.language, kind: 'article' }, articleSections(post));
}

/** The blog's list in `locale`: its title and lead (its cards are the articles, found as themselves). */
function blogListPage(locale: Locale): SearchIndexPage {
  const { blogCopy } = copyIn(locale).blog;
  // The list's headings get ids React makes up: they point at the page.
  return searchPage({ url: blogListHref(defaultCountry, locale), title: blogCopy.listTitle, language: locale, kind: 'page' }, [
    { anchor: '', heading: '', text: words(blogCopy.eyebrow, blogCopy.listLead) },
    { anchor: '', heading: blogCopy.featuredHeading, text: '' },
    { anchor: '', heading: blogCopy.latestHeading, text: '' },
  ]);
}

/** The blog's list and the articles written in `locale`. */
export function articlePagesIn(locale: Locale): SearchIndexPage[] {
  const posts = getAllPosts().filter((post) => post.language === locale);
  return [blogListPage(locale), ...posts.map(articlePage)];
}

/** The English articles that have no version in `locale`: its readers find them, marked as English. */
export function englishOnlyArticles(locale: Locale): SearchIndexPage[] {
  const posts = getAllPosts();
  return posts.filter((post) => post.language === 'en' && findTranslation(post, posts, locale) === undefined).map(articlePage);
}
