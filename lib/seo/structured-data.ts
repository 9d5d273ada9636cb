import type { Organization, WithContext } from 'schema-dts';
import { site } from '../site';
import { absoluteUrl, siteUrl } from '../site-url';

/** The organisation behind the site, on every page (Organization with logo, contact, address). */
export function organizationJsonLd(): WithContext<Organization> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${siteUrl}/#organization`,
    name: site.name,
    legalName: site.legalName,
    url: siteUrl,
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
