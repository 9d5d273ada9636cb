import type { Country } from '../countries';
import { apiDocHref, markdownExtension } from '../routes';
import { absoluteUrl } from '../site-url';
import { endpointUrl } from './base-url';
import type { ApiDocEntry } from './catalogue';
import { errorCatalogue } from './errors';
import { parameterRows } from './parameters';

/**
 * The markdown twin of an API reference page, for AI assistants and terminals: the same
 * entry the page renders, as one markdown document. Nothing here is written twice: every
 * fact comes from the endpoint's source.
 */
export const markdownMimeType = 'text/markdown';
export const markdownContentType = `${markdownMimeType}; charset=utf-8`;

/** The twin's address: the page's own, with `.md` added. */
export function apiDocMarkdownHref(country: Country, apiId: string): string {
  return `${apiDocHref(country, apiId)}${markdownExtension}`;
}

/** A table cell: pipes escaped and lines joined, so a value cannot break the table. */
function cell(value: string): string {
  return value.replaceAll('|', '\\|').replaceAll('\n', ' ');
}

function fence(code: string, lang: string): string {
  return ['```' + lang, code, '```'].join('\n');
}

function list(items: string[]): string {
  return items.map((item) => `- ${item}`).join('\n');
}

function table(headers: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.map(cell).join(' | ')} |`;
  return [line(headers), line(headers.map(() => '---')), ...rows.map(line)].join('\n');
}

function parametersTable(doc: ApiDocEntry): string {
  return table(
    ['Name', 'Type', 'Required', 'Example', 'Description', 'Validation'],
    parameterRows(doc.request).map((row) => [row.name, row.type, row.required ? 'Required' : 'Optional', row.example, row.description, row.validation]),
  );
}

function errorsTable(doc: ApiDocEntry): string {
  return table(
    ['Status', 'error_code', 'message', 'When'],
    errorCatalogue(doc.request.fieldRules, doc.rateLimitPerMinute, doc.request.location).map((row) => [
      String(row.status),
      `\`${row.error_code}\``,
      row.message,
      row.when,
    ]),
  );
}

/** The whole reference of one endpoint. `headingLevel` 1 for its own file, 2 inside llms-full.txt. */
export function apiDocMarkdown(doc: ApiDocEntry, country: Country, headingLevel: 1 | 2 = 1): string {
  const h = (level: number) => '#'.repeat(level + headingLevel - 1);
  const where = doc.request.location === 'path' ? 'Path parameters' : 'Request body (JSON)';
  const sections = [
    `${h(1)} ${doc.name} API`,
    `> ${doc.description}`,
    [
      `- Method: \`${doc.method}\``,
      `- URL: \`${endpointUrl(doc.endpoint)}\``,
      `- Authentication: ${doc.authentication} (\`Authorization: Bearer YOUR_API_KEY\`)`,
      `- Rate limit: ${doc.rateLimitPerMinute} requests per minute per API key`,
      `- Category: ${doc.category}`,
      `- Status: ${doc.status}`,
      `- Reference page: ${absoluteUrl(apiDocHref(country, doc.docId))}`,
    ].join('\n'),
    `${h(2)} Overview`,
    doc.detailedDescription,
    ...doc.overview,
    `${h(2)} Features`,
    list(doc.features),
    `${h(2)} Use cases`,
    list(doc.useCases),
    `${h(2)} Parameters`,
    `${where}:`,
    parametersTable(doc),
    `${h(2)} Code examples`,
    ...doc.codeExamples.flatMap((example) => [`${h(3)} ${example.label}`, fence(example.code, example.lang)]),
    `${h(2)} Responses`,
    ...doc.responses.flatMap((response) => [`${h(3)} ${response.status}: ${response.meaning}`, fence(JSON.stringify(response.body, null, 2), 'json')]),
    `${h(2)} Errors`,
    errorsTable(doc),
    ...(doc.webhookEvents ? [`${h(2)} Webhook events`, list(doc.webhookEvents.map((event) => `\`${event.name}\`: ${event.description}`))] : []),
    `${h(2)} Sandbox`,
    `Try this endpoint without moving money in the API Sandbox on the reference page: ${absoluteUrl(apiDocHref(country, doc.docId))}. No real transactions are processed.`,
  ];
  return `${sections.join('\n\n')}\n`;
}
