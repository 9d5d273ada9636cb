import type { MDXComponents } from 'mdx/types';
import type { ComponentProps, ReactNode } from 'react';
import { copyIn } from '@/lib/content/copy';
import type { PostSource } from '@/lib/blog/types';
import { Callout } from './callout';
import type { CalloutProps } from './callout';
import { MdxCode } from './mdx-code';
import { MdxHeading } from './mdx-heading';
import { MdxImage } from './mdx-image';
import { MdxLink, SiteLink } from './mdx-link';
import { anchorId, textOf } from './text-of';

/**
 * What each Markdown element of an article renders as. Made per article: errors name its
 * file, links stay in its language, and code blocks, tables and headings are numbered or
 * de-duplicated within it.
 */
export function createMdxComponents({ file, language, slug }: Pick<PostSource, 'file' | 'language' | 'slug'>): MDXComponents {
  const locale = language;
  const ids = new Set<string>();
  let codeBlocks = 0;
  let tables = 0;

  function uniqueId(text: string): string {
    const base = anchorId(text) || 'section';
    let id = base;
    for (let n = 2; ids.has(id); n += 1) id = `${base}-${n}`;
    ids.add(id);
    return id;
  }

  const heading = (level: 2 | 3 | 4) =>
    function Heading({ children }: ComponentProps<'h2'>) {
      return (
        <MdxHeading level={level} id={uniqueId(textOf(children))}>
          {children}
        </MdxHeading>
      );
    };

  return {
    h1: () => {
      throw new Error(`${file}: "# heading": the title is the page's only h1; start sections with ##`);
    },
    h2: heading(2),
    h3: heading(3),
    h4: heading(4),
    p: (props) => <p className="my-5" {...props} />,
    ul: (props) => <ul className="my-5 list-disc space-y-2 pl-6 marker:text-brand-600" {...props} />,
    ol: (props) => <ol className="my-5 list-decimal space-y-2 pl-6 marker:font-semibold marker:text-brand-700" {...props} />,
    li: (props) => <li className="pl-1" {...props} />,
    blockquote: (props) => <blockquote className="my-6 border-l-4 border-line pl-5 text-muted italic" {...props} />,
    hr: () => <hr className="my-10 border-line" />,
    strong: (props) => <strong className="font-semibold text-ink" {...props} />,
    code: (props) => <code className="rounded bg-surface px-1.5 py-0.5 font-mono text-[0.9em] text-brand-900 ring-1 ring-line" {...props} />,
    pre: ({ children }) => {
      codeBlocks += 1;
      return (
        <MdxCode file={file} index={codeBlocks} locale={locale}>
          {children}
        </MdxCode>
      );
    },
    a: ({ href, children }) => (
      <MdxLink href={href} file={file} language={language} slug={slug}>
        {children}
      </MdxLink>
    ),
    img: ({ src, alt, title }) => <MdxImage src={typeof src === 'string' ? src : undefined} alt={alt} title={title} file={file} />,
    table: ({ children }) => {
      tables += 1;
      return (
        // Wide tables scroll sideways on phones; the region is focusable so keyboards can too.
        <div
          role="region"
          aria-label={copyIn(locale).blog.blogCopy.tableLabel(tables)}
          tabIndex={0}
          className="my-6 overflow-x-auto rounded-xl border border-line"
        >
          <table className="w-full border-collapse text-left text-sm">{children}</table>
        </div>
      );
    },
    thead: (props) => <thead className="bg-surface" {...props} />,
    th: (props) => <th className="border-b border-line px-4 py-3 font-semibold" {...props} />,
    td: (props) => <td className="border-b border-line px-4 py-3 align-top" {...props} />,
    Callout: (props: Omit<CalloutProps, 'locale'>) => <Callout {...props} locale={locale} />,
    SiteLink: (props: { to?: string; children?: ReactNode }) => <SiteLink {...props} file={file} locale={locale} />,
  };
}
