/** The page of a result's address: its anchor is no part of what the phone keeps. */
function pageOf(url: string): string {
  return url.split('#')[0] ?? url;
}

/**
 * The results' addresses whose page the phone has kept (the service worker's caches), asked
 * only without a connection: such a result opens, any other would show the offline page.
 */
export async function keptPages(urls: readonly string[], storage: Pick<CacheStorage, 'match'> | undefined = globalThis.caches): Promise<Set<string>> {
  if (!storage) return new Set();
  const answers = await Promise.all(urls.map(async (url) => ((await storage.match(pageOf(url), { ignoreVary: true })) ? url : null)));
  return new Set(answers.filter((url) => url !== null));
}

/** The results whose page is kept first, each group in its own order (a stable sort). */
export function keptFirst<Hit extends { url: string }>(hits: readonly Hit[], kept: ReadonlySet<string>): Hit[] {
  return [...hits.filter((hit) => kept.has(hit.url)), ...hits.filter((hit) => !kept.has(hit.url))];
}
