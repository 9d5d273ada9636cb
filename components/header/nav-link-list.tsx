import type { Locale } from '@/lib/i18n/locales';
import type { NavLink } from '@/lib/content/navigation';
import { AppLink } from '@/components/ui/app-link';
import { siteChrome } from './site-navigation';

export interface NavLinkListProps {
  /** The page's language. */
  locale: Locale;
  links: readonly NavLink[];
  /** Show each link's description under its label in the wide bar's dropdowns (from 1280 px). */
  withDescriptions?: boolean;
  className?: string;
}

export function NavLinkList({ links, withDescriptions, className, locale }: NavLinkListProps) {
  const { opensInNewTab } = siteChrome(locale);
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.label}>
          <AppLink href={link.href} external={link.external} newTabNote={opensInNewTab} className="nav-link">
            <span className="nav-link-label">
              {link.label}
              {link.badge ? <span className="nav-badge">{link.badge}</span> : null}
            </span>
            {withDescriptions && link.description ? <span className="hidden text-xs text-muted xl:block">{link.description}</span> : null}
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
