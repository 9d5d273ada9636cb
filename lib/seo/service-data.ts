import type { ItemList, Service, WithContext } from 'schema-dts';
import type { Country } from '../countries';
import { countryOptions } from '../countries';
import { offeringLink } from '../content/offerings';
import type { Offering } from '../content/offerings';
import { absoluteUrl } from '../site-url';
import { organizationRef } from './structured-data';

/** What a Service node needs: the offering's own words and where it is described. */
export interface ServiceFacts {
  name: string;
  description: string;
  /** A site path or an external address. */
  href: string;
}

function serviceNode(country: Country, facts: ServiceFacts): Service {
  return {
    '@type': 'Service',
    name: facts.name,
    description: facts.description,
    // Our pages by their absolute URL; the offerings on our other sites at their own address.
    url: facts.href.startsWith('/') ? absoluteUrl(facts.href) : facts.href,
    provider: organizationRef,
    areaServed: { '@type': 'Country', name: countryOptions[country].name },
  };
}

/** The products overview: every offering as a Service, in the order shown. */
export function offeringsJsonLd(country: Country, offerings: readonly Offering[]): WithContext<ItemList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: offerings.map((offering, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: serviceNode(country, {
        name: offering.title,
        description: offering.description,
        href: offeringLink(country, offering).href,
      }),
    })),
  };
}

/** One offering described on its own page, with the products it is made of. */
export function serviceJsonLd(country: Country, service: ServiceFacts, parts: readonly Omit<ServiceFacts, 'href'>[]): WithContext<Service> {
  return {
    '@context': 'https://schema.org',
    ...serviceNode(country, service),
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: service.name,
      itemListElement: parts.map((part) => ({
        '@type': 'Offer',
        itemOffered: { '@type': 'Service', name: part.name, description: part.description, provider: organizationRef },
      })),
    },
  };
}
