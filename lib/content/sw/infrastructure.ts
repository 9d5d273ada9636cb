import type { Translated } from '../../i18n/translated';
import * as en from '../infrastructure';
import type { InfrastructureProduct } from '../infrastructure';

/** Ukurasa wa miundombinu ya malipo kwa Kiswahili. */
export const infrastructureHero: Translated<typeof en.infrastructureHero> = {
  eyebrow: 'Miundombinu ya malipo',
  title: 'Miundombinu ya malipo inayokua pamoja na biashara yako',
  lead: 'Maombi ya malipo ya pesa za simu yanayotumwa kwenye simu ya mteja, Paybill na malipo kwa kadi, pamoja na webhook za papo hapo na ukaguzi wa miamala: muunganisho mmoja kwa kila njia ambayo wateja wako hulipa.',
  primary: 'Anza kujenga',
  secondary: 'Wasiliana na timu ya mauzo',
};

export const infrastructureCapabilities: Translated<typeof en.infrastructureCapabilities> = {
  label: 'Vinapatikana kwenye kila bidhaa',
  items: ['Maombi ya malipo ya pesa za simu', 'Paybill', 'Malipo kwa kadi', 'Webhook za papo hapo', 'Ukaguzi wa miamala'],
};

type ProductWords = Pick<InfrastructureProduct, 'title' | 'description' | 'features'>;

const words: Record<string, ProductWords> = {
  'payment-gateway': {
    title: 'Lango la malipo',
    description: 'Pokea malipo ya M-Pesa na kadi mtandaoni na ndani ya programu yako kupitia API moja, kila malipo yakithibitishwa kwa mfumo wako papo hapo.',
    features: [
      'STK push ya M-Pesa: mteja anakubali ombi kwenye simu yake',
      'Malipo ya Paybill yanayolinganishwa na akaunti sahihi',
      'Malipo kwa kadi za Visa na Mastercard',
      'Webhook zilizosainiwa za papo hapo kwa kila mabadiliko ya hali',
      'Ukaguzi wa muamala kabla malipo hayajakamilika',
    ],
  },
  'pos-systems': {
    title: 'Mifumo ya POS',
    description:
      'Pokea malipo kaunta kwa akaunti ile ile: mashine za kadi na maombi ya M-Pesa yanayoingia kwenye daftari moja pamoja na mauzo yako ya mtandaoni.',
    features: [
      'Malipo kwa kadi na M-Pesa kaunta',
      'Risiti kwa SMS au barua pepe',
      'Inafaa kwa matawi na kaunta nyingi',
      'Mauzo yanaripotiwa pamoja na malipo ya mtandaoni',
    ],
  },
  'merchant-dashboard': {
    title: 'Dashibodi ya mfanyabiashara',
    description: 'Ona kila malipo, kila urejeshaji wa pesa na kila malipo yaliyokamilika papo hapo yanapotokea, na umpe kila mwanatimu ruhusa anazohitaji tu.',
    features: [
      'Orodha ya miamala ya papo hapo yenye utafutaji na vichujio',
      'Ripoti za malipo yaliyokamilika na malipo kwa wapokeaji',
      'Kurejesha pesa kwa mibofyo michache',
      'Akaunti za timu zenye majukumu',
      'Kupakua CSV kwa ajili ya mhasibu wako',
    ],
  },
  'subscription-collection': {
    title: 'Ukusanyaji wa malipo ya kujirudia',
    description: 'Kusanya malipo ya kujirudia kwa M-Pesa kila siku, kila wiki au kila mwezi, kwa majaribio ya kurudia kiotomatiki na arifa malipo yakishindwa.',
    features: [
      'Mipango ya kila siku, kila wiki na kila mwezi',
      'Maombi ya M-Pesa kiotomatiki siku ya malipo',
      'Majaribio ya kurudia na arifa za malipo yaliyoshindwa',
      'Matukio ya webhook kwa kila makato na kila malipo ya kujirudia yanayositishwa',
    ],
  },
};

/** Kila sehemu inachukua kitambulisho na picha yake kutoka kwa sehemu ya Kiingereza. */
export const infrastructureProducts: Translated<typeof en.infrastructureProducts> = en.infrastructureProducts.map((product) => ({
  ...product,
  ...words[product.id],
}));

export const infrastructureStatsLabel: Translated<typeof en.infrastructureStatsLabel> = 'Kilele Pay kwa takwimu';

export const infrastructureCta: Translated<typeof en.infrastructureCta> = {
  title: 'Uko tayari kupokea malipo?',
  lead: 'Fungua akaunti na uanze kwenye sandbox ya bure leo, au zungumza na timu yetu ya mauzo kuhusu wingi wa miamala, vifaa vya POS na bei maalum.',
  primary: 'Anza kujenga',
  secondary: 'Wasiliana na timu ya mauzo',
};

export const infrastructureFeaturesLabel: Translated<typeof en.infrastructureFeaturesLabel> = (product) => `Vipengele vya ${product}`;
