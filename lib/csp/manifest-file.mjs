// Where the build writes each prerendered page's inline script and style hashes, relative to
// the directory the server runs in (the project root for `next start`, the standalone folder
// for `node server.js`). Plain JavaScript so that the build step (a Node script) and the proxy
// (TypeScript) share the one value.
export const cspManifestFile = '.next/csp-manifest.json';
