import type { Locale } from '@/lib/i18n/locales';
import type { Country } from '@/lib/countries';
import { AppLink } from '@/components/ui/app-link';
import { AccountLinks } from './account-links';
import { Chevron } from './chevron';
import { Menu, MenuGroup } from './menu-group';
import { LanguageSwitcher } from '@/components/language/language-switcher';
import { NavLinkList } from './nav-link-list';
import { siteChrome, siteNavigation } from './site-navigation';

const groupButton = 'flex w-full items-center justify-between rounded-lg px-3 py-3 text-base font-medium text-ink hover:bg-brand-50';

/** The hamburger menu's content: collapsible Products and Developers groups, one open at a time. */
export function MobileNav({ country, locale }: { country: Country; locale: Locale }) {
  const { products, personal, developers, primary, menuLabels } = siteNavigation(country, locale);
  return (
    <nav aria-label={siteChrome(locale).mobileNavigation}>
      <MenuGroup className="flex flex-col gap-1">
        <Menu
          id="mobile-products"
          buttonClassName={groupButton}
          panelClassName="pb-2 pl-3"
          label={
            <>
              {menuLabels.products}
              <Chevron />
            </>
          }
        >
          <NavLinkList locale={locale} links={products} />
          <p className="px-3 pt-2 text-xs font-semibold tracking-wide text-muted uppercase">{personal.label}</p>
          <NavLinkList locale={locale} links={personal.items} />
        </Menu>
        <Menu
          id="mobile-developers"
          buttonClassName={groupButton}
          panelClassName="pb-2 pl-3"
          label={
            <>
              {menuLabels.developers}
              <Chevron />
            </>
          }
        >
          <NavLinkList locale={locale} links={developers} />
        </Menu>
        {primary.map((link) => (
          <AppLink locale={locale} key={link.label} href={link.href} className={groupButton}>
            {link.label}
          </AppLink>
        ))}
        <LanguageSwitcher locale={locale} placement="menu" />
      </MenuGroup>
      <div className="mt-3 grid grid-cols-2 gap-3 border-t border-line pt-4">
        <AccountLinks locale={locale} country={country} placement="menu" />
      </div>
    </nav>
  );
}
