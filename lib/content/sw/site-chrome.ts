import type { Translated } from '../../i18n/translated';
import { site } from '../../site';
import type * as en from '../site-chrome';

/** Maneno ya kichwa na sehemu ya chini ya ukurasa yasiyo viungo vya menyu. */
export const siteChromeCopy: Translated<typeof en.siteChromeCopy> = {
  skipToContent: 'Ruka hadi kwenye maudhui',
  homeSuffix: ', mwanzo',
  menu: 'Menyu',
  mainNavigation: 'Urambazaji mkuu',
  countryPrefix: 'Nchi: ',
  chooseCountry: 'Chagua nchi',
  comingSoonBadge: 'Hivi karibuni',
  markets: 'Masoko',
  columnLinks: (heading) => `Viungo vya ${heading}`,
  allRightsReserved: 'Haki zote zimehifadhiwa.',
  legal: 'Sheria',
  socialMedia: `${site.name} kwenye mitandao ya kijamii`,
  socialLink: (network) => `${site.name} kwenye ${network}`,
  opensInNewTab: ' (inafunguka kwenye kichupo kipya)',
  phoneUntilLaunch: (market) => `Hadi huduma itakapozinduliwa nchini ${market}, ofisi yetu na simu yetu ziko ${site.office.city}, ${site.office.country}:`,
};
