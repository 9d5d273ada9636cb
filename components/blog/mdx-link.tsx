import type { ReactNode } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { routeRequest } from '@/lib/routing';
import { site } from '@/lib/site';

const linkClass = 'font-medium text-brand-700 underline decoration-brand-200 underline-offset-4 hover:decoration-brand-700';

export interface MdxLinkProps {
  href?: string;
  children?: ReactNode;
  file: string;
}

/**
 * A Markdown link. Internal links must lead to a page as they are (no redirect, no fallback),
 * so a mistyped path fails the build instead of sending readers somewhere else. Other hosts
 * belong in lib/site.ts and are written <SiteLink to="…">.
 */
export function MdxLink({ href = '', children, file }: MdxLinkProps) {
  if (href.startsWith('#')) {
    return (
      <a href={href} className={linkClass}>
        {children}
      </a>
    );
  }
  if (href.startsWith('/')) {
    const { pathname } = new URL(href, 'http://site.invalid');
    if (routeRequest(pathname).action !== 'next') throw new Error(`${file}: link "${href}" does not lead to a page`);
    return (
      <AppLink href={href} className={linkClass}>
        {children}
      </AppLink>
    );
  }
  throw new Error(`${file}: link "${href}": write internal links as /ke/… and external ones as <SiteLink to="…"> (keys of site.external)`);
}

type ExternalKey = keyof typeof site.external;

function isExternalKey(value: string): value is ExternalKey {
  return Object.hasOwn(site.external, value);
}

export interface SiteLinkProps {
  to?: string;
  children?: ReactNode;
  file: string;
}

/** `<SiteLink to="docs">…</SiteLink>`: a link to one of our other sites, opening in a new tab. */
export function SiteLink({ to = '', children, file }: SiteLinkProps) {
  if (!isExternalKey(to)) {
    throw new Error(`${file}: <SiteLink to="${to}">: use one of ${Object.keys(site.external).join(', ')}`);
  }
  return (
    <AppLink href={site.external[to]} external className={linkClass}>
      {children}
    </AppLink>
  );
}
