// Types of nginx-config.mjs for the TypeScript specs that read it.
export const brotliModules: string[];
/** How long a page stays in the front door's cache before one request asks Node again. */
export const pageCacheSeconds: number;
/** The request headers of Next's client router the page cache keys on. */
export const routerHeaders: readonly string[];
export function nginxConfig(options: {
  dir: string;
  listenPort: number;
  compressorPort: number;
  instancePorts: number[];
  publicHost: string;
  filesRoot: string;
  clientAddressHeader?: string;
}): string;
