import { z } from '@/lib/zod';
import { resultCodeWords } from '../content/result-codes';
import type { Country } from '../countries';
import { defaultLocale } from '../i18n/locales';
import { stkCallbackSchema } from '../mpesa-sandbox/callback';
import { exampleCallbackUrl, exampleSignedCallback } from './callback-examples';
import { resultCodes, resultDescriptions, retrySafe } from '../mpesa-sandbox/result-codes';
import { phoneTimeoutSeconds, testNumbers } from '../mpesa-sandbox/test-numbers';
import type { TestNumber } from '../mpesa-sandbox/test-numbers';
import { callbackHttpText, sandboxWebhookSecret, timestampToleranceSeconds } from '../mpesa-sandbox/webhook-signature';
import { apiDocHref, markdownExtension, pageHref, resultCodeHref } from '../routes';
import { absoluteUrl } from '../site-url';
import { endpointUrl } from './base-url';
import type { ApiDocEntry } from './catalogue';
import { errorCatalogue } from './errors';
import { callbackSignatureHeaders, jsonSchema } from './openapi';
import { parameterRows } from './parameters';
import { stkPushDoc } from './stk-push';

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

/** One JSON Schema property, as the callback's field table writes its type. */
const propertySchema = z.object({
  type: z.string().optional(),
  const: z.union([z.string(), z.number()]).optional(),
  enum: z.array(z.union([z.string(), z.number()])).optional(),
  format: z.string().optional(),
  pattern: z.string().optional(),
  description: z.string().optional(),
});
type PropertySchema = z.infer<typeof propertySchema>;

const eventSchema = z.object({
  properties: z.object({
    type: z.object({ const: z.string() }),
    data: z.object({ properties: z.record(z.string(), propertySchema), required: z.array(z.string()) }),
  }),
});

function typeOf(property: PropertySchema): string {
  if (property.const !== undefined) return `\`${JSON.stringify(property.const)}\``;
  if (property.enum) return property.enum.map((value) => `\`${JSON.stringify(value)}\``).join(', ');
  const format = property.format ? ` (${property.format})` : property.pattern ? ` (\`${property.pattern}\`)` : '';
  return `${property.type ?? 'any'}${format}`;
}

/** The callback body's fields, read from its schema: each field once, with the events that carry it. */
function callbackFieldsTable(): string {
  const events = z.object({ oneOf: z.array(eventSchema) }).parse(jsonSchema(stkCallbackSchema, 'output')).oneOf;
  const fields = new Map<string, { types: { type: string; event: string }[]; description: string }>();
  for (const event of events) {
    for (const [name, property] of Object.entries(event.properties.data.properties)) {
      const field = fields.get(name) ?? { types: [], description: property.description ?? '' };
      field.types.push({ type: typeOf(property), event: `\`${event.properties.type.const}\`` });
      fields.set(name, field);
    }
  }
  const envelope = [
    [
      '`type`',
      events.map((event) => `\`${JSON.stringify(event.properties.type.const)}\``).join(', '),
      'every event',
      'The event: the payment succeeded or failed.',
    ],
    ['`timestamp`', 'string (date-time)', 'every event', 'When the result was known.'],
  ];
  const rows = [...fields].map(([name, { types, description }]) => {
    const sameType = types.every(({ type }) => type === types[0]?.type);
    return [
      `\`data.${name}\``,
      sameType ? (types[0]?.type ?? '') : types.map(({ type, event }) => `${type} in ${event}`).join('; '),
      types.length === events.length ? 'every event' : types.map(({ event }) => event).join(', '),
      description,
    ];
  });
  return table(['Field', 'Type', 'Sent in', 'Description'], [...envelope, ...rows]);
}

function signedHeadersTable(): string {
  return table(
    ['Header', 'Example', 'Meaning'],
    callbackSignatureHeaders().map((header) => [`\`${header.name}\``, `\`${header.example}\``, header.description]),
  );
}

function resultCodesTable(country: Country): string {
  return table(
    ['Code', 'Meaning', 'result_description', 'Retry safe', 'Page'],
    resultCodes.map((code) => [
      `\`${code}\``,
      resultCodeWords[code].name,
      resultDescriptions[code],
      retrySafe[code] ? 'Yes' : 'No',
      `[Result code ${code}](${absoluteUrl(resultCodeHref(country, defaultLocale, code))})`,
    ]),
  );
}

function outcomeText(outcome: TestNumber['outcome']): string {
  switch (outcome.kind) {
    case 'result':
      return `Callback with result code ${outcome.code} at once`;
    case 'no-callback':
      return 'No callback ever: the payment stays pending (ask for its status)';
    case 'duplicate':
      return `Callback with result code ${outcome.code}, delivered twice with the same webhook-id`;
    case 'late':
      return `Callback with result code ${outcome.code}, ${outcome.afterSeconds} s later: after the phone's ${phoneTimeoutSeconds} s timeout`;
  }
}

function testNumbersTable(): string {
  return table(
    ['Test number', 'What happens'],
    testNumbers.map((number) => [`\`${number.phone}\``, outcomeText(number.outcome)]),
  );
}

/** The callback an STK push ends with: how it is signed, its body, every result code and the test numbers that give them. */
function callbackMarkdown(country: Country, h: (level: number) => string): string[] {
  return [
    `${h(2)} Callback`,
    `When the customer answers the prompt (or cannot be reached), the result is POSTed to your callback URL as compact JSON, signed in the Standard Webhooks scheme. Verify the signature over the raw body before you parse it, refuse a timestamp more than ${timestampToleranceSeconds} seconds from your clock, answer 2xx fast, and deduplicate on \`webhook-id\`: one result may arrive more than once. Never act on an unsigned body.`,
    `${h(3)} Signed headers`,
    signedHeadersTable(),
    `The sandbox signs with the public secret \`${sandboxWebhookSecret}\`; a live account's secret is its own. Testing guide: ${absoluteUrl(pageHref(country, 'testing'))}.`,
    `${h(3)} Example request`,
    'A success, exactly as your server receives it (the signature covers the body bytes as sent):',
    fence(callbackHttpText(exampleCallbackUrl, exampleSignedCallback()), 'http'),
    `${h(3)} Body fields`,
    callbackFieldsTable(),
    `${h(3)} Result codes`,
    resultCodesTable(country),
    `All codes: ${absoluteUrl(pageHref(country, 'resultCodes'))}`,
    `${h(3)} Test numbers`,
    'In the sandbox, an STK push to one of these numbers gives its outcome at once, without the virtual phone. Any other number prompts the virtual phone on the reference page.',
    testNumbersTable(),
  ];
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
    ...(doc.docId === stkPushDoc.docId ? callbackMarkdown(country, h) : []),
    `${h(2)} Sandbox`,
    `Try this endpoint without moving money in the API Sandbox on the reference page: ${absoluteUrl(apiDocHref(country, doc.docId))}. No real transactions are processed.`,
  ];
  return `${sections.join('\n\n')}\n`;
}
