/**
 * The API pages that exist, by the id in their URL. An unknown id shows the first one
 * (SPEC §2: "an unknown value falls back to mpesa-stk-push").
 */
export const apiDocIds = ['mpesa-stk-push', 'mpesa-paybill'] as const;
export type ApiDocId = (typeof apiDocIds)[number];

export const defaultApiDocId: ApiDocId = 'mpesa-stk-push';

export function isApiDocId(value: string): value is ApiDocId {
  return (apiDocIds as readonly string[]).includes(value);
}

/** The id whose page is shown for `value`: itself when known, the default otherwise. */
export function resolveApiDocId(value: string): ApiDocId {
  return isApiDocId(value) ? value : defaultApiDocId;
}
