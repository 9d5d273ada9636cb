import type { Translated } from '../../i18n/translated';
import { formatKes } from '../../i18n/swahili-format';
import { airtimeLimits } from '../../validation/payment-constants';
import * as en from '../offerings';
import type { Offering } from '../offerings';
import { billsComingSoon } from './airtime';

/**
 * Bidhaa za Kilele Pay kwa Kiswahili. Kila kadi inachukua kitambulisho, picha na mahali
 * kitufe kinapoelekea kutoka kwa kadi ya Kiingereza; hapa ni maneno tu. Kiasi kinaandikwa na
 * formatKes kama kwa Kiingereza; lugha ya Intl (sw-KE) itapitishwa na uunganishaji baadaye.
 */
type OfferingWords = Pick<Offering, 'title' | 'description' | 'features' | 'buttonText'>;

const words: Record<string, OfferingWords> = {
  'payments-infrastructure': {
    title: 'Miundombinu ya malipo',
    description:
      'Pokea malipo ya M-Pesa na kadi kupitia API moja: tuma ombi la malipo kwenye simu ya mteja, pokea malipo ya Paybill na upate taarifa ya kila malipo papo hapo.',
    features: ['Ombi la M-Pesa (STK push)', 'Paybill', 'Malipo kwa kadi', 'Webhook za papo hapo', 'Ukaguzi wa miamala'],
    buttonText: 'Pokea malipo',
  },
  'store-builder': {
    title: 'Kijenzi cha duka la mtandaoni',
    description:
      'Fungua duka la mtandaoni kwa saa chache, likiwa tayari na malipo ya M-Pesa na kadi, na uuze kwenye soko letu pamoja na wafanyabiashara wengine wa Kenya.',
    features: ['Maduka ya mtandaoni', 'Malipo yaliyounganishwa', 'Soko la mtandaoni', 'Usimamizi wa wateja'],
    buttonText: 'Fungua duka',
  },
  remittances: {
    title: 'Uhamisho wa pesa wa kimataifa',
    description:
      'Tuma pesa kutoka Marekani kwa familia na washirika nchini Kenya kwa kiwango cha ubadilishaji unachokiona kabla ya kulipa, zikifika kwenye M-Pesa au akaunti ya benki.',
    features: ['Viwango vya wazi', 'Njia nyingi za kupokea', 'Inatii KYC', 'Uhamisho wa papo hapo'],
    buttonText: 'Tuma pesa',
  },
  reconciliation: {
    title: 'Ulinganishaji wa hesabu kiotomatiki',
    description: 'Linganisha kila muamala wa M-Pesa na wa benki na vitabu vyako kiotomatiki, na uone tu yale yasiyolingana yanayohitaji mtu kuyashughulikia.',
    features: ['Muunganisho na pesa za simu', 'Taarifa za benki', 'Kushughulikia yasiyolingana', 'Ripoti za kiotomatiki'],
    buttonText: 'Linganisha hesabu',
  },
  'mobile-app': {
    title: 'Programu ya simu ya Kilele Pay',
    description: 'Tuma na pokea pesa, lipa bili zako na fuatilia kila shilingi kutoka kwenye simu yako.',
    features: ['Tuma na pokea pesa', 'Malipo ya bili', 'Historia ya miamala'],
    buttonText: 'Pakua',
  },
  airtime: {
    title: 'Muda wa maongezi, umeme na wifi',
    description: `Nunua muda wa maongezi (airtime) kwa ajili yako au mtu mwingine kwa M-Pesa, kuanzia ${formatKes(airtimeLimits.min)}. ${billsComingSoon}`,
    features: ['Kununua muda wa maongezi', 'Kununua kwa nambari nyingine', 'Umeme (inakuja hivi karibuni)', 'Wifi (inakuja hivi karibuni)'],
    buttonText: 'Nunua muda wa maongezi',
  },
  'developer-apis': {
    title: 'API na SDK kwa wasanidi programu',
    description: 'API za REST za malipo, malipo ya kujirudia, pochi na malipo kwa wapokeaji, pamoja na SDK na sandbox ya bure inayoiga M-Pesa.',
    features: ['API za STK push na malipo ya kujirudia', 'SDK za Python na Node.js', 'Sandbox ya bure', 'Matukio ya webhook'],
    buttonText: 'Gundua API',
  },
};

/** Kadi ya Kiingereza yenye maneno yake ya Kiswahili; kadi isiyo na maneno hapa inabaki kwa Kiingereza, na ukaguzi wa ukamilifu unaitaja. */
function inSwahili(offering: Offering): Offering {
  return { ...offering, ...words[offering.id] };
}

export const offeringImageSize: Translated<typeof en.offeringImageSize> = en.offeringImageSize;

export const productCards: en.Offering[] = en.productCards.map(inSwahili);

export const moreOfferings: en.Offering[] = en.moreOfferings.map(inSwahili);

export const allOfferings: en.Offering[] = [...productCards, ...moreOfferings];

/** Viungo havina maneno: ni vile vile kwa lugha zote. */
export const offeringLink: Translated<typeof en.offeringLink> = en.offeringLink;

export const comingSoonBadge: Translated<typeof en.comingSoonBadge> = 'Inakuja hivi karibuni';
