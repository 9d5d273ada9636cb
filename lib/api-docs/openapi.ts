import { z } from '@/lib/zod';
import { resultCodeWords } from '../content/result-codes';
import { defaultCountry } from '../countries';
import { defaultLocale } from '../i18n/locales';
import { callbackEventTypes, stkCallbackSchema } from '../mpesa-sandbox/callback';
import { exampleCallbacks, exampleSignedCallback } from './callback-examples';
import { failureCodes, retrySafe } from '../mpesa-sandbox/result-codes';
import { timestampToleranceSeconds } from '../mpesa-sandbox/webhook-signature';
import { resultCodeHref, siteFiles } from '../routes';
import { absoluteUrl } from '../site-url';
import { site } from '../site';
import { apiBaseUrl } from './base-url';
import { apiDocs, apiEndpoints } from './catalogue';
import type { ApiDocEntry, ResponseExample } from './catalogue';
import { errorStatuses } from './error-statuses';
import { retryAfterSeconds, unauthorizedBody } from './errors';
import { errorResponseSchema, webhookEventNames, webhookPayloadSchema } from './schemas';
import type { RequiredWhen } from './schemas';

/**
 * The OpenAPI 3.1 document of the documented API, built from the same source as the pages
 * (./catalogue): paths, request schemas with their limits, responses with examples, Bearer
 * security, and each rate limit in its operation's description.
 */
export const openApiPath = siteFiles.openApi;

type JsonSchema = Record<string, unknown>;

// A type alias (not an interface) so it is assignable to the validator's plain-object type.
export type OpenApiDocument = {
  openapi: '3.1.0';
  info: Record<string, unknown>;
  servers: { url: string; description: string }[];
  security: Record<string, string[]>[];
  tags: { name: string }[];
  paths: Record<string, Record<string, Record<string, unknown>>>;
  webhooks: Record<string, Record<string, unknown>>;
  components: {
    securitySchemes: Record<string, unknown>;
    schemas: Record<string, JsonSchema>;
    responses: Record<string, unknown>;
  };
};

/** A zod schema as an OpenAPI 3.1 Schema Object (JSON Schema 2020-12, minus `$schema`). */
export function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const result: JsonSchema = { ...z.toJSONSchema(schema, { target: 'draft-2020-12', io }) };
  delete result.$schema;
  return result;
}

/** A request's conditional fields in JSON Schema: one if/then per value that requires some. */
function requiredWhenSchema({ field, requires }: RequiredWhen): JsonSchema {
  return {
    allOf: Object.entries(requires).map(([value, fields]) => ({
      if: { properties: { [field]: { const: value } }, required: [field] },
      then: { required: [...fields] },
    })),
  };
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: unknown, example?: unknown) => ({
  'application/json': example === undefined ? { schema } : { schema, example },
});

function exampleOf(doc: ApiDocEntry, status: ResponseExample['status']) {
  return doc.responses.find((response) => response.status === status);
}

function rateLimitDescription(doc: ApiDocEntry): string {
  return `Rate limit: ${doc.rateLimitPerMinute} requests per minute per API key; past it the API answers 429 with retry_after.`;
}

/** A GET's fields travel in the path: one parameter each, with the field's own schema. */
function pathParameters(doc: ApiDocEntry) {
  const { properties } = z.object({ properties: z.record(z.string(), z.record(z.string(), z.unknown())) }).parse(jsonSchema(doc.request.schema, 'input'));
  return Object.entries(properties).map(([name, schema]) => {
    const { description, examples, ...rest } = schema;
    return { name, in: 'path', required: true, description, schema: rest, example: Array.isArray(examples) ? examples[0] : undefined };
  });
}

function operation(doc: ApiDocEntry) {
  const success = exampleOf(doc, 200);
  const badRequest = exampleOf(doc, 400);
  const notFound = exampleOf(doc, 404);
  const rateLimited = exampleOf(doc, 429);
  const responses: Record<string, unknown> = {
    '200': { description: success?.meaning ?? doc.description, content: json(ref(doc.schemaNames.response), success?.body) },
  };
  if (badRequest) responses['400'] = { description: badRequest.meaning, content: json(ref('ErrorResponse'), badRequest.body) };
  responses['401'] = { $ref: '#/components/responses/Unauthorized' };
  if (notFound) responses['404'] = { description: notFound.meaning, content: json(ref('ErrorResponse'), notFound.body) };
  responses['429'] = {
    description: errorStatuses[429],
    headers: {
      'Retry-After': { description: 'Seconds to wait before the next request.', schema: { type: 'integer', example: retryAfterSeconds } },
    },
    content: json(ref('ErrorResponse'), rateLimited?.body),
  };
  const request =
    doc.request.location === 'path'
      ? { parameters: pathParameters(doc) }
      : { requestBody: { required: true, content: json(ref(doc.schemaNames.request), doc.request.sample) } };
  return {
    operationId: doc.operationId,
    summary: doc.name,
    description: [doc.detailedDescription, rateLimitDescription(doc)].join('\n\n'),
    tags: [doc.category],
    ...request,
    responses,
  };
}

function paths(): OpenApiDocument['paths'] {
  const result: OpenApiDocument['paths'] = {};
  for (const doc of apiEndpoints) {
    result[doc.endpoint] = { ...result[doc.endpoint], [doc.method.toLowerCase()]: operation(doc) };
  }
  return result;
}

