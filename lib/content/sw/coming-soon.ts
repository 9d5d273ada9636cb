import { brandName } from '../../brand';
import { countryOptions } from '../../countries';
import type { Translated } from '../../i18n/translated';
import type * as en from '../coming-soon';
import type { ComingSoonCountry } from '../../countries';
import type { ComingSoonCopy } from '../coming-soon';
import { rateLimitedMessage } from './form-problems';

/** Ukurasa wa "inakuja hivi karibuni" wa masoko ambayo bado hayajazinduliwa, kwa Kiswahili. */

function copyFor(country: ComingSoonCountry, description: string): ComingSoonCopy {
  const { name } = countryOptions[country];
  return {
    title: `${brandName} nchini ${name}: inakuja hivi karibuni`,
    description,
    metaDescription: `Malipo ya pesa za simu na kadi, kutuma pesa kutoka nje ya nchi na API kwa wasanidi programu vinakuja nchini ${name}. Acha barua pepe yako upate habari siku ${brandName} itakapozinduliwa.`,
  };
}

export const comingSoonCopy: Translated<typeof en.comingSoonCopy> = {
  ug: copyFor('ug', 'Malipo ya pesa za simu na kadi, API moja na webhook za papo hapo kwa biashara nchini Uganda, kuanzia Kampala hadi Gulu.'),
  tz: copyFor('tz', 'Malipo ya pesa za simu na kadi, API moja na webhook za papo hapo kwa biashara nchini Tanzania, kuanzia Dar es Salaam hadi Arusha.'),
};

export const comingSoonPageCopy: Translated<typeof en.comingSoonPageCopy> = {
  eyebrow: 'Inakuja hivi karibuni',
  heading: (name) => `${brandName} inakuja nchini ${name}`,
  notify: {
    heading: 'Kuwa wa kwanza kujua',
    lead: (name) => `Acha barua pepe yako na tutakuandikia mara moja tu, siku ${brandName} itakapozinduliwa nchini ${name}.`,
    label: 'Barua pepe',
    placeholder: 'you@company.com',
    submit: 'Nijulishe',
    submitting: 'Inatuma',
    privacyBefore: 'Tunatumia barua pepe yako tu kukujulisha kuhusu uzinduzi wetu. Soma ',
    privacyLink: 'Sera yetu ya Faragha',
    privacyAfter: '.',
  },
  confirmation: {
    title: 'Uko kwenye orodha!',
    description: `Tutakutumia barua pepe kwenye {email} mara tu ${brandName} itakapozinduliwa nchini {name}.`,
    onPage: (name) => `Uko kwenye orodha! Tutakutumia barua pepe mara tu ${brandName} itakapozinduliwa nchini ${name}.`,
    close: 'Sawa',
  },
  errors: {
    failed: 'Hatukuweza kuhifadhi barua pepe yako. Tafadhali jaribu tena baada ya muda mfupi.',
    rateLimited: rateLimitedMessage,
  },
  social: {
    heading: 'Fuatilia safari yetu',
    lead: 'Habari za uzinduzi, zinapotokea.',
  },
  contact: {
    before: 'Una maswali kwa sasa? Tuandikie kwa ',
  },
  faqHeading: 'Maswali yanayoulizwa mara kwa mara',
};
