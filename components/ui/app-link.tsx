import Link from 'next/link';
import type { ComponentProps, ReactNode } from 'react';

export interface AppLinkProps extends Omit<ComponentProps<'a'>, 'href'> {
  href: string;
  /** Opens in a new tab with `rel="noopener noreferrer"` and says so to screen readers. */
  external?: boolean;
  /** What screen readers hear after an external link's name, in the page's language. */
  newTabNote?: string;
  children: ReactNode;
}

/**
 * A link to a page of ours (client-side navigation) or to another host (new tab).
 * Prefetching is off: on a slow connection, fetching every linked page in view costs the
 * visitor data for pages they may never open.
 */
export function AppLink({ href, external, newTabNote = ' (opens in a new tab)', children, ...rest }: AppLinkProps) {
  if (external) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
        <span className="sr-only">{newTabNote}</span>
      </a>
    );
  }
  return (
    <Link href={href} prefetch={false} {...rest}>
      {children}
    </Link>
  );
}
