import { apiEndpoints } from './catalogue';
import type { ApiDocId } from './ids';

/**
 * A developer API listing item: the short list shown on the home page and the developers
 * landing, read from the documented API (./catalogue). `docId` links to the API's page.
 */
export interface ApiListingItem {
  name: string;
  description: string;
  method: 'GET' | 'POST';
  endpoint: string;
  docId: ApiDocId;
}

export const apiListing: ApiListingItem[] = apiEndpoints.map(({ name, description, method, endpoint, docId }) => ({
  name,
  description,
  method,
  endpoint,
  docId,
}));
