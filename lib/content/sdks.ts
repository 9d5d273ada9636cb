/** The SDK list the pages show (name and status), kept with the rest of the SDK facts. */
export { availableSdks, sdkNames, sdks } from '../api-docs/sdks';
