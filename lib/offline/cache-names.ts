/**
 * The caches the service worker keeps, each named after the build that filled it, so that a
 * page is only ever served beside the scripts of its own build: when a new build's worker takes
 * over, every cache of another build goes.
 */
const cachePrefix = 'kilele';

/**
 * - `offline`: the offline page in each language and its scripts, fetched when the worker installs
 * - `pages`: pages as they were read, refreshed in the background on each visit
 * - `kept`: pages a reader asked to keep for offline (never expired)
 * - `assets`: the build's content-hashed scripts, styles and fonts
 * - `images`: pictures from public/
 * - `search`: the search index of each language the reader has searched in
 * - `precache`: Serwist's own precache, which this worker leaves empty
 */
const cacheKinds = ['offline', 'pages', 'kept', 'assets', 'images', 'search', 'precache'] as const;
export type CacheKind = (typeof cacheKinds)[number];

export function cacheName(kind: CacheKind, buildId: string): string {
  return `${cachePrefix}-${kind}-${buildId}`;
}

function isOurs(name: string): boolean {
  return name.startsWith(`${cachePrefix}-`);
}

function isOfBuild(name: string, buildId: string): boolean {
  return cacheKinds.some((kind) => name === cacheName(kind, buildId));
}

/**
 * The caches of other builds that can go as soon as this build's worker is active. The pages a
 * reader kept for offline are not among them: they are fetched again for the new build first
 * (see `keptOfOtherBuilds`). Caches that are not the site's own are left alone.
 */
export function cachesToDelete(names: readonly string[], buildId: string): string[] {
  return names.filter((name) => isOurs(name) && !isOfBuild(name, buildId) && !name.startsWith(`${cachePrefix}-kept-`));
}

/** The kept pages of earlier builds: their addresses are kept again in this build, then they go. */
export function keptOfOtherBuilds(names: readonly string[], buildId: string): string[] {
  return names.filter((name) => name.startsWith(`${cachePrefix}-kept-`) && !isOfBuild(name, buildId));
}
