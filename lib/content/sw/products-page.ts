import type { Translated } from '../../i18n/translated';
import { formatKesCents } from '../../i18n/swahili-format';
import { maxAmountCents } from '../../pricing/fees';
import type * as en from '../products-page';

/**
 * Ukurasa wa bidhaa zote kwa Kiswahili. Kiasi kinaandikwa na formatKesCents kama kwa
 * Kiingereza; lugha ya Intl (sw-KE) itapitishwa na uunganishaji wa kurasa baadaye.
 */
export const productsHero: Translated<typeof en.productsHero> = {
  eyebrow: 'Bidhaa',
  title: 'Kila kitu ambacho Kilele Pay inatoa',
  lead: 'Malipo, maduka ya mtandaoni, kutuma pesa kutoka nje ya nchi, ulinganishaji wa hesabu na manunuzi ya kila siku ya muda wa maongezi: kila bidhaa inafanya nini, na wapi pa kuanzia.',
};

export const productsSections: Translated<typeof en.productsSections> = {
  offeringsLabel: 'Bidhaa zetu',
  featuresLabel: 'Vipengele',
  comingSoonNote: 'Bado haipo kwenye maduka ya programu. Angalia ukurasa huu, au tufuate kwenye mitandao ya kijamii, upate habari itakapozinduliwa.',
  faqTitle: 'Maswali yanayoulizwa mara kwa mara',
};

export const feeCalculatorCopy: Translated<typeof en.feeCalculatorCopy> = {
  title: 'Kikokotoo cha ada',
  lead: 'Ona malipo yanagharimu kiasi gani na kiasi kinachofika kwenye akaunti yako, kwa viwango vyetu vya kawaida.',
  amountLabel: 'Kiasi (KES)',
  amountHint: 'Bei ya mauzo, mfano 1500 au 1,500.50',
  methodLegend: 'Njia ya malipo',
  customerPaysLabel: 'Mteja analipa ada',
  customerPaysHint: 'Ongeza ada kwenye bei ili upokee kiasi kamili.',
  submit: 'Kokotoa',
  resultLabel: 'Mchanganuo wa ada',
  fee: 'Ada ya muamala',
  customerPays: 'Mteja analipa',
  merchantReceives: 'Unapokea',
  formulaNote:
    'Ada ni kiwango mara kiasi kinachotozwa, kikizungushwa hadi senti iliyo karibu. Mteja anapolipa ada, anatozwa kiasi cha chini kabisa kinachokuachia bei kamili baada ya ada: takriban bei ikigawanywa kwa (1 − kiwango).',
  ratesNote: 'Viwango vya kawaida; biashara zenye miamala mingi zinaweza kuomba viwango vya chini zaidi.',
  errors: {
    empty: 'Weka kiasi kwa KES',
    invalid: 'Weka kiasi kwa tarakimu zenye desimali mbili au chache, mfano 1500 au 1,500.50',
    notPositive: 'Weka kiasi kikubwa kuliko sifuri',
    tooLarge: `Weka kiasi kisichozidi ${formatKesCents(maxAmountCents)}`,
  },
};
