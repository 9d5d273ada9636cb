import { apiRules, requestErrors } from './rules';
import type { RuleId } from './rules';
import { errorStatuses } from './error-statuses';
import type { ErrorStatus } from './error-statuses';
import type { ResponseExample } from './types';
import type { ErrorResponse } from './schemas';

/** The 400 body for a broken rule, naming the field (INVALID_PHONE and its details, …). */
export function ruleErrorBody(rule: RuleId, field: string): ErrorResponse {
  const { error_code, message, details } = apiRules[rule];
  return { success: false, message, error_code, details, field };
}

/**
 * The 404 of a path parameter that names something that must exist: its rule, and the body the
 * API answers when nothing has that id.
 */
export const notFoundErrors = {
  checkoutRequestId: {
    success: false,
    message: 'Payment not found',
    error_code: 'PAYMENT_NOT_FOUND',
    details: 'No STK push has this checkout_request_id. In the sandbox: only payments made in the STK push sandbox in the same browser tab.',
  },
} as const satisfies Partial<Record<RuleId, ErrorResponse>>;

function notFoundBodyOf(rule: RuleId): ErrorResponse | undefined {
  return Object.entries(notFoundErrors).find(([name]) => name === rule)?.[1];
}

export const unauthorizedBody: ErrorResponse = {
  success: false,
  message: 'Invalid API key',
  error_code: 'UNAUTHORIZED',
  details: 'Send your API key in the header Authorization: Bearer YOUR_API_KEY',
};

export const retryAfterSeconds = 60;

export function rateLimitBody(requestsPerMinute?: number): ErrorResponse {
  return {
    success: false,
    message: 'Rate limit exceeded',
    error_code: 'RATE_LIMIT_EXCEEDED',
    details: requestsPerMinute
      ? `At most ${requestsPerMinute} requests per minute per API key`
      : 'Too many requests for your API key: wait retry_after seconds',
    retry_after: retryAfterSeconds,
  };
}

/** The documented 400 (the rule most often broken, on its field), 401 and 429 of an API, as response examples. */
export function errorExamples(rule: RuleId, field: string, rateLimitPerMinute: number): ResponseExample[] {
  return [
    { status: 400, meaning: errorStatuses[400], body: ruleErrorBody(rule, field) },
    { status: 401, meaning: errorStatuses[401], body: unauthorizedBody },
    { status: 429, meaning: errorStatuses[429], body: rateLimitBody(rateLimitPerMinute) },
  ];
}

export interface ErrorRow {
  status: ErrorStatus;
  error_code: string;
  message: string;
  /** When the API answers it: the rule's details, or what went wrong. */
  when: string;
}

/**
 * Every error an endpoint can answer: one 400 per documented rule its fields carry (each
 * once), for a JSON body one that is not JSON or has an unknown field, a bad key, a 404 for each path parameter naming something that must exist, and its rate limit.
 */
export function errorCatalogue(fieldRules: Record<string, RuleId>, requestsPerMinute: number, location: 'body' | 'path'): ErrorRow[] {
  const rules = [...new Set(Object.values(fieldRules))].map((rule): ErrorRow => {
    const { error_code, message, details } = apiRules[rule];
    return { status: 400, error_code, message, when: details };
  });
  const notFound = [...new Set(Object.values(fieldRules))].flatMap((rule): ErrorRow[] => {
    const body = notFoundBodyOf(rule);
    return body ? [{ status: 404, error_code: body.error_code, message: body.message, when: body.details ?? '' }] : [];
  });
  const { invalidJson, invalidRequest } = requestErrors;
  const rateLimited = rateLimitBody(requestsPerMinute);
  return [
    ...rules,
    ...(location === 'body'
      ? ([
          { status: 400, ...invalidJson, when: 'The body is not valid JSON' },
          { status: 400, ...invalidRequest, when: 'The body is not a JSON object, or has a field the endpoint does not take' },
        ] satisfies ErrorRow[])
      : []),
    { status: 401, error_code: unauthorizedBody.error_code, message: unauthorizedBody.message, when: 'The API key is missing, wrong or revoked' },
    ...notFound,
    { status: 429, error_code: rateLimited.error_code, message: rateLimited.message, when: rateLimited.details ?? '' },
  ];
}
