import type { Locale } from '@/lib/i18n/locales';
import type { Country } from '@/lib/countries';
import { AppLink } from '@/components/ui/app-link';
import { LanguageSwitcher } from '@/components/language/language-switcher';
import { AccountLinks } from './account-links';
import { Chevron } from './chevron';
import { Menu, MenuGroup } from './menu-group';
import { NavLinkList } from './nav-link-list';
import { siteChrome, siteNavigation } from './site-navigation';

/** The id of the one navigation: the hamburger's panel below 1280 px, the bar's menus above. */
const navigationId = 'site-navigation';

// Below 1280 px each item is a row of the hamburger's panel; from 1280 px (xl) it sits in the bar.
const item = 'menu-group-button xl:w-auto xl:justify-start xl:gap-1 xl:py-2 xl:text-sm';
// Below 1280 px a group opens in place; from 1280 px it drops down under its button.
const panel = 'pb-2 pl-3 xl:absolute xl:top-full xl:left-0 xl:z-50 xl:mt-2 xl:rounded-xl xl:border xl:border-line xl:bg-white xl:p-2 xl:shadow-lg';

/**
 * The hamburger and the site's navigation, written once for every screen: the same links are
 * the hamburger's panel on a phone and the bar's menus on a wide screen, so a page carries them
 * once before its content (a phone parses everything before the first screen's text, menus it
 * does not show included). The hamburger is a <details> of its own, and the navigation follows
 * it: CSS shows the navigation while the hamburger is open (`peer-open:`), so it works from the
 * HTML alone, and focus goes from the hamburger into the navigation. On a phone the hamburger
 * is drawn at the end of the bar (`order-last`), where it has always been; its margin keeps the
 * gap it had there.
 */
export function SiteNav({ country, locale }: { country: Country; locale: Locale }) {
  const copy = siteChrome(locale);
  const { products, personal, developers, primary, menuLabels } = siteNavigation(country, locale);
  return (
    <>
      <Menu
        id="mobile"
        panelId={navigationId}
        className="peer order-last -ml-1 xs:ml-0 sm:-ml-2 xl:hidden"
        buttonClassName="flex size-11 items-center justify-center rounded-lg text-ink hover:bg-brand-50"
        label={
          <>
            <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
              <path className="[details[open]>summary_&]:hidden" d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              <path className="hidden [details[open]>summary_&]:block" d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            <span className="sr-only">{copy.menu}</span>
          </>
        }
      />
      <nav
        id={navigationId}
        aria-label={copy.mainNavigation}
        className="absolute inset-x-0 top-full hidden max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-line bg-white px-4 py-4 shadow-lg peer-open:block xl:static xl:block xl:max-h-none xl:shrink-0 xl:overflow-visible xl:border-b-0 xl:bg-transparent xl:p-0 xl:shadow-none"
      >
        {/* Products and Developers: one open at a time, inside the hamburger's own group. */}
        <MenuGroup className="flex flex-col gap-1 xl:flex-row xl:items-center">
          <Menu
            id="products"
            className="relative"
            buttonClassName={item}
            panelClassName={`${panel} xl:w-[34rem]`}
            label={
              <>
                {menuLabels.products}
                <Chevron />
              </>
            }
          >
            <div className="xl:grid xl:grid-cols-2 xl:gap-1">
              <NavLinkList locale={locale} links={products} withDescriptions className="xl:col-span-2 xl:grid xl:grid-cols-2 xl:gap-1" />
              {/* A phone lists the personal products under a heading; a wide screen has a submenu. */}
              <p className="px-3 pt-2 text-xs font-semibold tracking-wide text-muted uppercase xl:hidden">{personal.label}</p>
              <NavLinkList locale={locale} links={personal.items} className="xl:hidden" />
              <MenuGroup className="col-span-2 hidden border-t border-line pt-2 xl:block">
                <Menu
                  id="personal"
                  buttonClassName="flex w-full items-center justify-between rounded-lg px-3 py-2 text-sm font-medium text-ink hover:bg-brand-50"
                  panelClassName="px-1 pb-1"
                  label={
                    <>
                      {personal.label}
                      <Chevron />
                    </>
                  }
                >
                  <NavLinkList locale={locale} links={personal.items} className="grid grid-cols-3 gap-1" />
                </Menu>
              </MenuGroup>
            </div>
          </Menu>
          <Menu
            id="developers"
            className="relative"
            buttonClassName={item}
            panelClassName={`${panel} xl:w-72`}
            label={
              <>
                {menuLabels.developers}
                <Chevron />
              </>
            }
          >
            <NavLinkList locale={locale} links={developers} withDescriptions />
          </Menu>
          {primary.map((link) => (
            <AppLink locale={locale} key={link.label} href={link.href} className={item}>
              {link.label}
            </AppLink>
          ))}
          <LanguageSwitcher locale={locale} placement="menu" />
        </MenuGroup>
        <div className="mt-3 grid grid-cols-2 gap-3 border-t border-line pt-4 xl:hidden">
          <AccountLinks locale={locale} country={country} placement="menu" />
        </div>
      </nav>
    </>
  );
}
