/** The SDK list the pages show (name and status), kept with the rest of the SDK facts. */
export { availableSdks, sdkNames, sdks } from '../api-docs/sdks';

/** What a visitor reads for each SDK status (the status itself is data the components compare). */
export const sdkStatusLabels = {
  Available: 'Available',
  'Coming Soon': 'Coming Soon',
} as const;
