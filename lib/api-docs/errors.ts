import { apiRules } from './rules';
import type { RuleId } from './rules';
import type { ResponseExample } from './types';
import type { ErrorResponse } from './schemas';

/** SPEC §8: the documented error statuses, what each means, and the body the API sends. */
export const errorStatuses = {
  400: 'Bad request - invalid parameters',
  401: 'Unauthorized - invalid API key',
  429: 'Rate limit exceeded',
} as const;

export type ErrorStatus = keyof typeof errorStatuses;

/** The 400 body for a broken rule, naming the field (SPEC §8: INVALID_PHONE and its details). */
export function ruleErrorBody(rule: RuleId, field: string): ErrorResponse {
  const { error_code, message, details } = apiRules[rule];
  return { success: false, message, error_code, details, field };
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

/** The documented 400 (a bad phone), 401 and 429 of an API, as response examples. */
export function errorExamples(phoneField: string, rateLimitPerMinute: number): ResponseExample[] {
  return [
    { status: 400, meaning: errorStatuses[400], body: ruleErrorBody('phone', phoneField) },
    { status: 401, meaning: errorStatuses[401], body: unauthorizedBody },
    { status: 429, meaning: errorStatuses[429], body: rateLimitBody(rateLimitPerMinute) },
  ];
}
