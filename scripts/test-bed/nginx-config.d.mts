// Types of nginx-config.mjs for the TypeScript specs that read it.
export const brotliModules: string[];
/** How long a page stays in the front door's cache before one request asks Node again. */
export const pageCacheSeconds: number;
/** The request headers of Next's client router the page cache keys on. */
export const routerHeaders: readonly string[];
/** A ration of uncached requests per client address: the average rate, and the burst answered at once. */
export interface RequestLimit {
  ratePerSecond: number;
  burst: number;
}
export const bedRequestLimit: RequestLimit;
export function selfSignedCertificate(dir: string, publicHost: string): { certificate: string; key: string };
export function nginxConfig(options: {
  dir: string;
  listenPort: number;
  compressorPort: number;
  instancePorts: number[];
  publicHost: string;
  filesRoot: string;
  clientAddressHeader?: string;
  /** A TLS listener beside the plain one. */
  tls?: { port: number; certificate: string; key: string };
  /** Per client address, on the search results and /api/* (the production ration, 10 a second with a burst of 40, unless given). */
  requestLimit?: RequestLimit;
}): string;
