import { apiEndpoints } from '../api-docs/catalogue';
import { apiDocMarkdown, apiDocMarkdownHref } from '../api-docs/markdown';
import { openApiPath } from '../api-docs/openapi';
import { apiDocTitle } from './api-doc-data';
import type { PostMeta } from '../blog/types';
import { resultCodePageCopy, resultCodeWords } from '../content/result-codes';
import { defaultCountry } from '../countries';
import { defaultLocale } from '../i18n/locales';
import { resultCodes, resultDescriptions, retrySafe } from '../mpesa-sandbox/result-codes';
import { blogPostHref, pageHref, resultCodeHref, siteFiles } from '../routes';
import { site } from '../site';
import { absoluteUrl } from '../site-url';

/**
 * The site's docs as AI assistants read them (the llms.txt convention): /llms.txt, a markdown
 * index with one titled, described link per reference page and article, and /llms-full.txt,
 * every API reference in one file. Both are built from the sources the pages read.
 */
export const llmsIndexPath = siteFiles.llmsIndex;
export const llmsFullPath = siteFiles.llmsFull;
export const llmsContentType = 'text/plain; charset=utf-8';

const country = defaultCountry;

function link(title: string, url: string, description: string): string {
  return `- [${title}](${url}): ${description}`;
}

export function llmsIndex(posts: readonly Pick<PostMeta, 'slug' | 'title' | 'excerpt'>[]): string {
  const sections = [
    `# ${site.name}`,
    `> ${site.summary}`,
    `${site.name} is a Nairobi payments provider. Its REST API takes and returns JSON, authenticates with your API key as a Bearer token, and has a free sandbox. Each API reference below is a markdown file; the same pages are on the site as HTML.`,
    '## API reference',
    apiEndpoints.map((doc) => link(apiDocTitle(doc), absoluteUrl(apiDocMarkdownHref(country, doc.docId)), doc.description)).join('\n'),
    '## M-Pesa result codes',
    resultCodes
      .map((code) =>
        link(
          resultCodePageCopy.metaTitle(code, resultCodeWords[code].name),
          absoluteUrl(resultCodeHref(country, defaultLocale, code)),
          resultCodeWords[code].meaning,
        ),
      )
      .join('\n'),
    '## Articles',
    posts.map((post) => link(post.title, absoluteUrl(blogPostHref(country, post.slug)), post.excerpt)).join('\n'),
    '## Optional',
    [
      link('Full API reference', absoluteUrl(llmsFullPath), 'Every API reference page in one markdown file.'),
      link('OpenAPI document', absoluteUrl(openApiPath), 'The API as OpenAPI 3.1: paths, schemas, limits and examples.'),
      link('Developers', absoluteUrl(pageHref(country, 'developers')), 'Getting started, SDKs and every API.'),
    ].join('\n'),
  ];
  return `${sections.join('\n\n')}\n`;
}

/** Each result code's page as markdown: what it means, why, whether to retry, what to do and say. */
function resultCodesMarkdown(): string {
  const { headings } = resultCodePageCopy;
  const sections = resultCodes.flatMap((code) => {
    const words = resultCodeWords[code];
    return [
      `### ${resultCodePageCopy.metaTitle(code, words.name)}`,
      `${words.meaning} Page: ${absoluteUrl(resultCodeHref(country, defaultLocale, code))}`,
      [
        `- ${headings.description}: \`${resultDescriptions[code]}\``,
        `- ${headings.cause}: ${words.cause}`,
        `- ${headings.retry} ${retrySafe[code] ? 'Yes' : 'No'}. ${words.retry}`,
        `- ${headings.action}: ${words.action}`,
        `- ${headings.customer}: "${words.customerMessage}"`,
      ].join('\n'),
    ];
  });
  return ['## M-Pesa result codes', ...sections].join('\n\n');
}

export function llmsFull(): string {
  const intro = [`# ${site.name} API reference`, `> Every endpoint of the ${site.name} API, from ${absoluteUrl(llmsIndexPath)}.`].join('\n\n');
  return [intro, ...apiEndpoints.map((doc) => apiDocMarkdown(doc, country, 2)), resultCodesMarkdown()].join('\n\n');
}
