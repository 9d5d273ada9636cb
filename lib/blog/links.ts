import { isCountry, isLive } from '../countries';
import { defaultLocale, localizedHref, splitLocale } from '../i18n/locales';
import { defaultBlogLanguage } from './languages';
import type { BlogLanguage } from './languages';
import { pageFamilies } from '../routes';
import { servesPageAsIs } from '../route-request';
import { site } from '../site';

/**
 * The rules for links in an article, shared by the page (which fails the build) and
 * `npm run check-content` (which reports them all, without a build).
 */

/** Whether the segments below a country are those of an article's address: blog/{slug}. */
function isArticlePath(rest: readonly string[]): boolean {
  const articlePrefix = pageFamilies.blogPost.split('/').filter(Boolean);
  return rest.length === articlePrefix.length + 1 && articlePrefix.every((segment, index) => rest[index] === segment);
}

/**
 * Why an internal link leads nowhere, or undefined when it leads to a page as it is (no
 * redirect, no fallback). Article links are checked against `slugs`, the articles that exist.
 */
export function internalLinkProblem(href: string, slugs: ReadonlySet<string>): string | undefined {
  const { pathname } = new URL(href, 'http://site.invalid');
  const [country, ...rest] = pathname.split('/').filter(Boolean);
  if (country !== undefined && isCountry(country) && isLive(country) && isArticlePath(rest)) {
    const slug = rest.at(-1) ?? '';
    return slugs.has(slug) ? undefined : `link "${href}": there is no article "${slug}"`;
  }
  return servesPageAsIs(pathname) ? undefined : `link "${href}" does not lead to a page`;
}

/** The language an article is written in, and the versions in that language of English articles. */
export interface ArticleLanguage {
  language: BlogLanguage;
  /** By English slug, the slug of its version in `language`, for the articles that have one. */
  versions: ReadonlyMap<string, string>;
  /** The article's own slug: a translation may point its readers to its English original. */
  slug?: string;
}

const inEnglish: ArticleLanguage = { language: defaultBlogLanguage, versions: new Map() };

/**
 * Why a link takes the reader of an article out of its language, or undefined. A reader of an
 * article in Kiswahili stays in Kiswahili: a page is linked at its Swahili address (/ke/sw/demo),
 * an English article at its Swahili version's. Only the API reference, which is English only,
 * English articles not translated yet and a translation's own original keep their English address.
 */
export function languageLinkProblem(href: string, { language, versions, slug }: ArticleLanguage): string | undefined {
  const { pathname } = new URL(href, 'http://site.invalid');
  if (language === defaultBlogLanguage || splitLocale(pathname).locale !== defaultLocale) return undefined;
  const [country, ...rest] = pathname.split('/').filter(Boolean);
  const below = `/${rest.join('/')}`;
  if (country === undefined || below === pageFamilies.apiDoc || below.startsWith(`${pageFamilies.apiDoc}/`)) return undefined;
  if (isArticlePath(rest)) {
    const version = versions.get(rest.at(-1) ?? '');
    if (version === undefined || version === slug) return undefined;
    return `link "${href}": the article has a version in language ${language}: link ${localizedHref(`/${country}${pageFamilies.blogPost}/${version}`, language)}`;
  }
  return `link "${href}" leads to the English page: an article in language ${language} links to ${localizedHref(href, language)}`;
}

/**
 * Why a Markdown link is refused, or undefined when it is fine. `from` is the language of the
 * article the link is in (English when left out).
 */
export function linkProblem(href: string, slugs: ReadonlySet<string>, from: ArticleLanguage = inEnglish): string | undefined {
  if (href.startsWith('#')) return undefined;
  if (href.startsWith('/')) return internalLinkProblem(href, slugs) ?? languageLinkProblem(href, from);
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
