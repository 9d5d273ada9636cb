import { Chevron } from '@/components/header/chevron';
import { Menu } from '@/components/header/menu-group';
import { copyIn } from '@/lib/content/copy';
import { locales } from '@/lib/i18n/locales';
import type { Locale } from '@/lib/i18n/locales';
import { LanguageSwitchLink } from './language-switch-link';

export interface LanguageSwitcherProps {
  /** The page's language. */
  locale: Locale;
  /** `bar`: the header bar from 640 px, as the language's code. `menu`: the hamburger menu. `footer`: the footer's bottom line. */
  placement: 'bar' | 'menu' | 'footer';
}

/** Where several languages are listed: the menu stacks them, the footer lines them up. */
const lists = { menu: 'flex flex-col gap-1 xl:hidden print:hidden', footer: 'flex flex-wrap gap-x-6 gap-y-2 print:hidden' } as const;

/**
 * Plain links to this page in each of the site's other languages, each written in its own
 * language (with its hreflang and lang), so they work without JavaScript and a screen reader
 * says each in the right voice. They go through /api/language, which remembers the choice for
 * the next visit. In the header bar a link shows its language's code (SW, EN), which fits
 * beside the other controls in any language; its name is the code and then the whole sentence.
 * With more than one other language the bar holds one control, the page's code, which opens
 * the list.
 */
export function LanguageSwitcher({ placement, locale }: LanguageSwitcherProps) {
  const choices = locales.filter((other) => other !== locale);
  const textIn = (to: Locale) => copyIn(to).language.languageSwitcherCopy.linkHere;
  const [only, ...more] = choices;
  // Unkeyed: a keyed element returned by a Server Component costs the page a wrapper in its data.
  if (only !== undefined && more.length === 0) return <LanguageSwitchLink text={textIn(only)} locale={only} placement={placement} />;
  const links = (at: 'menu' | 'footer' | 'choice') => choices.map((to) => <LanguageSwitchLink key={to} text={textIn(to)} locale={to} placement={at} />);
  if (placement !== 'bar') return <div className={lists[placement]}>{links(placement)}</div>;
  return (
    <Menu
      id="language"
      className="relative hidden shrink-0 sm:block print:hidden"
      buttonClassName="flex min-h-11 items-center gap-1 rounded-lg px-2 text-sm font-semibold whitespace-nowrap text-ink hover:bg-brand-50"
      panelClassName="menu-panel right-0 w-56"
      label={
        <>
          {/* The code is what the button shows, so it starts its name (a voice user says what they see). */}
          <span translate="no">{locale.toUpperCase()}</span>
          <span className="sr-only">{`, ${copyIn(locale).language.languageSwitcherCopy.label}`}</span>
          <Chevron />
        </>
      }
    >
      {links('choice')}
    </Menu>
  );
}
