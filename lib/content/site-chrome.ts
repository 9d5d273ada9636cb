import { site } from '../site';

/** The words of the header and the footer that are not links of a menu (those are in navigation.ts). */
export const siteChromeCopy = {
  skipToContent: 'Skip to content',
  /** Said after the logo by screen readers. */
  homeSuffix: ', home',
  menu: 'Menu',
  mainNavigation: 'Main',
  /** Said before the current country's name on the country switcher. */
  countryPrefix: 'Country: ',
  chooseCountry: 'Choose a country',
  /** The badge beside a market that is coming soon. */
  comingSoonBadge: 'Soon',
  markets: 'Markets',
  columnLinks: (heading: string) => `${heading} links`,
  allRightsReserved: 'All rights reserved.',
  legal: 'Legal',
  socialMedia: `${site.name} on social media`,
  socialLink: (network: string) => `${site.name} on ${network}`,
  /** Said after the name of a link that opens in a new tab. */
  opensInNewTab: ' (opens in a new tab)',
  /**
   * Before the phone in the footer of a market not live yet: the team answering it, and the
   * office, are in Nairobi until that market opens.
   */
  phoneUntilLaunch: (market: string) => `Until we launch in ${market}, our office and phone are in ${site.office.city}, ${site.office.country}:`,
} as const;
