import { isCountry, isLive } from '../countries';
import { pageFamilies } from '../routes';
import { servesPageAsIs } from '../route-request';
import { site } from '../site';

/**
 * The rules for links in an article, shared by the page (which fails the build) and
 * `npm run check-content` (which reports them all, without a build).
 */

/**
 * Why an internal link leads nowhere, or undefined when it leads to a page as it is (no
 * redirect, no fallback). Article links are checked against `slugs`, the articles that exist.
 */
export function internalLinkProblem(href: string, slugs: ReadonlySet<string>): string | undefined {
  const { pathname } = new URL(href, 'http://site.invalid');
  const [country, ...rest] = pathname.split('/').filter(Boolean);
  const articlePrefix = pageFamilies.blogPost.split('/').filter(Boolean);
  const isArticlePath = rest.length === articlePrefix.length + 1 && articlePrefix.every((segment, index) => rest[index] === segment);
  if (country !== undefined && isCountry(country) && isLive(country) && isArticlePath) {
    const slug = rest.at(-1) ?? '';
    return slugs.has(slug) ? undefined : `link "${href}": there is no article "${slug}"`;
  }
  return servesPageAsIs(pathname) ? undefined : `link "${href}" does not lead to a page`;
}

/** Why a Markdown link is refused, or undefined when it is fine. */
export function linkProblem(href: string, slugs: ReadonlySet<string>): string | undefined {
  if (href.startsWith('#')) return undefined;
  if (href.startsWith('/')) return internalLinkProblem(href, slugs);
  return `link "${href}": write internal links as /ke/… and external ones as <SiteLink to="…"> (keys of site.external)`;
}

export type ExternalKey = keyof typeof site.external;

export function isExternalKey(value: string): value is ExternalKey {
  return Object.hasOwn(site.external, value);
}

/** Why `<SiteLink to="…">` is refused, or undefined. */
export function siteLinkProblem(to: string): string | undefined {
  return isExternalKey(to) ? undefined : `<SiteLink to="${to}">: use one of ${Object.keys(site.external).join(', ')}`;
}
