import { site } from '../site';

/** The API's one base URL: every sample, every listing and /openapi.json's server. */
export const apiBaseUrl = site.external.api;

/** The absolute URL template of an endpoint, e.g. https://api.kilelepay.co.ke/api/v1/payouts. */
export function endpointUrl(path: string): string {
  return `${apiBaseUrl}${path}`;
}
