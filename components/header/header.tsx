import type { Locale } from '@/lib/i18n/locales';
import type { Country } from '@/lib/countries';
import { Logo } from '@/components/brand/logo';
import { LanguageSwitcher } from '@/components/language/language-switcher';
import { HeaderSearch } from '@/components/search/header-search';
import { AppLink } from '@/components/ui/app-link';
import { AccountLinks } from './account-links';
import { CountrySwitcher } from './country-switcher';
import { DesktopNav } from './desktop-nav';
import { Menu, MenuGroup } from './menu-group';
import { MobileNav } from './mobile-nav';
import { siteChrome, siteNavigation } from './site-navigation';

export interface HeaderProps {
  /** The page's language. */
  locale: Locale;
  country: Country;
}

export function Header({ country, locale }: HeaderProps) {
  const copy = siteChrome(locale);
  const { marketHome } = siteNavigation(country, locale);
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <a href="#main" className="skip-link">
        {copy.skipToContent}
      </a>
      {/* One group for the whole bar: Products, Developers, the country switcher and the
          hamburger share the one-open-at-a-time rule. */}
      <MenuGroup className="relative mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 xs:px-4 sm:gap-4 sm:px-6">
        <AppLink locale={locale} href={marketHome(country)} className="shrink-0 rounded-lg">
          <Logo />
          <span className="sr-only">{copy.homeSuffix}</span>
        </AppLink>
        <DesktopNav locale={locale} country={country} />
        <div className="ml-auto flex items-center gap-1 xs:gap-2">
          <HeaderSearch locale={locale} country={country} />
          <LanguageSwitcher locale={locale} placement="bar" />
          <CountrySwitcher locale={locale} country={country} />
          <AccountLinks locale={locale} country={country} placement="bar" />
          <Menu
            id="mobile"
            className="xl:hidden"
            buttonClassName="flex size-11 items-center justify-center rounded-lg text-ink hover:bg-brand-50"
            panelClassName="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-line bg-white px-4 py-4 shadow-lg"
            label={
              <>
                <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path className="[details[open]>summary_&]:hidden" d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                  <path
                    className="hidden [details[open]>summary_&]:block"
                    d="M6 6l12 12M18 6 6 18"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                  />
                </svg>
                <span className="sr-only">{copy.menu}</span>
              </>
            }
          >
            <MobileNav locale={locale} country={country} />
          </Menu>
        </div>
      </MenuGroup>
    </header>
  );
}
