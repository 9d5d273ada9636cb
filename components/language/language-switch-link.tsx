'use client';

import { usePathname } from 'next/navigation';
import { languageChoiceHref } from '@/lib/i18n/language-choice';
import { otherLanguageHref } from '@/lib/i18n/other-language-href';
import type { ArticleTwins } from '@/lib/i18n/other-language-href';

export interface LanguageSwitchLinkProps {
  /** The link's text, in the language it leads to. */
  text: string;
  twins: ArticleTwins;
  className?: string;
}

/**
 * The link to this page in the other language. The header and footer sit in a layout, which
 * does not know the page's address; the address is known when the page is prerendered, so the
 * static HTML already holds the right link, and it works without JavaScript.
 */
export function LanguageSwitchLink({ text, twins, className }: LanguageSwitchLinkProps) {
  const { href, locale } = otherLanguageHref(usePathname(), twins);
  return (
    <a href={languageChoiceHref(href)} hrefLang={locale} lang={locale} className={className}>
      {text}
    </a>
  );
}