function webhooks(): OpenApiDocument['webhooks'] {
  const events = Object.values(apiDocs).flatMap((doc) => doc.webhookEvents ?? []);
  return Object.fromEntries(
    webhookEventNames.map((name) => [
      name,
      {
        post: {
          operationId: `webhook.${name}`,
          summary: name,
          description: events.find((event) => event.name === name)?.description ?? name,
          requestBody: { required: true, content: json(ref('WebhookPayload')) },
          responses: { '200': { description: 'Answer 2xx to acknowledge the event.' } },
        },
      },
    ]),
  );
}

/** The name the STK push callback is documented under among the webhooks. */
export const stkCallbackWebhook = 'mpesa.stk_push.result';

/** The Standard Webhooks headers every callback is signed with, as header parameters (the markdown twin lists them too). */
export function callbackSignatureHeaders() {
  const signed = exampleSignedCallback();
  return [
    {
      name: 'webhook-id',
      in: 'header',
      required: true,
      description: 'The delivery’s id, the same on every retry of one result: deduplicate on it.',
      schema: { type: 'string', minLength: 1 },
      example: signed.id,
    },
    {
      name: 'webhook-timestamp',
      in: 'header',
      required: true,
      description: `When the callback was signed, in Unix seconds. Refuse a timestamp more than ${timestampToleranceSeconds} seconds from your clock: it is stale or replayed.`,
      schema: { type: 'string', pattern: '^\\d+$' },
      example: String(signed.timestamp),
    },
    {
      name: 'webhook-signature',
      in: 'header',
      required: true,
      description:
        'One or more signatures, separated by spaces: `v1,` then the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the base64-decoded part of your `whsec_` secret after the prefix. Compute it over the raw body, byte for byte, and compare in constant time. Standard Webhooks also allows `v1a,` entries (asymmetric signatures): skip the versions you do not verify rather than refuse the header.',
      // Every entry Standard Webhooks defines: `v1,` (symmetric, ours) and `v1a,` (asymmetric).
      schema: { type: 'string', pattern: '^v1a?,[A-Za-z0-9+/]+={0,2}( v1a?,[A-Za-z0-9+/]+={0,2})*$' },
      example: signed.signature,
    },
  ];
}

/** One example body per result code, each named by its code and linked to the code's page. */
function callbackExamples() {
  return Object.fromEntries(
    exampleCallbacks.map(({ code, body }) => [
      `result-${code}`,
      {
        summary: `${code}: ${resultCodeWords[code].name}`,
        description: `${resultCodeWords[code].meaning} Retry safe: ${retrySafe[code] ? 'yes' : 'no'}. ${absoluteUrl(resultCodeHref(defaultCountry, defaultLocale, code))}`,
        value: body,
      },
    ]),
  );
}

/** The STK push's result, POSTed to the merchant's callback URL once the customer has answered. */
function stkCallbackOperation() {
  return {
    post: {
      operationId: `webhook.${stkCallbackWebhook}`,
      summary: 'STK push result',
      description: [
        `The final result of an STK push, POSTed to your callback URL: \`${callbackEventTypes.succeeded}\` with the M-Pesa receipt, or \`${callbackEventTypes.failed}\` with the result code (${failureCodes.join(', ')}) and M-Pesa’s description.`,
        'The body is compact JSON, signed in the Standard Webhooks scheme: verify the signature over the raw bytes before you parse them, and never act on an unsigned body.',
        'Answer 2xx within a few seconds and do the work afterwards; deduplicate on webhook-id, since one result may be delivered more than once.',
      ].join('\n\n'),
      tags: ['Payments'],
      security: [],
      parameters: callbackSignatureHeaders(),
      requestBody: {
        required: true,
        content: { 'application/json': { schema: ref('StkPushCallback'), examples: callbackExamples() } },
      },
      responses: { '200': { description: 'Answer 2xx to acknowledge the result.' } },
    },
  };
}

function schemas(): Record<string, JsonSchema> {
  const result: Record<string, JsonSchema> = {};
  for (const doc of apiEndpoints) {
    // A GET's fields are path parameters: only bodies get a named request schema.
    if (doc.request.location === 'body') {
      const { requiredWhen } = doc.request;
      result[doc.schemaNames.request] = { ...jsonSchema(doc.request.schema, 'input'), ...(requiredWhen ? requiredWhenSchema(requiredWhen) : {}) };
    }
    result[doc.schemaNames.response] = jsonSchema(doc.responseSchema, 'output');
  }
  result.ErrorResponse = jsonSchema(errorResponseSchema, 'output');
  result.WebhookPayload = jsonSchema(webhookPayloadSchema, 'output');
  result.StkPushCallback = jsonSchema(stkCallbackSchema, 'output');
  return result;
}

export function openApiDocument(): OpenApiDocument {
  return {
    openapi: '3.1.0',
    info: {
      title: `${site.name} API`,
      version: '1.0.0',
      summary: 'M-Pesa STK push, subscriptions, wallets and payouts.',
      description: `REST API of ${site.name}. Authenticate with your API key as a Bearer token; get a key by signing up at ${site.external.signUp}.`,
      contact: { name: `${site.name} developers`, email: site.contact.email, url: site.external.docs },
    },
    servers: [{ url: apiBaseUrl, description: 'Production' }],
    security: [{ bearerAuth: [] }],
    tags: [...new Set(apiEndpoints.map((doc) => doc.category))].map((name) => ({ name })),
    paths: paths(),
    webhooks: { ...webhooks(), [stkCallbackWebhook]: stkCallbackOperation() },
    components: {
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', description: 'Your API key: Authorization: Bearer YOUR_API_KEY' },
      },
      schemas: schemas(),
      responses: {
        Unauthorized: { description: errorStatuses[401], content: json(ref('ErrorResponse'), unauthorizedBody) },
      },
    },
  };
}
