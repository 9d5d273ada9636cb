'use client';

import { usePathname } from 'next/navigation';
import type { Locale } from '@/lib/i18n/locales';
import { languageChoiceHref } from '@/lib/i18n/language-choice';

/**
 * Where a link sits: `bar`, the header bar from 640 px, as the language's code; `menu`, the
 * hamburger menu; `footer`, the footer's bottom line; `choice`, an entry of the bar's list
 * where the site has more than two languages. The classes live here, in the code, rather than
 * in each page's HTML twice (the markup, and the props the page sends its client components).
 */
const classes = {
  bar: 'hidden min-h-11 items-center rounded-lg px-2 text-sm font-semibold text-ink hover:bg-brand-50 sm:inline-flex print:hidden',
  // In the navigation, which is the hamburger's panel below 1280 px and the bar above it.
  menu: 'flex w-full rounded-lg px-3 py-3 text-base font-medium text-ink hover:bg-brand-50 xl:hidden print:hidden',
  footer: 'rounded text-sm text-slate-300 underline underline-offset-4 hover:text-white print:hidden',
  choice: 'flex rounded-lg px-3 py-2 text-sm text-ink hover:bg-brand-50',
} as const;

export interface LanguageSwitchLinkProps {
  /** The link's text, in the language it leads to. */
  text: string;
  /** The language it leads to. */
  locale: Locale;
  placement: keyof typeof classes;
}

/**
 * A link to this page in another language. The header and footer sit in a layout, which
 * does not know the page's address; the address is known when the page is prerendered, so the
 * static HTML already holds the right link, and it works without JavaScript. The endpoint it
 * names finds the page in that language, which keeps the site's address map out of the
 * browser's download.
 *
 * In the bar it shows the language's code instead of the text; the link's name is both, the
 * shown code first, so a voice user can say what they see.
 */
export function LanguageSwitchLink({ text, locale, placement }: LanguageSwitchLinkProps) {
  return (
    <a href={languageChoiceHref(usePathname(), locale)} hrefLang={locale} lang={locale} className={classes[placement]}>
      {placement === 'bar' ? (
        <>
          {locale.toUpperCase()}
          <span className="sr-only">{`, ${text}`}</span>
        </>
      ) : (
        text
      )}
    </a>
  );
}
