import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { bodyImageProblem } from './body-images';
import { codeFenceProblem } from './code-fences';
import { isAllowedJsx, jsxProblem } from './jsx-allowlist';
import { linkProblem, siteLinkProblem } from './links';
import type { ArticleLanguage } from './links';
import type { ContentProblem } from './schema';
import type { PostSource } from './types';

/**
 * The body rules of an article, checked on its Markdown tree without compiling or rendering
 * it: the JSX allowlist, links, images and code fences. The page applies the same rules while it renders
 * (components/blog/mdx-*.tsx), so a problem found here is one the build would stop on.
 */
interface MdastNode {
  type: string;
  name?: string | null;
  url?: string;
  alt?: string | null;
  lang?: string | null;
  attributes?: { type: string; name?: string; value?: unknown }[];
  children?: MdastNode[];
  position?: { start: { line: number } };
}

// Parsed as the page parses it: MDX with GitHub Flavoured Markdown (tables, autolinks).
const processor = unified().use(remarkParse).use(remarkMdx).use(remarkGfm);

function walk(node: MdastNode, visit: (node: MdastNode) => void): void {
  visit(node);
  for (const child of node.children ?? []) walk(child, visit);
}

function attribute(node: MdastNode, name: string): string {
  const found = node.attributes?.find((attr) => attr.type === 'mdxJsxAttribute' && attr.name === name);
  return typeof found?.value === 'string' ? found.value : '';
}

/** The line of a parse error: its `line` when set, else the `(line:column-…)` its message ends with. */
function errorLine(error: unknown): number | undefined {
  const line: unknown = typeof error === 'object' && error !== null ? Reflect.get(error, 'line') : undefined;
  if (typeof line === 'number') return line;
  const match = /\((\d+):\d+(?:-\d+:\d+)?\)$/.exec(error instanceof Error ? error.message : '');
  return match ? Number(match[1]) : undefined;
}

export interface BodyContext {
  /** Slugs of the articles a link may lead to. */
  slugs: ReadonlySet<string>;
  /** The article's language: its links stay in it. */
  from: ArticleLanguage;
  publicDir: string;
}

export function checkBody(post: Pick<PostSource, 'file' | 'body' | 'bodyLine'>, { slugs, from, publicDir }: BodyContext): ContentProblem[] {
  const at = (line: number | undefined, field: string, message: string): ContentProblem => ({
    file: post.file,
    line: post.bodyLine + (line ?? 1) - 1,
    field,
    message,
  });
  let tree: MdastNode;
  try {
    tree = processor.parse(post.body);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return [at(errorLine(error), 'mdx', message)];
  }
  const problems: ContentProblem[] = [];
  walk(tree, (node) => {
    const line = node.position?.start.line;
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      const name = node.name ?? '<>';
      if (!isAllowedJsx(name)) problems.push(at(line, 'jsx', jsxProblem(name)));
      const siteLink = name === 'SiteLink' ? siteLinkProblem(attribute(node, 'to')) : undefined;
      if (siteLink) problems.push(at(line, 'link', siteLink));
    }
    if (node.type === 'link') {
      const problem = linkProblem(node.url ?? '', slugs, from);
      if (problem) problems.push(at(line, 'link', problem));
    }
    if (node.type === 'code') {
      const problem = codeFenceProblem(node.lang ?? 'text');
      if (problem) problems.push(at(line, 'code', problem));
    }
    if (node.type === 'image') {
      const problem = bodyImageProblem(node.url ?? '', node.alt ?? undefined, publicDir);
      if (problem) problems.push(at(line, 'image', problem));
    }
  });
  return problems;
}
