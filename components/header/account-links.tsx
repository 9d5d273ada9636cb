import type { Locale } from '@/lib/i18n/locales';
import type { Country } from '@/lib/countries';
import { AppLink } from '@/components/ui/app-link';
import { siteChrome, siteNavigation } from './site-navigation';

export interface AccountLinksProps {
  /** The page's language. */
  locale: Locale;
  country: Country;
  /**
   * `bar`: the header bar (Get Started from 640 px, Login as a quiet button from 1280 px, where
   * the menus are in the bar too). `menu`: the hamburger menu, which has both.
   */
  placement: 'bar' | 'menu';
}

const classes = {
  bar: { login: 'btn btn-ghost hidden whitespace-nowrap xl:inline-flex', getStarted: 'btn btn-primary hidden whitespace-nowrap sm:inline-flex' },
  menu: { login: 'btn btn-secondary', getStarted: 'btn btn-primary' },
} as const;

/** Login and Get Started, both on the dashboard's host (new tabs). */
export function AccountLinks({ country, placement, locale }: AccountLinksProps) {
  const { login, getStarted } = classes[placement];
  const { account } = siteNavigation(country, locale);
  const { opensInNewTab } = siteChrome(locale);
  return (
    <>
      <AppLink locale={locale} href={account.login.href} external newTabNote={opensInNewTab} className={login}>
        {account.login.label}
      </AppLink>
      <AppLink locale={locale} href={account.getStarted.href} external newTabNote={opensInNewTab} className={getStarted}>
        {account.getStarted.label}
      </AppLink>
    </>
  );
}
