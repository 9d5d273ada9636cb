import type { Translated } from '../../i18n/translated';
import { formatKes } from '../../i18n/swahili-format';
import { site } from '../../site';
import { demoAmountKes } from '../../validation/payment-constants';
import * as en from '../legal';
import type { LegalDocument } from '../legal';
import { paybill } from '../shared';

/**
 * Kurasa tatu za kisheria kwa Kiswahili. Kiasi kinaandikwa na formatKes kama kwa Kiingereza;
 * lugha ya Intl (sw-KE) itapitishwa na uunganishaji wa kurasa baadaye.
 */
type LegalWords = Pick<LegalDocument, 'title' | 'sections'>;

const words: Record<LegalDocument['page'], LegalWords> = {
  privacy: {
    title: 'Sera ya Faragha',
    sections: [
      {
        heading: 'Sisi ni nani',
        paragraphs: [
          `${site.legalName} ("${site.name}", "sisi") inaendesha tovuti hii kutoka ${site.office.line}, ${site.office.city}, ${site.office.country}. Tunashughulikia data binafsi kwa mujibu wa Sheria ya Ulinzi wa Data ya Kenya ya mwaka 2019 na kanuni zake.`,
        ],
      },
      {
        heading: 'Tunachokusanya kwenye tovuti hii',
        paragraphs: [
          'Unapotumia fomu ya mawasiliano tunapokea jina lako, barua pepe, kampuni, nambari ya simu, mada uliyochagua na ujumbe wako. Unapojiandikisha kupokea habari au kuomba kuarifiwa kuhusu soko jipya tunapokea barua pepe yako na, kwa fomu ya kuarifiwa, nchi uliyochagua.',
          'Unapoanzisha onyesho la M-Pesa au kununua muda wa maongezi tunapokea nambari za simu na kiasi unachoweka, ambavyo tunavipeleka kwa mtoa huduma wa pesa za simu ili atume ombi la malipo kwenye simu hiyo.',
          'Sandbox ya API na msaidizi wa gumzo vinaendeshwa ndani ya kivinjari chako: unachoandika humo hakitumwi kwetu.',
        ],
      },
      {
        heading: 'Kwa nini tunaitumia',
        paragraphs: [
          'Tunatumia taarifa za mawasiliano tu kukujibu na, ikiwa ulijiandikisha, kukutumia habari za bidhaa ambazo unaweza kuzisimamisha wakati wowote. Nambari za simu na kiasi cha kila malipo vinatumika tu kukamilisha malipo uliyoomba. Hatuuzi data binafsi na hatuitumii kwa matangazo.',
        ],
      },
      {
        heading: 'Tunaihifadhi kwa muda gani',
        paragraphs: [
          'Maulizo yanahifadhiwa kwa hadi miezi 24. Rekodi za malipo zinahifadhiwa kwa muda unaotakiwa na sheria ya rekodi za kifedha, kwa sasa miaka saba.',
        ],
      },
      {
        heading: 'Haki zako',
        paragraphs: [
          `Unaweza kuomba kuona, kusahihisha au kufuta data binafsi tuliyonayo kukuhusu, au kupinga matumizi yake, kwa kuandika kwa ${site.contact.email}. Unaweza pia kuwasilisha malalamiko kwa Ofisi ya Kamishna wa Ulinzi wa Data.`,
        ],
      },
    ],
  },
  terms: {
    title: 'Masharti ya Matumizi',
    sections: [
      {
        heading: 'Kutumia tovuti hii',
        paragraphs: [
          `Masharti haya yanasimamia matumizi yako ya tovuti hii. Kwa kuitumia unayakubali. Huduma za malipo zenyewe zinasimamiwa na mkataba wa mfanyabiashara unaousaini unapofungua akaunti ya ${site.name}.`,
        ],
      },
      {
        heading: 'Sandbox na maonyesho',
        paragraphs: [
          `Sandbox ya API inaiga majibu ndani ya kivinjari chako na haifanyi muamala wowote halisi. Onyesho la M-Pesa Express linatuma ombi halisi la malipo ya ${formatKes(demoAmountKes)} kwenye nambari ya simu unayoweka: weka tu nambari unayoimiliki, na ukubali ombi tu ikiwa unataka kulipa.`,
        ],
      },
      {
        heading: 'Kununua muda wa maongezi',
        paragraphs: [
          `Muda wa maongezi unanunuliwa kupitia ombi la malipo la M-Pesa kwenye simu inayolipa. Ununuzi unakamilika tu unapokubali ombi na M-Pesa inapothibitisha malipo. Ombi lisipofika unaweza kulipa mwenyewe kupitia Paybill ${paybill.businessNumber} ukitumia nambari ya mpokeaji kama nambari ya akaunti.`,
        ],
      },
      {
        heading: 'Maudhui na takwimu',
        paragraphs: [
          'Ada, muda na takwimu kwenye tovuti hii zinaeleza hali za kawaida na zinaweza kubadilika. Ada zilizo kwenye mkataba wako wa mfanyabiashara ndizo zinazotumika kwa akaunti yako.',
        ],
      },
      {
        heading: 'Mawasiliano',
        paragraphs: [`Maswali kuhusu masharti haya yanaweza kutumwa kwa ${site.contact.email}.`],
      },
    ],
  },
  cookies: {
    title: 'Sera ya Vidakuzi',
    sections: [
      {
        heading: 'Hakuna vidakuzi vya kufuatilia',
        paragraphs: ['Tovuti hii haiweki vidakuzi vya matangazo, takwimu wala ufuatiliaji, na haipakii skripti za watu wengine.'],
      },
      {
        heading: 'Kivinjari kinahifadhi nini',
        paragraphs: [
          'Kurasa zinahifadhiwa na kivinjari chako ili ziara inayofuata iwe ya haraka zaidi. Hakuna kinachokutambulisha kinachohifadhiwa. Msaidizi wa gumzo na sandbox vinahifadhi hali yao tu wakati ukurasa uko wazi.',
        ],
      },
      {
        heading: 'Tovuti nyingine',
        paragraphs: ['Tovuti za dashibodi, nyaraka, duka na kutuma pesa kutoka nje ya nchi zinazofunguka kwenye kichupo kipya zina sera zao za vidakuzi.'],
      },
    ],
  },
};

/** Kila hati inachukua ukurasa wake na tarehe ya kusasishwa kutoka kwa hati ya Kiingereza. */
export const legalDocuments: Translated<typeof en.legalDocuments> = en.legalDocuments.map((document) => ({ ...document, ...words[document.page] }));

export const legalPageCopy: Translated<typeof en.legalPageCopy> = {
  eyebrow: 'Sheria',
  updatedPrefix: 'Ilisasishwa mwisho',
};
