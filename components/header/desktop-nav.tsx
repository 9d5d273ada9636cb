import type { Locale } from '@/lib/i18n/locales';
import type { Country } from '@/lib/countries';
import { cn } from '@/lib/cn';
import { AppLink } from '@/components/ui/app-link';
import { Chevron } from './chevron';
import { Menu, MenuGroup } from './menu-group';
import { NavLinkList } from './nav-link-list';
import { siteChrome, siteNavigation } from './site-navigation';

const topItem = 'flex items-center gap-1 rounded-lg px-3 py-2 text-sm font-medium text-ink hover:bg-brand-50';
const panel = 'absolute left-0 top-full z-50 mt-2 rounded-xl border border-line bg-white p-2 shadow-lg';

export function DesktopNav({ country, locale }: { country: Country; locale: Locale }) {
  const { products, personal, developers, primary, menuLabels } = siteNavigation(country, locale);
  return (
    // It never shrinks, so its labels stay on one line; the search field gives way instead.
    <nav aria-label={siteChrome(locale).mainNavigation} className="hidden shrink-0 xl:block">
      <ul className="flex items-center gap-1">
        <li>
          <Menu
            id="products"
            className="relative"
            buttonClassName={topItem}
            panelClassName={cn(panel, 'w-[34rem]')}
            label={
              <>
                {menuLabels.products}
                <Chevron />
              </>
            }
          >
            <div className="grid grid-cols-2 gap-1">
              <NavLinkList locale={locale} links={products} withDescriptions className="col-span-2 grid grid-cols-2 gap-1" />
              <MenuGroup className="col-span-2 border-t border-line pt-2">
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
        </li>
        <li>
          <Menu
            id="developers"
            className="relative"
            buttonClassName={topItem}
            panelClassName={cn(panel, 'w-72')}
            label={
              <>
                {menuLabels.developers}
                <Chevron />
              </>
            }
          >
            <NavLinkList locale={locale} links={developers} withDescriptions />
          </Menu>
        </li>
        {primary.map((link) => (
          <li key={link.label}>
            <AppLink locale={locale} href={link.href} className={topItem}>
              {link.label}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
