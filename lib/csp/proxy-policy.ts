import type { RouteDecision } from '@/lib/route-request';
import { cspManifest } from './manifest';
import { serviceWorkerPath } from '@/lib/offline/address.mjs';
import { nonPagePolicy, serviceWorkerPolicy } from './non-page-policy.mjs';
import { createNonce, pagePolicy } from './policy';
import type { PageSources } from './policy';

const development = process.env.NODE_ENV === 'development';
/** Next's page for a path with no page; it may answer any request below. */
const notFoundPage = '/_not-found';
/** A path that names a file (sitemap.xml, an image, a markdown twin) rather than a page. */
const fileName = /\.[A-Za-z0-9]+$/;

/** The route a request is served from, once the routing table has decided: null for a redirect. */
export function routeShown(pathname: string, decision: RouteDecision): string | null {
  if (decision.action === 'next') return pathname;
  if (decision.action === 'rewrite') return decision.pathname;
  return null;
}

/**
 * What the browser may run on the page a request gets (`shown`: the route it is served from).
 * A GET of a prerendered page is served from its built HTML: exactly its hashes. Anything else
 * (a form posted without JavaScript renders the page again with the action's result, a path
 * with no built page) is rendered on demand: a fresh nonce, which Next applies as it renders,
 * beside the hashes of whichever built page may still answer (the page itself, or not-found).
 */
export function policyFor(method: string, shown: string | null): { policy: string; nonce?: string } {
  if (development) return { policy: pagePolicy({ scripts: [], styles: [] }, true) };
  const { pages, runtimeStyles } = cspManifest();
  // A redirect: the browser renders nothing of it.
  if (shown === null) return { policy: pagePolicy({ scripts: [], styles: [] }) };
  // The service worker fetches the site's pages and files to keep them.
  if (shown === serviceWorkerPath) return { policy: serviceWorkerPolicy };
  const page = pages[shown];
  // A file the site serves as it is (public/, a generated file, a markdown twin) runs nothing.
  if (!page && fileName.test(shown)) return { policy: nonPagePolicy };
  if (page && (method === 'GET' || method === 'HEAD')) {
    return { policy: pagePolicy({ scripts: page.scripts, styles: [...page.styles, ...runtimeStyles] }) };
  }
  const builtPages = [page, pages[notFoundPage]].filter((entry) => entry !== undefined);
  const sources: PageSources = {
    scripts: [...new Set(builtPages.flatMap((entry) => entry.scripts))],
    styles: [...new Set([...builtPages.flatMap((entry) => entry.styles), ...runtimeStyles])],
    nonce: createNonce(),
  };
  return { policy: pagePolicy(sources), nonce: sources.nonce };
}
