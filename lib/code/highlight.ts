import 'server-only';
import { createHighlighter } from 'shiki';
import type { Highlighter } from 'shiki';

/**
 * Syntax highlighting at build time: shiki turns code into coloured tokens on the server and
 * pages render them as plain spans, so highlighting costs the browser no JavaScript.
 */
export const codeLanguages = ['bash', 'python', 'javascript', 'typescript', 'php', 'json', 'http', 'text'] as const;
export type CodeLanguage = (typeof codeLanguages)[number];

// High-contrast theme: every token colour passes WCAG AA on its background.
export const codeTheme = 'github-dark-high-contrast';

export interface CodeToken {
  content: string;
  color?: string;
  italic?: boolean;
}

export interface HighlightedCode {
  lines: CodeToken[][];
  background: string;
  foreground: string;
}

let highlighter: Promise<Highlighter> | null = null;

function getHighlighter(): Promise<Highlighter> {
  highlighter ??= createHighlighter({
    themes: [codeTheme],
    langs: codeLanguages.filter((lang) => lang !== 'text'),
  });
  return highlighter;
}

export function isCodeLanguage(value: string): value is CodeLanguage {
  return (codeLanguages as readonly string[]).includes(value);
}

export async function highlight(code: string, lang: CodeLanguage): Promise<HighlightedCode> {
  const shiki = await getHighlighter();
  const result = shiki.codeToTokens(code.replace(/\n$/, ''), { lang, theme: codeTheme });
  return {
    background: result.bg ?? '#0a0c10',
    foreground: result.fg ?? '#f0f3f6',
    lines: result.tokens.map((line) =>
      // fontStyle is a bit field: 1 is italic.
      line.map((token) => ({ content: token.content, color: token.color, italic: ((token.fontStyle ?? 0) & 1) === 1 })),
    ),
  };
}
