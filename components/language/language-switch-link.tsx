'use client';

import { usePathname } from 'next/navigation';
import type { Locale } from '@/lib/i18n/locales';
import { languageChoiceHref } from '@/lib/i18n/language-choice';

export interface LanguageSwitchLinkProps {
  /** The link's text, in the language it leads to. */
  text: string;
  /** The language it leads to. */
  locale: Locale;
  /** Shown instead of the text (the header bar shows the language's code); the link's name is both, the shown code first, so a voice user can say what they see. */
  short?: string;
  className?: string;
}

/**
 * A link to this page in another language. The header and footer sit in a layout, which
 * does not know the page's address; the address is known when the page is prerendered, so the
 * static HTML already holds the right link, and it works without JavaScript. The endpoint it
 * names finds the page in that language, which keeps the site's address map out of the
 * browser's download.
 */
export function LanguageSwitchLink({ text, locale, className, short }: LanguageSwitchLinkProps) {
  return (
    <a href={languageChoiceHref(usePathname(), locale)} hrefLang={locale} lang={locale} className={className}>
      {short ? (
        <>
          {short}
          <span className="sr-only">{`, ${text}`}</span>
        </>
      ) : (
        text
      )}
    </a>
  );
}
