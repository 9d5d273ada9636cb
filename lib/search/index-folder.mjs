// Where the build writes the site search's index files (en.json, sw.json), relative to the
// directory the server runs in (the project root for the build step, the standalone folder for
// `node server.js`). Plain JavaScript so that the build step that copies the standalone folder
// (a Node script) and the route that serves the files (TypeScript) share the one value.
export const searchIndexDir = '.next/search-index';
