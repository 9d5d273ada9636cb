import { highlight } from '@/lib/code/highlight';
import type { CSSProperties } from 'react';
import type { CodeLanguage, CodeToken } from '@/lib/code/highlight';

export interface CodeBlockProps {
  code: string;
  lang: CodeLanguage;
  /** Accessible name of the scrollable region, e.g. "Python example". */
  label: string;
  className?: string;
}

/** Highlighted code, rendered on the server as text spans (no HTML strings, no client JS). */
export async function CodeBlock({ code, lang, label, className }: CodeBlockProps) {
  const { lines, background, foreground } = await highlight(code, lang);
  return (
    <pre
      // Keyboard users can scroll a wide sample: the region is focusable and named.
      tabIndex={0}
      role="region"
      aria-label={label}
      className={`overflow-x-auto rounded-xl p-4 text-sm leading-6 ${className ?? ''}`}
      style={{ backgroundColor: background, color: foreground }}
    >
      <code className="font-mono">
        {lines.map((line, lineIndex) => (
          <span key={lineIndex} className="block min-h-6">
            {line.map((token, tokenIndex) =>
              // A token in the block's own colour is bare text: its line's span already styles it.
              token.color === undefined && !token.italic ? (
                token.content
              ) : (
                <span key={tokenIndex} style={tokenStyle(token)}>
                  {token.content}
                </span>
              ),
            )}
          </span>
        ))}
      </code>
    </pre>
  );
}

/** Only the properties a token sets: an undefined one would still be written into the page's payload. */
function tokenStyle({ color, italic }: CodeToken): CSSProperties {
  return { ...(color === undefined ? {} : { color }), ...(italic ? { fontStyle: 'italic' } : {}) };
}
