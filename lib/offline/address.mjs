// The service worker's address, shared by the build that writes it (build/service-worker.mjs),
// the page that registers it and the servers' headers: at the root, so its scope is the site.
export const serviceWorkerPath = '/sw.js';

// Sent with it by both servers: the browser checks for a new worker on every visit, never
// keeping an old one (the worker of a build is a new file, whose caches are that build's).
export const serviceWorkerCacheControl = 'no-cache';
