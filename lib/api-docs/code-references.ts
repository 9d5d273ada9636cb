import { apiBaseUrl } from './base-url';
import { apiEndpoints } from './catalogue';
import { apiKeyEnvVar, sdkClassName, sdkModule } from './sdks';

/**
 * Checks code that people copy (the blog's code blocks) against the API's source: every API
 * URL must be the base URL plus a documented path, every class taken from the SDK must be the
 * SDK's class and every key variable the documented one. It reads the code as text, by rules,
 * so a new article is checked without anyone listing what it contains.
 */
export interface CodeBlock {
  lang: string;
  code: string;
  /** 1-based line of the opening fence in its file. */
  line: number;
}

/** The fenced code blocks (``` or ~~~) of a markdown or MDX document. */
export function fencedCodeBlocks(markdown: string): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  const lines = markdown.split('\n');
  let open: { fence: string; lang: string; line: number; body: string[] } | null = null;
  lines.forEach((text, index) => {
    const fence = /^\s*(`{3,}|~{3,})\s*([\w+-]*)/.exec(text);
    if (!open) {
      if (fence?.[1]) open = { fence: fence[1], lang: fence[2] ?? '', line: index + 1, body: [] };
      return;
    }
    if (fence?.[1]?.startsWith(open.fence) && text.trim() === fence[1]) {
      blocks.push({ lang: open.lang, code: open.body.join('\n'), line: open.line });
      open = null;
      return;
    }
    open.body.push(text);
  });
  return blocks;
}

const templates = apiEndpoints.map((doc) => new RegExp(`^${doc.endpoint.replace(/\{\w+\}/g, '[^/]+')}$`));

/** Is `path` (no query) one of the documented endpoints, a path parameter filled in? */
function isDocumentedPath(path: string): boolean {
  return templates.some((template) => template.test(path));
}

// A token that holds a versioned API path: a full URL, `$VAR/api/v1/…`, or a bare `/v1/…`.
const apiPathToken = /[^\s'"`(),=]*\/v\d+\/[^\s'"`(),?#]*/g;
// Environment variable names that hold the key or point at the API.
const envVariable = /\b(?:KILELE[A-Z0-9_]*|[A-Z][A-Z0-9_]*API_(?:KEY|URL))\b/g;
// Names taken from the SDK module in Python and JavaScript.
const sdkImports = [
  new RegExp(`from[ \\t]+${sdkModule}[ \\t]+import[ \\t]+(?:\\(([^)]*)\\)|([\\w \\t,]+))`, 'g'),
  new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*['"]${sdkModule}['"]`, 'g'),
  new RegExp(`\\b${sdkModule}\\.([A-Z]\\w*)`, 'g'),
  new RegExp(`require\\(\\s*['"]${sdkModule}['"]\\s*\\)\\.(\\w+)`, 'g'),
];
// A class that says it is ours by its name.
const brandedClass = /\bKilele[A-Z]?\w*\b/g;

/** What in `code` the API's source does not know, one message per problem. */
export function unknownApiReferences(code: string): string[] {
  const problems: string[] = [];
  for (const [token] of code.matchAll(apiPathToken)) {
    const path = token.startsWith(apiBaseUrl) ? token.slice(apiBaseUrl.length) : null;
    if (path === null) problems.push(`API URL "${token}" does not start with ${apiBaseUrl}`);
    else if (!isDocumentedPath(path)) problems.push(`API path "${path}" is not a documented endpoint`);
  }
  for (const [name] of code.matchAll(envVariable)) {
    if (name !== apiKeyEnvVar) problems.push(`Environment variable ${name} is not the documented ${apiKeyEnvVar}`);
  }
  for (const pattern of sdkImports) {
    for (const match of code.matchAll(pattern)) {
      const names = (match[1] ?? match[2] ?? '').split(',').map(
        (name) =>
          name
            .trim()
            .split(/\s+as\s+/)[0]
            ?.trim() ?? '',
      );
      for (const name of names.filter(Boolean)) {
        if (name !== sdkClassName) problems.push(`SDK class ${name} is not the documented ${sdkClassName}`);
      }
    }
  }
  for (const [name] of code.matchAll(brandedClass)) {
    if (name !== sdkClassName) problems.push(`Class ${name} is not the documented ${sdkClassName}`);
  }
  return [...new Set(problems)];
}
