import type { z } from 'zod';
import type { CodeExample } from './code-examples';
import type { errorStatuses } from './errors';
import type { ApiDocId } from './ids';
import type {
  ErrorResponse,
  RequestDefinition,
  StkPushResponse,
  SubscriptionResponse,
  WebhookEventName,
} from './schemas';

/** SPEC §3 "API doc entry": what the API pages, the listing and /openapi.json read. */
export interface ApiEndpoint {
  operationId: string;
  name: string;
  description: string;
  method: 'GET' | 'POST';
  endpoint: string;
  category: string;
  status: 'Live';
  /** Requests per minute per API key, where documented (SPEC §9). */
  rateLimitPerMinute?: number;
  /** The id of its page, for the endpoints that have one. */
  docId?: ApiDocId;
  /** Path parameters, e.g. the wallet's customer_id. */
  pathParameters?: { name: string; description: string; example: string }[];
}

export interface ResponseExample {
  status: 200 | keyof typeof errorStatuses;
  meaning: string;
  body: StkPushResponse | SubscriptionResponse | ErrorResponse;
}

export interface WebhookEvent {
  name: WebhookEventName;
  description: string;
}

export interface ApiDocEntry extends ApiEndpoint {
  docId: ApiDocId;
  rateLimitPerMinute: number;
  detailedDescription: string;
  overview: string[];
  authentication: string;
  features: string[];
  useCases: string[];
  request: RequestDefinition<z.ZodRawShape>;
  responses: ResponseExample[];
  codeExamples: CodeExample[];
  webhookEvents?: WebhookEvent[];
}
