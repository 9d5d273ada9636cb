import Link from 'next/link';
import type { ComponentProps, ReactNode } from 'react';

interface LinkBase extends Omit<ComponentProps<'a'>, 'href'> {
  href: string;
  children: ReactNode;
}

/** A page of ours, or another host: that one opens in a new tab and says so to screen readers. */
export type PlainLinkProps =
  | (LinkBase & { external?: false; newTabNote?: string })
  | (LinkBase & {
      /** Opens in a new tab with `rel="noopener noreferrer"`. */
      external: boolean;
      /** What screen readers hear after the link's name, in the page's language ("(opens in a new tab)"). */
      newTabNote: string;
    });

/**
 * A link to a page of ours (client-side navigation) or to another host (new tab), for client
 * components, which pass the new-tab note in their own words; Server Components use AppLink,
 * which says it in the page's language.
 * Prefetching is off: on a slow connection, fetching every linked page in view costs the
 * visitor data for pages they may never open.
 */
export function PlainLink({ href, external, newTabNote, children, ...rest }: PlainLinkProps) {
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
