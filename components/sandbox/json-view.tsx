import { tokenizeJson } from '@/lib/api-docs/json-tokens';
import type { JsonTokenKind } from '@/lib/api-docs/json-tokens';

// Light tokens on the code blocks' near-black: every colour passes WCAG AA (contrast > 7:1).
// Punctuation and spaces are in the block's own colour (#f0f3f6): bare text, no span.
const tokenClass: Record<JsonTokenKind, string | undefined> = {
  key: 'text-[#72b7ff]',
  string: 'text-[#addcff]',
  number: 'text-[#ffb757]',
  literal: 'text-[#ff9492]',
  punctuation: undefined,
  space: undefined,
  other: 'text-[#ff9492]',
};

interface Piece {
  text: string;
  className: string | undefined;
}

/**
 * Neighbouring bare tokens become one text node: each span or text node is written in the page's
 * HTML and again in its React Server Component payload, so the fewer the better.
 */
function pieces(text: string): Piece[] {
  const result: Piece[] = [];
  for (const token of tokenizeJson(text)) {
    const className = tokenClass[token.kind];
    const previous = result.at(-1);
    if (className === undefined && previous && previous.className === undefined) previous.text += token.text;
    else result.push({ text: token.text, className });
  }
  return result;
}

export interface JsonViewProps {
  /** JSON text, shown exactly as given. */
  text: string;
  /** Accessible name of the scrollable region. */
  label: string;
}

/**
 * Syntax-coloured JSON as React text nodes: whatever the text holds (pasted markup included)
 * is shown as text, never parsed as HTML. Used on the server for the response examples and
 * in the browser for the sandbox's answers.
 */
export function JsonView({ text, label }: JsonViewProps) {
  return (
    <pre tabIndex={0} role="region" aria-label={label} className="overflow-x-auto rounded-xl bg-[#0a0c10] p-4 text-sm leading-6 text-[#f0f3f6]">
      <code className="font-mono">
        {pieces(text).map((piece, index) =>
          piece.className === undefined ? (
            piece.text
          ) : (
            <span key={index} className={piece.className}>
              {piece.text}
            </span>
          ),
        )}
      </code>
    </pre>
  );
}
