import type { Translated } from '../../i18n/translated';
import { formatKes } from '../../i18n/swahili-format';
import { site } from '../../site';
import { airtimeLimits, demoAmountKes } from '../../validation/payment-constants';
import type * as en from '../page-meta';
import { paybill } from '../shared';

/**
 * Kichwa, maelezo na maneno muhimu ya kila ukurasa kwa Kiswahili. Kiasi kinaandikwa na
 * formatKes kama kwa Kiingereza; lugha ya Intl (sw-KE) itapitishwa na uunganishaji baadaye.
 */
export const pageMeta: Translated<typeof en.pageMeta> = {
  home: {
    name: 'Mwanzo',
    title: 'Kilele Pay: malipo ya M-Pesa, kadi na pesa kutoka nje ya nchi kwa Kenya',
    absoluteTitle: true,
    description:
      'Pokea malipo ya M-Pesa na kadi, tuma pesa kutoka Marekani kwenda Kenya na ujenge kwa API zilizoundwa kwa ajili ya wasanidi programu. Miundombinu ya malipo kutoka Nairobi.',
    keywords: ['malipo Kenya', 'API ya M-Pesa', 'STK push', 'lango la malipo Kenya', 'kutuma pesa kutoka Marekani kwenda Kenya'],
  },
  about: {
    name: 'Kuhusu sisi',
    title: 'Kuhusu sisi: kampuni ya malipo kutoka Nairobi',
    description: `Sisi ni nani: kampuni ya malipo ya Nairobi iliyoanzishwa mwaka ${site.foundingYear} kurahisisha kupokea, kutuma na kulinganisha hesabu za pesa kwa biashara za Afrika.`,
    keywords: ['kuhusu Kilele Pay', 'teknolojia ya fedha Nairobi', 'mtoa huduma za malipo Kenya', 'ujumuishaji wa kifedha'],
  },
  products: {
    name: 'Bidhaa',
    title: 'Bidhaa: malipo, maduka, pesa kutoka nje ya nchi na ulinganishaji wa hesabu',
    description:
      'Bidhaa zote za Kilele Pay mahali pamoja: lango la malipo, kijenzi cha duka la mtandaoni, kutuma pesa kutoka Marekani kwenda Kenya, ulinganishaji wa hesabu kiotomatiki na muda wa maongezi, pamoja na kikokotoo cha ada.',
    keywords: ['bidhaa za malipo Kenya', 'ada za M-Pesa', 'ada za malipo kwa kadi', 'duka la mtandaoni Kenya', 'ulinganishaji wa hesabu'],
  },
  paymentInfrastructure: {
    name: 'Miundombinu ya malipo',
    title: 'Miundombinu ya malipo: lango la malipo, POS, dashibodi na malipo ya kujirudia',
    description:
      'Pokea malipo kwa STK push ya M-Pesa, Paybill na kadi kwa webhook za papo hapo, mifumo ya POS, dashibodi ya mfanyabiashara na ukusanyaji wa malipo ya kujirudia kiotomatiki.',
    keywords: ['lango la malipo', 'POS Kenya', 'dashibodi ya mfanyabiashara', 'malipo ya kujirudia M-Pesa', 'webhook'],
  },
  developers: {
    name: 'Wasanidi programu',
    title: 'Wasanidi programu: API za M-Pesa na malipo zenye sandbox ya bure',
    description:
      'Unganisha STK push ya M-Pesa, malipo ya kujirudia, pochi na malipo kwa wapokeaji kwa API za REST, SDK za Python na Node.js na sandbox ya bure. Pata ufunguo wa API kwa dakika chache.',
    keywords: ['API ya M-Pesa', 'API ya STK push', 'API ya malipo Kenya', 'SDK ya Python', 'SDK ya Node.js', 'sandbox ya API'],
  },
  resultCodes: {
    name: 'Misimbo ya matokeo',
    title: 'Misimbo ya matokeo ya M-Pesa: maana ya kila mmoja na la kufanya',
    description:
      'Kila matokeo ambayo STK push ya M-Pesa inaweza kuishia nayo: maana ya kila msimbo, kama ni salama kutuma ombi jipya, mfumo wako ufanye nini na umwambie mteja nini.',
    keywords: ['misimbo ya matokeo ya M-Pesa', 'msimbo wa matokeo wa STK push', 'callback ya M-Pesa', 'msimbo wa matokeo 1032', 'makosa ya M-Pesa'],
  },
  testing: {
    name: 'Majaribio',
    title: 'Kujaribu malipo ya M-Pesa: nambari za majaribio, misimbo ya matokeo na callback zenye saini',
    description:
      'Nambari za majaribio zinazotoa kila msimbo wa matokeo wa M-Pesa, kanuni za simu pepe, siri ya webhook ya sandbox na msimbo wa kuhakiki callback kwa Python, Node.js na PHP, pamoja na visa vya majaribio.',
    keywords: [
      'nambari za majaribio za M-Pesa',
      'misimbo ya matokeo ya M-Pesa',
      'callback ya STK push',
      'saini ya webhook',
      'mfumo wa Standard Webhooks',
      'sandbox ya M-Pesa',
    ],
  },
  blog: {
    name: 'Blogu',
    title: 'Blogu: malipo, teknolojia ya fedha na miongozo kwa wasanidi programu',
    description:
      'Miongozo ya kuunganisha M-Pesa, malipo ya kujirudia na ulinganishaji wa hesabu, na uchambuzi wa malipo, kutuma pesa kutoka nje ya nchi na kanuni nchini Kenya na Afrika Mashariki.',
    keywords: ['blogu ya teknolojia ya fedha Kenya', 'mwongozo wa kuunganisha M-Pesa', 'maarifa ya malipo', 'rasilimali za wasanidi programu'],
  },
  demo: {
    name: 'Onyesho la malipo',
    title: 'Onyesho la malipo: jaribu M-Pesa Express, malipo ya kujirudia na kadi',
    description: `Jaribu ombi halisi la M-Pesa Express la ${formatKes(demoAmountKes)}, usajili wa malipo ya kujirudia na malipo kwa kadi ya majaribio uone jinsi malipo ya ${site.name} yanavyofanya kazi.`,
    keywords: ['onyesho la M-Pesa', 'onyesho la STK push', 'onyesho la malipo Kenya'],
  },
  airtime: {
    name: 'Muda wa maongezi',
    title: 'Nunua muda wa maongezi kwa M-Pesa',
    description: `Nunua muda wa maongezi wa Safaricom kwa ajili yako au nambari nyingine kwa M-Pesa, kuanzia ${formatKes(airtimeLimits.min)}, au lipa mwenyewe kupitia Paybill ${paybill.businessNumber}.`,
    keywords: ['nunua muda wa maongezi', 'muda wa maongezi kwa M-Pesa', 'kununua airtime ya Safaricom', `Paybill ${paybill.businessNumber}`],
  },
  privacy: {
    name: 'Sera ya Faragha',
    title: 'Sera ya Faragha',
    description: 'Jinsi Kilele Pay inavyokusanya, kutumia na kulinda data binafsi chini ya Sheria ya Ulinzi wa Data ya Kenya ya mwaka 2019.',
    keywords: ['sera ya faragha', 'ulinzi wa data Kenya'],
  },
  terms: {
    name: 'Masharti ya Matumizi',
    title: 'Masharti ya Matumizi',
    description: 'Masharti yanayosimamia matumizi ya tovuti ya Kilele Pay, sandbox na huduma za malipo.',
    keywords: ['masharti ya matumizi', 'masharti ya Kilele Pay'],
  },
  cookies: {
    name: 'Sera ya Vidakuzi',
    title: 'Sera ya Vidakuzi',
    description: 'Vidakuzi na hifadhi ya kivinjari ambayo tovuti ya Kilele Pay inatumia, na kwa nini: hakuna vidakuzi vya matangazo wala vya kufuatilia.',
    keywords: ['sera ya vidakuzi', 'vidakuzi'],
  },
};
