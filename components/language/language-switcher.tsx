import type { Country } from '@/lib/countries';
import * as en from '@/lib/content/language';
import * as sw from '@/lib/content/sw/language';
import { languageChoiceHref } from '@/lib/i18n/language-choice';
import { localizedHref } from '@/lib/i18n/locales';
import type { Locale } from '@/lib/i18n/locales';
import { localized, requestLocale } from '@/lib/i18n/request-locale';

export interface LanguageSwitcherProps {
  country: Country;
  /** The page's path below its country and language: '' for the home, '/about' … */
  path: string;
  /**
   * Where the other language's version of this page is, when it is not the same path in that
   * language (an article translated under another slug; a page that has no translation leads
   * to the other language's nearest page).
   */
  otherHref?: string;
}

const otherLanguage: Record<Locale, Locale> = { en: 'sw', sw: 'en' };

/**
 * A plain link to this page in the other language, written in that language (with its
 * hreflang and lang), so it works without JavaScript and a screen reader says it in the right
 * voice. It goes through /api/language, which remembers the choice for the next visit.
 */
export function LanguageSwitcher({ country, path, otherHref }: LanguageSwitcherProps) {
  const other = otherLanguage[requestLocale()];
  const { languageSwitcherCopy: copy } = localized(en, sw);
  const linkText = (other === 'sw' ? sw : en).languageSwitcherCopy.linkHere;
  const target = otherHref ?? localizedHref(`/${country}${path}`, other);
  return (
    <nav aria-label={copy.label} className="container-page flex justify-end py-4 print:hidden">
      <a
        href={languageChoiceHref(target)}
        hrefLang={other}
        lang={other}
        className="text-sm font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800"
      >
        {linkText}
      </a>
    </nav>
  );
}
