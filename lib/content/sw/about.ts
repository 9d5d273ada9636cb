import type { Translated } from '../../i18n/translated';
import { site } from '../../site';
import * as en from '../about';
import type { WhatWeDoCard } from '../about';
import { experience } from './stats';

/** Ukurasa wa Kuhusu sisi kwa Kiswahili, sehemu kwa sehemu. */
export const aboutHero: Translated<typeof en.aboutHero> = {
  eyebrow: 'Kuhusu sisi',
  title: 'Miundombinu ya malipo iliyojengwa Afrika, kwa ajili ya Afrika',
  lead: `${site.name} inasaidia biashara kupokea malipo, kutuma pesa kutoka nje ya nchi na kujenga huduma zao kwa API zilizoundwa kwa ajili ya wasanidi programu, kutoka makao yetu jijini ${site.office.city}.`,
};

export const whoWeAre: Translated<typeof en.whoWeAre> = {
  title: 'Sisi ni nani',
  paragraphs: [
    `${site.name} ni mtoa huduma za malipo aliyeanzishwa ${site.office.city} mwaka ${site.foundingYear}. Tunaunganisha biashara na njia ambazo Wakenya hutumia kulipa (STK push ya M-Pesa na Paybill, kadi na uhamisho wa benki) kupitia jukwaa moja la kuaminika.`,
    `Katika miaka ${experience.years} ya kutoa huduma za malipo, tumesaidia wafanyabiashara, wasanidi programu na familia zilizo ng'ambo kuhamisha pesa kwa urahisi na usalama. Wahandisi wetu, wataalamu wa utiifu wa kanuni na wahudumu wa wateja wanafanya kazi kutoka ${site.office.line}, ${site.office.city}.`,
  ],
  image: {
    ...en.whoWeAre.image,
    alt: `Timu ya ${site.name} ikipanga kazi mbele ya ubao mweupe katika ofisi ya ${site.office.city}`,
  },
};

export const aboutStatsLabel: Translated<typeof en.aboutStatsLabel> = `${site.name} kwa takwimu`;

export const whatWeDoHeading: Translated<typeof en.whatWeDoHeading> = {
  title: 'Tunachofanya',
  lead: 'Mambo matatu tunayoyafanya kwa ubora, ili pesa zako zitembee kama biashara yako inavyohitaji.',
};

const cardWords: Record<WhatWeDoCard['icon'], Pick<WhatWeDoCard, 'title' | 'description'>> = {
  layers: {
    title: 'Miundombinu ya malipo',
    description:
      'Malipo kwa STK push ya M-Pesa, Paybill na kadi pamoja na webhook za papo hapo, mifumo ya POS, dashibodi ya mfanyabiashara na ukusanyaji wa malipo ya kujirudia.',
  },
  globe: {
    title: 'Huduma za kimataifa',
    description:
      'Kutuma pesa kutoka Marekani kwenda Kenya kwa viwango vya wazi, zikilipwa kwenye M-Pesa au akaunti ya benki, kwa kutii kikamilifu taratibu za KYC.',
  },
  terminal: {
    title: 'Zana za wasanidi programu',
    description: 'API za REST, SDK za Python na Node.js, na sandbox ya bure ili wasanidi programu wajenge na kujaribu kabla ya kuanza kazi rasmi.',
  },
};

/** Kila kadi inachukua ikoni yake kutoka kwa kadi ya Kiingereza. */
export const whatWeDo: Translated<typeof en.whatWeDo> = en.whatWeDo.map((card) => ({ ...card, ...cardWords[card.icon] }));

export const aboutCta: Translated<typeof en.aboutCta> = {
  title: 'Jenga mustakabali wa malipo pamoja nasi',
  lead: 'Fungua akaunti kwa dakika chache na uanze kwenye sandbox ya bure, au soma kuhusu kila tunachotoa.',
  primary: 'Anza kujenga',
  secondary: 'Soma zaidi',
  secondaryContext: ' kuhusu bidhaa zetu',
};
