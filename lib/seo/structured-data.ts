import type { FAQPage, Organization, WebSite, WithContext } from 'schema-dts';
import type { FaqEntry } from '../content/faq';
import { defaultCountry } from '../countries';
import { pageHref } from '../routes';
import { site } from '../site';
import { absoluteUrl, siteUrl } from '../site-url';
import { copyIn } from '../content/copy';
import { defaultLocale, localizedHref } from '../i18n/locales';
import type { Locale } from '../i18n/locales';

/** The organisation's node id: other blocks name their author or provider by it. */
export const organizationId = `${siteUrl}/#organization`;
export const organizationRef = { '@id': organizationId };

/** The organisation behind the site, on every page (Organization with logo, contact, address). */
export function organizationJsonLd(): WithContext<Organization> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': organizationId,
    name: site.name,
    legalName: site.legalName,
    // The home page, not the bare origin, which redirects to it.
    url: absoluteUrl(pageHref(defaultCountry, 'home')),
    logo: absoluteUrl(site.logo),
    foundingDate: String(site.foundingYear),
    email: site.contact.email,
    telephone: site.contact.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.office.line,
      addressLocality: site.office.city,
      addressCountry: site.office.countryCode,
    },
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer support',
      email: site.contact.email,
      telephone: site.contact.phone,
      areaServed: 'KE',
      availableLanguage: ['English', 'Swahili'],
      hoursAvailable: {
        '@type': 'OpeningHoursSpecification',
        opens: '00:00',
        closes: '23:59',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
      },
    },
    sameAs: site.socials.map((social) => social.href),
  };
}

/** The site itself, on the home page (its name in search results). */
export function webSiteJsonLd(locale: Locale = defaultLocale): WithContext<WebSite> {
  const url = absoluteUrl(localizedHref(pageHref(defaultCountry, 'home'), locale));
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    // One node per language: its description and language differ, so each has its own id.
    '@id': `${url}#website`,
    name: site.name,
    url,
    description: copyIn(locale).siteWords.siteWords.summary,
    inLanguage: locale,
    publisher: organizationRef,
  };
}

/** FAQPage structured data: the same questions and answers as the visible list, in the page's language. */
export function faqPageJsonLd(entries: readonly FaqEntry[], locale: Locale): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage: locale,
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  };
}
