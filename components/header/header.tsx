import type { Locale } from '@/lib/i18n/locales';
import type { Country } from '@/lib/countries';
import { Logo } from '@/components/brand/logo';
import { LanguageSwitcher } from '@/components/language/language-switcher';
import { HeaderSearch } from '@/components/search/header-search';
import { AppLink } from '@/components/ui/app-link';
import { AccountLinks } from './account-links';
import { CountrySwitcher } from './country-switcher';
import { MenuGroup } from './menu-group';
import { SiteNav } from './site-nav';
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
      {/* One group for the whole bar: the hamburger, the language and country switchers share
          the one-open-at-a-time rule; Products and Developers, a group of their own inside the
          navigation, close when a press or focus goes elsewhere. */}
      <MenuGroup className="relative mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 xs:px-4 sm:gap-4 sm:px-6">
        <AppLink locale={locale} href={marketHome(country)} className="shrink-0 rounded-lg">
          <Logo />
          <span className="sr-only">{copy.homeSuffix}</span>
        </AppLink>
        <SiteNav locale={locale} country={country} />
        <div className="ml-auto flex items-center gap-1 xs:gap-2">
          <HeaderSearch locale={locale} country={country} />
          <LanguageSwitcher locale={locale} placement="bar" />
          <CountrySwitcher locale={locale} country={country} />
          <AccountLinks locale={locale} country={country} placement="bar" />
        </div>
      </MenuGroup>
    </header>
  );
}
