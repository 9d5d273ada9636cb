import { siteChrome } from '@/components/header/site-navigation';
import { PlainLink } from './plain-link';
import type { PlainLinkProps } from './plain-link';

export type AppLinkProps = Omit<PlainLinkProps, 'newTabNote' | 'external'> & { external?: boolean; newTabNote?: string };

/**
 * A link to a page of ours (client-side navigation) or to another host (new tab, said to
 * screen readers in the page's language). Prefetching is off: on a slow connection, fetching
 * every linked page in view costs the visitor data for pages they may never open.
 */
export function AppLink({ newTabNote, external = false, ...props }: AppLinkProps) {
  return <PlainLink external={external} newTabNote={newTabNote ?? siteChrome().opensInNewTab} {...props} />;
}
