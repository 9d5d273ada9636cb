import { listPhrase } from '../list-phrase';

/**
 * The client libraries, the one place that names them: the package, the class a program
 * constructs and the environment variable its key is read from. Every code sample, the home
 * page's quick integration, the SDK lists and the check on the blog's code blocks read this.
 */
export type SdkStatus = 'Available' | 'Coming Soon';

export interface Sdk {
  id: 'python' | 'node' | 'php' | 'java';
  name: string;
  status: SdkStatus;
  /** The package name in the language's registry, for the SDKs that can be installed. */
  packageName?: string;
  /** The install command, for the SDKs that can be installed. */
  install?: string;
}

/** The class every SDK exports: `from kilelepay import KilelePay`, `import { KilelePay } from 'kilelepay'`. */
export const sdkClassName = 'KilelePay';

/** The module a program imports the class from, in Python and in Node.js. */
export const sdkModule = 'kilelepay';

/** Where samples read the secret key from: never written into source code. */
export const apiKeyEnvVar = 'KILELEPAY_API_KEY';

export const sdks: Sdk[] = [
  { id: 'python', name: 'Python', status: 'Available', packageName: sdkModule, install: `pip install ${sdkModule}` },
  { id: 'node', name: 'Node.js', status: 'Available', packageName: sdkModule, install: `npm install ${sdkModule}` },
  { id: 'php', name: 'PHP', status: 'Coming Soon' },
  { id: 'java', name: 'Java', status: 'Coming Soon' },
];

export const availableSdks = sdks.filter((sdk) => sdk.status === 'Available');

/** "Python and Node.js": the names of the SDKs with a status, as they read in a sentence. */
export function sdkNames(status: SdkStatus): string {
  return listPhrase(sdks.filter((sdk) => sdk.status === status).map((sdk) => sdk.name));
}
