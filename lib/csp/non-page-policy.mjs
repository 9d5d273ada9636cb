// The Content-Security-Policy of every response that is not a page (route handlers, build
// assets, public files, the sitemap, the feed, markdown twins): it runs no script and embeds
// nothing. Plain JavaScript so that next.config.mjs (for the paths the proxy never sees) and
// the proxy (for files it routes) share the one value.
export const nonPagePolicy = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

// The service worker's own policy (a worker runs under the policy its script is sent with): it
// runs no other script and embeds nothing, and fetches the site's own pages and files to keep
// them.
export const serviceWorkerPolicy = "default-src 'none'; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
