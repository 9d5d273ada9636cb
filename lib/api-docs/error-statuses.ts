/** The documented error statuses and what each means: the statuses a response example may have. */
export const errorStatuses = {
  400: 'Bad request - invalid parameters',
  401: 'Unauthorized - invalid API key',
  404: 'Not found - no such resource',
  429: 'Rate limit exceeded',
} as const;

export type ErrorStatus = keyof typeof errorStatuses;
