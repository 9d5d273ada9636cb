import { tokenizeJson } from '@/lib/api-docs/json-tokens';
import type { JsonTokenKind } from '@/lib/api-docs/json-tokens';

// Light tokens on the code blocks' near-black: every colour passes WCAG AA (contrast > 7:1).
const tokenClass: Record<JsonTokenKind, string> = {
  key: 'text-[#72b7ff]',
  string: 'text-[#addcff]',
  number: 'text-[#ffb757]',
  literal: 'text-[#ff9492]',
  punctuation: 'text-[#f0f3f6]',
  space: '',
  other: 'text-[#ff9492]',
};

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
        {tokenizeJson(text).map((token, index) =>
          token.kind === 'space' ? (
            token.text
          ) : (
            <span key={index} className={tokenClass[token.kind]}>
              {token.text}
            </span>
          ),
        )}
      </code>
    </pre>
  );
}
