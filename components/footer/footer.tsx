import type { Locale } from '@/lib/i18n/locales';
import { copyIn } from '@/lib/content/copy';
import { countryOptions, isLive } from '@/lib/countries';
import type { Country } from '@/lib/countries';
import { site } from '@/lib/site';
import { Logo } from '@/components/brand/logo';
import { SocialLinks } from '@/components/social/social-links';
import { siteChrome, siteNavigation } from '@/components/header/site-navigation';
import { LanguageSwitcher } from '@/components/language/language-switcher';
import { AppLink } from '@/components/ui/app-link';
import { PhoneLink } from '@/components/ui/phone-link';

export interface FooterProps {
  /** The page's language. */
  locale: Locale;
  country: Country;
}

const footerLink = 'footer-link';

export function Footer({ country, locale }: FooterProps) {
  const copy = siteChrome(locale);
  const { siteWords } = copyIn(locale).siteWords;
  const { markets, footerColumns, legal, marketHome } = siteNavigation(country, locale);
  return (
    <footer className="bg-ink text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <div className="inline-flex rounded-lg bg-white px-3 py-2">
            <Logo />
          </div>
          <p className="mt-4 max-w-sm text-sm">{siteWords.summary}</p>
          <address className="mt-6 space-y-2 text-sm not-italic">
            <p>
              <a className={footerLink} href={`mailto:${site.contact.email}`}>
                {site.contact.email}
              </a>
            </p>
            {/* On a market not live yet the number is Kenyan: said in the same line, before it. */}
            {isLive(country) ? (
              <p>
                <PhoneLink className={footerLink} />
              </p>
            ) : (
              <p>
                {copy.phoneUntilLaunch(countryOptions[country].name)} <PhoneLink className={footerLink} />
              </p>
            )}
            <p>
              <span translate="no">{site.office.line}</span>, {site.office.city}, {site.office.country}
            </p>
          </address>
          <SocialLinks locale={locale} className="mt-6 -ml-3" linkClassName="text-slate-300 hover:bg-white/10 hover:text-white" />
          <nav aria-label={copy.markets} className="mt-6">
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              {markets.map((link) => (
                <li key={link.href}>
                  <AppLink locale={locale} href={link.href} aria-current={link.href === marketHome(country) ? 'true' : undefined} className={footerLink}>
                    {link.label}
                  </AppLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        {footerColumns.map((column) => (
          <nav key={column.heading} aria-label={copy.columnLinks(column.heading)}>
            <h2 className="footer-heading">{column.heading}</h2>
            <ul className="mt-4 space-y-3">
              {column.links.map((link) => (
                <li key={link.label}>
                  <AppLink locale={locale} href={link.href} external={link.external} newTabNote={copy.opensInNewTab} className={footerLink}>
                    {link.label}
                    {link.badge ? <span className="ml-2 rounded-full bg-white/10 px-2 py-0.5 text-xs font-semibold text-slate-200">{link.badge}</span> : null}
                  </AppLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 text-sm sm:px-6 md:flex-row md:items-center md:justify-between">
          <p>
            © {site.foundingYear}–{new Date().getFullYear()} <span translate="no">{site.legalName}</span>. {copy.allRightsReserved}
          </p>
          <ul className="flex flex-wrap gap-x-6 gap-y-2" aria-label={copy.legal}>
            {legal.map((link) => (
              <li key={link.label}>
                <AppLink locale={locale} href={link.href} className={footerLink}>
                  {link.label}
                </AppLink>
              </li>
            ))}
          </ul>
          <LanguageSwitcher locale={locale} placement="footer" />
        </div>
      </div>
    </footer>
  );
}
