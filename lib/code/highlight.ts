import 'server-only';
import { createHighlighter } from 'shiki';
import type { Highlighter, ThemedToken } from 'shiki';

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
  /** Absent when the token is in the block's own foreground colour: it needs no span then. */
  color?: string;
  italic: boolean;
}

export interface HighlightedCode {
  /** The code as one run of tokens, line breaks included: their contents joined are the code. */
  tokens: CodeToken[];
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

export async function highlight(code: string, lang: CodeLanguage): Promise<HighlightedCode> {
  const shiki = await getHighlighter();
  const result = shiki.codeToTokens(code.replace(/\n$/, ''), { lang, theme: codeTheme });
  const foreground = result.fg ?? '#f0f3f6';
  return {
    background: result.bg ?? '#0a0c10',
    foreground,
    tokens: mergeTokens(
      result.tokens.flatMap((line, index) => (index === 0 ? line : [{ content: '\n' }, ...line])),
      foreground,
    ),
  };
}

/**
 * Every token becomes a <span> in the page's HTML and again in its React Server Component
 * payload, so the fewer the better: a token in the block's own colour (a line break among them)
 * drops its colour, and neighbours that look the same become one token. About half the spans of
 * an article go.
 */
function mergeTokens(tokens: Pick<ThemedToken, 'content' | 'color' | 'fontStyle'>[], foreground: string): CodeToken[] {
  const merged: CodeToken[] = [];
  for (const token of tokens) {
    const color = token.color?.toLowerCase() === foreground.toLowerCase() ? undefined : token.color;
    // fontStyle is a bit field: 1 is italic.
    const italic = ((token.fontStyle ?? 0) & 1) === 1;
    const previous = merged.at(-1);
    if (previous && previous.color === color && previous.italic === italic) previous.content += token.content;
    else merged.push({ content: token.content, color, italic });
  }
  return merged;
}
