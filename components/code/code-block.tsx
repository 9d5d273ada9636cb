import { createElement } from 'react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { highlight } from '@/lib/code/highlight';
import { codeBackgroundClass, codeTextClass } from '@/lib/code/palette';
import type { CodeLanguage, CodeToken } from '@/lib/code/highlight';

export interface CodeBlockProps {
  code: string;
  lang: CodeLanguage;
  /** Accessible name of the scrollable region, e.g. "Python example". */
  label: string;
  /** Lets a copy button name the block: its text is the code exactly. */
  id?: string;
  className?: string;
}

/** Highlighted code, rendered on the server as text spans (no HTML strings, no client JS). */
export async function CodeBlock({ code, lang, label, id, className }: CodeBlockProps) {
  const { tokens, background, foreground } = await highlight(code, lang);
  return (
    <pre
      // Keyboard users can scroll a wide sample: the region is focusable and named.
      tabIndex={0}
      role="region"
      aria-label={label}
      className={cn('overflow-x-auto rounded-xl p-4 text-sm leading-6', codeBackgroundClass(background), codeTextClass(foreground), className)}
    >
      {/* The tokens are the code element's own children, not a keyed list: a page sends its server-rendered
      tree twice (as HTML and as route data), and an index key on every span added more than a kilobyte
      (gzip) to a page with three samples. The list never changes after render, so keys would buy nothing. */}
      {createElement('code', { id, className: 'font-mono' }, ...tokens.map(tokenNode))}
    </pre>
  );
}

/** A token in the block's own colour is bare text: the block already styles it. */
function tokenNode(token: CodeToken): ReactNode {
  return token.color === undefined && !token.italic ? token.content : <span className={tokenClass(token)}>{token.content}</span>;
}

/** Classes, not a style attribute: the Content-Security-Policy allows no inline style. */
function tokenClass({ color, italic }: CodeToken): string {
  return cn(color !== undefined && codeTextClass(color), italic && 'italic');
}
