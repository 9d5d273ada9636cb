import type { Locale } from '@/lib/i18n/locales';
import * as en from '@/lib/content/language';
import * as sw from '@/lib/content/sw/language';
import { cn } from '@/lib/cn';
import { otherLanguage } from '@/lib/i18n/other-language-href';
import { LanguageSwitchLink } from './language-switch-link';

export interface LanguageSwitcherProps {
  /** The page's language. */
  locale: Locale;
  /** `bar`: the header bar from 640 px, as the language's code. `menu`: the hamburger menu. `footer`: the footer's bottom line. */
  placement: 'bar' | 'menu' | 'footer';
}

const classes = {
  bar: 'hidden min-h-11 items-center rounded-lg px-2 text-sm font-semibold text-ink hover:bg-brand-50 sm:inline-flex',
  menu: 'flex w-full rounded-lg px-3 py-3 text-base font-medium text-ink hover:bg-brand-50',
  footer: 'rounded text-sm text-slate-300 underline underline-offset-4 hover:text-white',
} as const;

/**
 * A plain link to this page in the other language, written in that language (with its hreflang
 * and lang), so it works without JavaScript and a screen reader says it in the right voice. It
 * goes through /api/language, which remembers the choice for the next visit. In the header bar
 * it shows the language's code (SW, EN), which fits beside the other controls in any language;
 * its name is the code and then the whole sentence.
 */
export function LanguageSwitcher({ placement, locale }: LanguageSwitcherProps) {
  const other = otherLanguage[locale];
  const text = (other === 'sw' ? sw : en).languageSwitcherCopy.linkHere;
  return (
    <LanguageSwitchLink
      text={text}
      short={placement === 'bar' ? other.toUpperCase() : undefined}
      locale={other}
      className={cn(classes[placement], 'print:hidden')}
    />
  );
}
