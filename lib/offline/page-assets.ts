/**
 * The build's files a page asks for (scripts, styles, fonts under /_next/static), as written in
 * its HTML: in its tags and in the route data at its end, which lists the scripts loaded later.
 * The service worker keeps them with a page it keeps, so that the page opens offline with the
 * scripts of its own build.
 */
const buildAsset = /\/_next\/static\/[\w\-./~%]+?\.(?:js|css|woff2?)(?![\w.])/g;

export function assetUrlsIn(html: string): string[] {
  return [...new Set(html.match(buildAsset) ?? [])];
}
