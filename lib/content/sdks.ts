/** SPEC §3 SDK item and §4 SDK status: two of four available. */
export type SdkStatus = 'Available' | 'Coming Soon';

export interface Sdk {
  name: string;
  status: SdkStatus;
  /** The install command, for the SDKs that can be installed. */
  install?: string;
}

export const sdks: Sdk[] = [
  { name: 'Python', status: 'Available', install: 'pip install kilelepay' },
  { name: 'Node.js', status: 'Available', install: 'npm install kilelepay' },
  { name: 'PHP', status: 'Coming Soon' },
  { name: 'Java', status: 'Coming Soon' },
];

export const availableSdks = sdks.filter((sdk) => sdk.status === 'Available');
