import type { ReactNode } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { isExternalKey, linkProblem, siteLinkProblem } from '@/lib/blog/links';
import type { BlogLanguage } from '@/lib/blog/languages';
import { blogTranslationSlugs, knownBlogSlugs } from '@/lib/blog/slugs';
import type { Locale } from '@/lib/i18n/locales';
import { site } from '@/lib/site';

const linkClass = 'font-medium text-brand-700 underline decoration-brand-200 underline-offset-4 hover:decoration-brand-700';

export interface MdxLinkProps {
  href?: string;
  children?: ReactNode;
  file: string;
  /** The article's language: a link in an article in Kiswahili leads to a Swahili page. */
  language: BlogLanguage;
  slug: string;
}

/**
 * A Markdown link. Internal links must lead to a page as they are (no redirect, no fallback),
 * so a mistyped path fails the build instead of sending readers somewhere else. Other hosts
 * belong in lib/site.ts and are written <SiteLink to="…">.
 */
export function MdxLink({ href = '', children, file, language, slug }: MdxLinkProps) {
  const problem = linkProblem(href, knownBlogSlugs(), { language, versions: blogTranslationSlugs(language), slug });
  if (problem) throw new Error(`${file}: ${problem}`);
  if (href.startsWith('#')) {
    return (
      <a href={href} className={linkClass}>
        {children}
      </a>
    );
  }
  return (
    <AppLink locale={language} href={href} className={linkClass}>
      {children}
    </AppLink>
  );
}

export interface SiteLinkProps {
  to?: string;
  children?: ReactNode;
  file: string;
  /** The article's language. */
  locale: Locale;
}

/** `<SiteLink to="docs">…</SiteLink>`: a link to one of our other sites, opening in a new tab. */
export function SiteLink({ to = '', children, file, locale }: SiteLinkProps) {
  if (!isExternalKey(to)) throw new Error(`${file}: ${siteLinkProblem(to)}`);
  return (
    <AppLink locale={locale} href={site.external[to]} external className={linkClass}>
      {children}
    </AppLink>
  );
}
