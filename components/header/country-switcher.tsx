import type { Locale } from '@/lib/i18n/locales';
import { countries, countryOptions } from '@/lib/countries';
import type { Country } from '@/lib/countries';
import { AppLink } from '@/components/ui/app-link';
import { Chevron } from './chevron';
import { Flag } from './flag';
import { Menu } from './menu-group';
import { siteChrome, siteNavigation } from './site-navigation';

export interface CountrySwitcherProps {
  /** The page's language. */
  locale: Locale;
  country: Country;
}

/** Choosing a country follows its link to that country's home, which closes the menu. */
export function CountrySwitcher({ country, locale }: CountrySwitcherProps) {
  const current = countryOptions[country];
  const copy = siteChrome(locale);
  const { marketHome } = siteNavigation(country, locale);
  return (
    <Menu
      id="country"
      className="relative"
      buttonClassName="flex min-h-11 items-center gap-1 rounded-lg px-2 text-sm font-medium whitespace-nowrap text-ink hover:bg-brand-50"
      panelClassName="menu-panel right-0 w-max min-w-48"
      label={
        <>
          <Flag image={current.flagImage} emoji={current.flagEmoji} />
          {/* The code is enough on screen beside the flag. It starts the button's name, so a voice
              user can say what they see; the country's full name follows for a screen reader. */}
          <span translate="no" className="hidden xs:inline">
            {current.code.toUpperCase()}
            <span className="sr-only">, </span>
          </span>
          <span className="sr-only">{`${copy.countryPrefix}${current.name}`}</span>
          <Chevron />
        </>
      }
    >
      <ul aria-label={copy.chooseCountry}>
        {countries.map((code) => {
          const option = countryOptions[code];
          return (
            <li key={code}>
              <AppLink href={marketHome(code)} aria-current={code === country ? 'true' : undefined} className="country-option">
                <Flag image={option.flagImage} emoji={option.flagEmoji} lazy />
                <span className="whitespace-nowrap">{option.name}</span>
                {option.status === 'coming-soon' ? <span className="ml-auto text-xs whitespace-nowrap text-muted">{copy.comingSoonBadge}</span> : null}
              </AppLink>
            </li>
          );
        })}
      </ul>
    </Menu>
  );
}
