import type { Locale } from '@/lib/i18n/locales';
import type { NavLink } from '@/lib/content/navigation';
import { AppLink } from '@/components/ui/app-link';
import { siteChrome } from './site-navigation';

export interface NavLinkListProps {
  /** The page's language. */
  locale: Locale;
  links: readonly NavLink[];
  /** Show each link's description under its label (the desktop dropdowns). */
  withDescriptions?: boolean;
  className?: string;
}

export function NavLinkList({ links, withDescriptions, className, locale }: NavLinkListProps) {
  const { opensInNewTab } = siteChrome(locale);
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.label}>
          <AppLink
            href={link.href}
            external={link.external}
            newTabNote={opensInNewTab}
            className="flex flex-col rounded-lg px-3 py-2 text-sm hover:bg-brand-50 focus-visible:bg-brand-50"
          >
            <span className="flex items-center gap-2 font-medium text-ink">
              {link.label}
              {link.badge ? <span className="rounded-full bg-accent-100 px-2 py-0.5 text-xs font-semibold text-accent-900">{link.badge}</span> : null}
            </span>
            {withDescriptions && link.description ? <span className="text-xs text-muted">{link.description}</span> : null}
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
