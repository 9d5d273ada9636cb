/**
 * The API reference pages, by the id in their URL, in the order the site lists them. An
 * unknown id shows the first one. The subscriptions reference keeps the address it always
 * had, mpesa-paybill.
 */
export const apiDocIds = ['mpesa-stk-push', 'mpesa-stk-query', 'mpesa-paybill', 'wallet-balance', 'payouts'] as const;
export type ApiDocId = (typeof apiDocIds)[number];

export const defaultApiDocId: ApiDocId = 'mpesa-stk-push';

export function isApiDocId(value: string): value is ApiDocId {
  return (apiDocIds as readonly string[]).includes(value);
}

/** The id whose page is shown for `value`: itself when known, the default otherwise. */
export function resolveApiDocId(value: string): ApiDocId {
  return isApiDocId(value) ? value : defaultApiDocId;
}
