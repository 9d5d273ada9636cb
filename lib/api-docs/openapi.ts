import { z } from '@/lib/zod';
import { site } from '../site';
import { apiDocs, apiEndpoints } from './catalogue';
import type { ApiDocEntry, ApiEndpoint, ResponseExample } from './catalogue';
import { errorStatuses, rateLimitBody, retryAfterSeconds, unauthorizedBody } from './errors';
import {
  errorResponseSchema,
  stkPushResponseSchema,
  subscriptionResponseSchema,
  webhookEventNames,
  webhookPayloadSchema,
} from './schemas';

/**
 * The OpenAPI 3.1 document of the documented API, built from the same source as the pages
 * (./catalogue, ./schemas): paths, request schemas with their limits, responses with
 * examples, Bearer security, and each rate limit in its operation's description.
 */
export const openApiPath = '/openapi.json';

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
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const result: JsonSchema = { ...z.toJSONSchema(schema, { target: 'draft-2020-12', io }) };
  delete result.$schema;
  return result;
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: unknown, example?: unknown) => ({
  'application/json': example === undefined ? { schema } : { schema, example },
});

// The documented pages' bodies get named schemas: StkPushRequest, SubscriptionRequest, …
const schemaNames: Record<ApiDocEntry['docId'], { request: string; response: string }> = {
  'mpesa-stk-push': { request: 'StkPushRequest', response: 'StkPushResponse' },
  'mpesa-paybill': { request: 'SubscriptionRequest', response: 'SubscriptionResponse' },
};

function errorResponse(example: ResponseExample) {
  return { description: example.meaning, content: json(ref('ErrorResponse'), example.body) };
}

function rateLimitedResponse(endpoint: ApiEndpoint) {
  return {
    description: errorStatuses[429],
    headers: {
      'Retry-After': { description: 'Seconds to wait before the next request.', schema: { type: 'integer', example: retryAfterSeconds } },
    },
    content: json(ref('ErrorResponse'), rateLimitBody(endpoint.rateLimitPerMinute)),
  };
}

function description(endpoint: ApiEndpoint, doc?: ApiDocEntry): string {
  const limit = endpoint.rateLimitPerMinute
    ? `Rate limit: ${endpoint.rateLimitPerMinute} requests per minute per API key; past it the API answers 429 with retry_after.`
    : 'Rate limit: requests past your key’s limit get 429 with retry_after.';
  return [doc?.detailedDescription ?? endpoint.description, limit].join('\n\n');
}

function operation(endpoint: ApiEndpoint) {
  const doc = endpoint.docId ? apiDocs[endpoint.docId] : undefined;
  const names = doc ? schemaNames[doc.docId] : undefined;
  const responses: Record<string, unknown> = {};
  const success = doc?.responses.find((response) => response.status === 200);
  responses['200'] = names && success ? { description: success.meaning, content: json(ref(names.response), success.body) } : { description: endpoint.description };
  const badRequest = doc?.responses.find((response) => response.status === 400);
  if (badRequest) responses['400'] = errorResponse(badRequest);
  responses['401'] = { $ref: '#/components/responses/Unauthorized' };
  responses['429'] = rateLimitedResponse(endpoint);
  return {
    operationId: endpoint.operationId,
    summary: endpoint.name,
    description: description(endpoint, doc),
    tags: [endpoint.category],
    ...(endpoint.pathParameters
      ? {
          parameters: endpoint.pathParameters.map((parameter) => ({
            name: parameter.name,
            in: 'path',
            required: true,
            description: parameter.description,
            schema: { type: 'string' },
            example: parameter.example,
          })),
        }
      : {}),
    ...(doc && names
      ? { requestBody: { required: true, content: json(ref(names.request), doc.request.sample) } }
      : {}),
    responses,
  };
}

function paths(): OpenApiDocument['paths'] {
  const result: OpenApiDocument['paths'] = {};
  for (const endpoint of apiEndpoints) {
    result[endpoint.endpoint] = { ...result[endpoint.endpoint], [endpoint.method.toLowerCase()]: operation(endpoint) };
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

export function openApiDocument(): OpenApiDocument {
  const schemas: Record<string, JsonSchema> = {
    StkPushRequest: jsonSchema(apiDocs['mpesa-stk-push'].request.schema, 'input'),
    StkPushResponse: jsonSchema(stkPushResponseSchema, 'output'),
    SubscriptionRequest: jsonSchema(apiDocs['mpesa-paybill'].request.schema, 'input'),
    SubscriptionResponse: jsonSchema(subscriptionResponseSchema, 'output'),
    ErrorResponse: jsonSchema(errorResponseSchema, 'output'),
    WebhookPayload: jsonSchema(webhookPayloadSchema, 'output'),
  };
  return {
    openapi: '3.1.0',
    info: {
      title: `${site.name} API`,
      version: '1.0.0',
      summary: 'M-Pesa STK push, subscriptions, wallets and payouts.',
      description: `REST API of ${site.name}. Authenticate with your API key as a Bearer token; get a key by signing up at ${site.external.signUp}.`,
      contact: { name: `${site.name} developers`, email: site.contact.email, url: site.external.docs },
    },
    servers: [{ url: site.external.api, description: 'Production' }],
    security: [{ bearerAuth: [] }],
    tags: [...new Set(apiEndpoints.map((endpoint) => endpoint.category))].map((name) => ({ name })),
    paths: paths(),
    webhooks: webhooks(),
    components: {
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', description: 'Your API key: Authorization: Bearer YOUR_API_KEY' },
      },
      schemas,
      responses: {
        Unauthorized: { description: errorStatuses[401], content: json(ref('ErrorResponse'), unauthorizedBody) },
      },
    },
  };
}
