import { copyIn } from '@/lib/content/copy';
import { contactAnchor } from '@/lib/content/shared';
import type { Country } from '@/lib/countries';
import { site } from '@/lib/site';
import type { CtaLinksProps } from '@/components/marketing/cta-links';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPageHref } from '@/lib/i18n/localized-routes';

/** Start Building (external sign-up) and Contact Sales (the home page's contact section). */
export function infrastructureActions(country: Country, locale: Locale): Pick<CtaLinksProps, 'locale' | 'primary' | 'secondary'> {
  const { infrastructureCta } = copyIn(locale).infrastructure;
  return {
    locale,
    primary: { href: site.external.signUp, external: true, label: infrastructureCta.primary },
    secondary: { href: localizedPageHref(country, 'home', locale, contactAnchor), label: infrastructureCta.secondary },
  };
}
