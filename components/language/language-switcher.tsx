import type { Country } from '@/lib/countries';
import * as en from '@/lib/content/language';
import * as sw from '@/lib/content/sw/language';
import { articleHref, findTranslation } from '@/lib/blog/languages';
import { getAllPosts } from '@/lib/blog/posts';
import { cn } from '@/lib/cn';
import type { Locale } from '@/lib/i18n/locales';
import type { ArticleTwins } from '@/lib/i18n/other-language-href';
import { requestLocale } from '@/lib/i18n/request-locale';
import { LanguageSwitchLink } from './language-switch-link';

export interface LanguageSwitcherProps {
  country: Country;
  /** `bar`: the header bar on wide screens. `menu`: the hamburger menu. `footer`: the footer's bottom line. */
  placement: 'bar' | 'menu' | 'footer';
}

const otherLanguage: Record<Locale, Locale> = { en: 'sw', sw: 'en' };

const classes = {
  bar: 'hidden rounded-lg px-2 py-2 text-sm font-medium text-ink hover:bg-brand-50 lg:inline-flex',
  menu: 'flex w-full rounded-lg px-3 py-3 text-base font-medium text-ink hover:bg-brand-50',
  footer: 'rounded text-sm text-slate-300 underline underline-offset-4 hover:text-white',
} as const;

/**
 * The articles of this market in the page's language whose translation has another slug: the
 * only pages whose other-language address cannot be read from their own.
 */
function articleTwins(country: Country, locale: Locale): ArticleTwins {
  const posts = getAllPosts();
  const other = otherLanguage[locale];
  return Object.fromEntries(
    posts.flatMap((post) => {
      const translation = post.language === locale ? findTranslation(post, posts, other) : undefined;
      return translation ? [[articleHref(country, post), articleHref(country, translation)]] : [];
    }),
  );
}

/**
 * A plain link to this page in the other language, written in that language (with its hreflang
 * and lang), so it works without JavaScript and a screen reader says it in the right voice. It
 * goes through /api/language, which remembers the choice for the next visit.
 */
export function LanguageSwitcher({ country, placement }: LanguageSwitcherProps) {
  const locale = requestLocale();
  const text = (otherLanguage[locale] === 'sw' ? sw : en).languageSwitcherCopy.linkHere;
  return <LanguageSwitchLink text={text} twins={articleTwins(country, locale)} className={cn(classes[placement], 'print:hidden')} />;
}
