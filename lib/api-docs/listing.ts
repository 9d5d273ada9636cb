import { apiEndpoints } from './catalogue';
import type { ApiDocId } from './ids';

/**
 * SPEC §3 Developer API listing item: the short list shown on the home page and the
 * developers landing, read from the documented API (./catalogue). `docId` links to the API's
 * own page where it has one.
 */
export interface ApiListingItem {
  name: string;
  description: string;
  method: 'GET' | 'POST';
  endpoint: string;
  docId?: ApiDocId;
}

export const apiListing: ApiListingItem[] = apiEndpoints.map(({ name, description, method, endpoint, docId }) => ({
  name,
  description,
  method,
  endpoint,
  docId,
}));
