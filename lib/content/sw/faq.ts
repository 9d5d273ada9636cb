import type { Country } from '../../countries';
import { countryOptions } from '../../countries';
import type { Translated } from '../../i18n/translated';
import { listPhraseSw } from '../../i18n/list-phrase';
import { marketFacts } from '../../market-facts';
import { site } from '../../site';
import type { ComingSoonCountry } from '../../countries';
import type * as en from '../faq';
import type { FaqEntry } from '../faq';
import { cardBrands, formatRate } from '../fees';
import { remittanceTimes, signUpHours } from '../service-levels';

/** Maswali yanayoulizwa mara kwa mara kwa Kiswahili: maswali matano na majibu kwa kila nchi. */

const { typicalHours, mostHours } = remittanceTimes;

const kenya: FaqEntry[] = [
  {
    question: 'Kilele Pay inatoza kiasi gani kwa kila muamala?',
    answer: `Malipo ya M-Pesa yanagharimu kuanzia ${formatRate('mpesa')} kwa kila muamala na malipo kwa kadi kuanzia ${formatRate('card')}. Hakuna ada ya kuanza wala kiwango cha chini cha kila mwezi; biashara zenye miamala mingi zinaweza kuomba viwango vya chini zaidi.`,
  },
  {
    question: 'Pesa zinazotumwa kutoka Marekani kwenda Kenya huchukua muda gani kufika?',
    answer: `Kwa kawaida pesa hufika ndani ya saa ${typicalHours.min}-${typicalHours.max}, na nyingi hufika ndani ya saa ${mostHours.min}-${mostHours.max}. Wapokeaji wanaweza kulipwa kwenye M-Pesa au akaunti ya benki.`,
  },
  {
    question: 'Biashara yangu inaweza kuanza kupokea malipo kwa haraka kiasi gani?',
    answer: `Usajili huchukua chini ya saa ${signUpHours} baada ya nyaraka za biashara yako kuwasilishwa. Unaweza kuanza kujenga kwenye sandbox ya bure mara moja, bila malipo yoyote.`,
  },
  {
    question: 'Wateja wangu wanaweza kutumia njia gani za malipo?',
    answer: `M-Pesa kupitia STK push (mteja anakubali ombi kwenye simu yake) au Paybill, na kadi za ${listPhraseSw(cardBrands)}. Kila malipo yanathibitishwa kwa mfumo wako kwa webhook ya papo hapo.`,
  },
  {
    question: 'Je, mna SDK na sandbox kwa wasanidi programu?',
    answer:
      'Ndiyo. API ya REST inakuja na SDK za Python na Node.js, huku za PHP na Java zikiwa njiani, pamoja na sandbox ya bure inayoiga majibu ya M-Pesa ili ujaribu bila kuhamisha pesa.',
  },
];

function comingSoon(country: ComingSoonCountry): FaqEntry[] {
  const { name } = countryOptions[country];
  return [
    {
      question: `${site.name} itazinduliwa lini nchini ${name}?`,
      answer: `Tunaandaa uzinduzi wetu nchini ${name} pamoja na washirika na wasimamizi wa sekta ya fedha huko. Acha barua pepe yako kwenye ukurasa huu na tutakuandikia mara moja tu, siku tutakapozindua huduma.`,
    },
    {
      question: `${site.name} itatumia njia gani za malipo nchini ${name}?`,
      answer: `Bidhaa zile zile kama nchini Kenya: malipo ya pesa za simu kupitia ${listPhraseSw(marketFacts[country].mobileMoney.map((service) => service.name))}, malipo kwa kadi, webhook za papo hapo na ulinganishaji wa hesabu kiotomatiki, kupitia API moja.`,
    },
    {
      question: `Je, biashara yangu nchini ${name} inaweza kutumia ${site.name} leo?`,
      answer: `Bado haiwezekani nchini ${name}. Ikiwa pia unafanya biashara nchini Kenya, unaweza kufungua akaunti ya Kenya sasa na kuongeza ${name} itakapozinduliwa, kwa muunganisho ule ule.`,
    },
    {
      question: `${site.name} itagharimu kiasi gani nchini ${name}?`,
      answer: `Bei kwa ${marketFacts[country].currency} zitatangazwa siku ya uzinduzi. Nchini Kenya, malipo ya pesa za simu yanagharimu kuanzia ${formatRate('mpesa')} na malipo kwa kadi kuanzia ${formatRate('card')}, bila ada ya kuanza.`,
    },
    {
      question: 'Mtafanya nini na barua pepe yangu?',
      answer: `Tunaitumia tu kukujulisha ${site.name} itakapozinduliwa nchini ${name}. Hatumpi mtu yeyote, na kila ujumbe una kiungo cha kuacha kupokea barua zetu.`,
    },
  ];
}

export const faqByCountry: Translated<typeof en.faqByCountry> = {
  ke: kenya,
  ug: comingSoon('ug'),
  tz: comingSoon('tz'),
} satisfies Record<Country, FaqEntry[]>;
