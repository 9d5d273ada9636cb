import type { z } from 'zod';
import type { CodeExample } from './code-examples';
import type { ErrorStatus } from './error-statuses';
import type { ApiDocId } from './ids';
import type { ErrorResponse, RequestDefinition, SuccessResponse, WebhookEventName } from './schemas';

export interface ResponseExample {
  status: 200 | ErrorStatus;
  meaning: string;
  body: SuccessResponse | ErrorResponse;
}

export interface WebhookEvent {
  name: WebhookEventName;
  description: string;
}

/**
 * One endpoint of the API, the single source its reference page, its markdown twin, the
 * listings, the code samples, the sandbox and /openapi.json are built from.
 */
export interface ApiDocEntry {
  docId: ApiDocId;
  operationId: string;
  name: string;
  description: string;
  detailedDescription: string;
  method: 'GET' | 'POST';
  /** The path below the API's base URL, with `{name}` for each path parameter. */
  endpoint: string;
  category: string;
  status: 'Live';
  authentication: 'Bearer token';
  /** Requests per minute per API key. */
  rateLimitPerMinute: number;
  overview: string[];
  features: string[];
  useCases: string[];
  request: RequestDefinition<z.ZodRawShape>;
  /** The schema of the 200 body, and the names both bodies get in /openapi.json. */
  responseSchema: z.ZodType;
  schemaNames: { request: string; response: string };
  /** The call in the SDKs: `stk_push` in Python, `stkPush` in Node.js. */
  sdkMethod: { python: string; node: string };
  responses: ResponseExample[];
  codeExamples: CodeExample[];
  webhookEvents?: WebhookEvent[];
}
