/** The SDK list the pages show (name and status), kept with the rest of the SDK facts. */
export { availableSdkNames, availableSdks, sdks } from '../api-docs/sdks';
export type { Sdk, SdkStatus } from '../api-docs/sdks';
