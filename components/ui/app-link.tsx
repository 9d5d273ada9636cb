import { siteChrome } from '@/components/header/site-navigation';
import type { Locale } from '@/lib/i18n/locales';
import { PlainLink } from './plain-link';
import type { PlainLinkProps } from './plain-link';

export type AppLinkProps = Omit<PlainLinkProps, 'newTabNote' | 'external'> & {
  external?: boolean;
  /** The page's language: an external link says "opens in a new tab" in it. */
  locale?: Locale;
  newTabNote?: string;
};

/**
 * A link to a page of ours (client-side navigation) or to another host (new tab, said to
 * screen readers in the page's language). Prefetching is off: on a slow connection, fetching
 * every linked page in view costs the visitor data for pages they may never open.
 */
export function AppLink({ newTabNote, external = false, locale, ...props }: AppLinkProps) {
  return <PlainLink external={external} newTabNote={newTabNote ?? newTabNoteIn(locale, external)} {...props} />;
}

function newTabNoteIn(locale: Locale | undefined, external: boolean): string {
  if (locale) return siteChrome(locale).opensInNewTab;
  // Caught when the pages are built: every external link is rendered then.
  if (external) throw new Error("An external AppLink needs the page's locale (or its newTabNote) to say that it opens a new tab");
  return '';
}
