import type { CodeLanguage } from '../code/highlight';

/** Fence names an editor may write, and the highlighter language and label each stands for. */
export const fenceLanguages: Record<string, { lang: CodeLanguage; label: string }> = {
  bash: { lang: 'bash', label: 'Bash' },
  sh: { lang: 'bash', label: 'Shell' },
  shell: { lang: 'bash', label: 'Shell' },
  python: { lang: 'python', label: 'Python' },
  py: { lang: 'python', label: 'Python' },
  javascript: { lang: 'javascript', label: 'JavaScript' },
  js: { lang: 'javascript', label: 'JavaScript' },
  typescript: { lang: 'typescript', label: 'TypeScript' },
  ts: { lang: 'typescript', label: 'TypeScript' },
  php: { lang: 'php', label: 'PHP' },
  json: { lang: 'json', label: 'JSON' },
  http: { lang: 'http', label: 'HTTP' },
  text: { lang: 'text', label: 'Text' },
};

/** Why a code fence's language is refused, or undefined. Shared by the page and check-content. */
export function codeFenceProblem(fence: string): string | undefined {
  return Object.hasOwn(fenceLanguages, fence)
    ? undefined
    : `code block \`\`\`${fence}: unknown language (use one of ${Object.keys(fenceLanguages).join(', ')})`;
}
