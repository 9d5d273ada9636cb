import type { Translated } from '../../i18n/translated';
import * as en from '../benefits';
import type { Benefit } from '../benefits';

/** Sababu za kuchagua Kilele Pay, kwa Kiswahili. */
export const whyUs: Translated<typeof en.whyUs> = {
  eyebrow: 'Kwa nini Kilele Pay',
  title: 'Kwa nini biashara zinachagua Kilele Pay',
  lead: 'Imejengwa Nairobi kwa ajili ya biashara za Afrika: njia za malipo ambazo wateja wako wanazitumia tayari, kwa uhakika ambao shughuli zako zinahitaji.',
  cta: 'Anza sasa',
};

const benefitWords: Record<Benefit['icon'], Pick<Benefit, 'title' | 'description'>> = {
  shield: {
    title: 'Malipo salama',
    description: 'Yamesimbwa kuanzia mwanzo hadi mwisho, kila muamala ukikaguliwa kabla haujakamilika na kila webhook ikiwa imesainiwa.',
  },
  bolt: {
    title: 'Malipo ya papo hapo',
    description: 'Malipo yanathibitishwa kwa sekunde chache na kuripotiwa kwa mfumo wako papo hapo, mchana na usiku.',
  },
  headset: {
    title: 'Msaada kwa wafanyabiashara',
    description: 'Timu iliyoko Nairobi inayoijua biashara yako, inayopatikana saa 24 kila siku kwa simu, barua pepe na gumzo.',
  },
  code: {
    title: 'Muunganisho rahisi',
    description: 'API za REST zilizo wazi, SDK na sandbox ya bure: timu nyingi hupokea malipo yao ya kwanza ndani ya siku moja.',
  },
};

/** Kila faida inachukua ikoni yake kutoka kwa ile ya Kiingereza. */
export const benefits: Translated<typeof en.benefits> = en.benefits.map((benefit) => ({ ...benefit, ...benefitWords[benefit.icon] }));
