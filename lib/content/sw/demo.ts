import type { Translated } from '../../i18n/translated';
import { formatKes } from '../../i18n/swahili-format';
import { truncate } from '../../truncate';
import { demoAmountKes } from '../../validation/payment-constants';
import type * as en from '../demo';
import type { DemoType } from '../demo';
import { demoSummaryLength, demoTypeIds } from '../shared';
import type { DemoTypeId } from '../shared';

/**
 * Onyesho la malipo kwa Kiswahili. Kiasi kinaandikwa na formatKes kama kwa Kiingereza; lugha
 * ya Intl (sw-KE) itapitishwa na uunganishaji wa kurasa baadaye.
 */

const demoTypeById: Record<DemoTypeId, DemoType> = {
  express: {
    id: 'express',
    name: 'M-Pesa Express',
    description: `Tuma STK push kwenye simu ya mteja: anakubali malipo ya ${formatKes(demoAmountKes)} kwa PIN yake ya M-Pesa, na seva yako inapata matokeo papo hapo.`,
    submitLabel: `Lipa ${formatKes(demoAmountKes)}`,
  },
  subscription: {
    id: 'subscription',
    name: 'Malipo ya kujirudia ya M-Pesa',
    description:
      'Msajili mteja kwenye malipo ya kujirudia ya M-Pesa, kila siku, kila wiki au kila mwezi, na upokee kila malipo kiotomatiki bila kufuatilia ankara.',
    submitLabel: 'Anzisha malipo ya kujirudia',
  },
  card: {
    id: 'card',
    name: 'Malipo kwa kadi ya benki',
    description:
      'Pokea malipo ya Visa na Mastercard mtandaoni: weka kadi ya majaribio na uone jinsi malipo kwa kadi yanavyoidhinishwa na kuthibitishwa kwa sekunde chache.',
    submitLabel: `Lipa ${formatKes(demoAmountKes)}`,
  },
};

export const demoTypes: Translated<typeof en.demoTypes> = demoTypeIds.map((id) => demoTypeById[id]);

export const demoType: Translated<typeof en.demoType> = (id) => demoTypeById[id];

/** Maelezo ya aina kama kadi yake inavyoyaonyesha: herufi 80 au chache. */
export const demoTypeSummary: Translated<typeof en.demoTypeSummary> = (type) => truncate(type.description, demoSummaryLength);

export const frequencyLabels: Translated<typeof en.frequencyLabels> = {
  daily: 'Kila siku',
  weekly: 'Kila wiki',
  monthly: 'Kila mwezi',
};

export const demoCopy: Translated<typeof en.demoCopy> = {
  eyebrow: 'Onyesho',
  title: 'Onyesho la malipo',
  heading: 'Jaribu malipo',
  choiceLegend: 'Chagua onyesho',
  loading: 'Onyesho la malipo linapakia…',
  ready: 'Onyesho liko tayari.',
  loadFailed: 'Onyesho la malipo halikuweza kupakia. Angalia muunganisho wako kisha upakie ukurasa upya.',
  needsScript:
    'Onyesho la malipo linaendeshwa ndani ya kivinjari chako na linaanza mara ukurasa huu unapomaliza kupakia. Linahitaji JavaScript; bila JavaScript, soma jinsi kila njia ya malipo inavyofanya kazi kwenye nyaraka za API.',
  amountLabel: 'Kiasi',
  amount: formatKes(demoAmountKes),
  amountNote: 'Kimewekwa kwa ajili ya onyesho',
  fields: {
    phone: { label: 'Nambari ya simu ya M-Pesa', hint: 'Kwa namna yoyote ya kawaida: 0712 345 678, +254 712 345 678' },
    subscriptionName: { label: 'Jina la malipo ya kujirudia', hint: 'mfano Uanachama wa jimu' },
    frequency: { label: 'Kipindi', placeholder: 'Chagua kipindi cha makato' },
    cardNumber: { label: 'Nambari ya kadi' },
    expiry: { label: 'Tarehe ya mwisho wa matumizi (MM/YY)' },
    cvv: { label: 'CVV' },
    wantsReceipt: { label: 'Nitumie risiti kwa barua pepe' },
    email: { label: 'Barua pepe' },
  },
  cardHint:
    'Tumia kadi ya majaribio, kama 4242 4242 4242 4242, yenye tarehe yoyote ya baadaye ya mwisho wa matumizi na CVV yoyote ya tarakimu 3. Hakuna kadi itakayotozwa.',
  submitting: 'Inashughulikiwa...',
  submittingStatus: `Malipo yako ya onyesho ya ${formatKes(demoAmountKes)} yanashughulikiwa…`,
  payWithPaybill: 'Lipa kwa Paybill badala yake',
  paybill: {
    title: 'Lipa kwa Paybill ya M-Pesa',
    lead: 'Kwenye menyu ya M-Pesa, chagua Lipa na M-Pesa, kisha Pay Bill, na uweke taarifa hizi za onyesho:',
    businessNumber: 'Nambari ya biashara',
    account: 'Nambari ya akaunti',
    note: 'Hizi ni taarifa za onyesho: hakuna pesa halisi itakayokatwa.',
    completed: 'Nimemaliza kulipa',
    cancel: 'Ghairi',
  },
  success: {
    express: {
      title: 'Ombi la malipo limetumwa',
      body: `Katika malipo halisi, mteja sasa anaona ombi la M-Pesa la ${formatKes(demoAmountKes)}, anaweka PIN yake, na URL yako ya callback inapokea matokeo.`,
    },
    paybill: {
      title: 'Malipo yamekamilika',
      body: 'Katika malipo halisi, seva yako inaarifiwa mara tu malipo ya Paybill yanapoingia, pamoja na nambari ya akaunti ya kuyalinganisha na agizo.',
    },
    subscription: {
      title: 'Malipo ya kujirudia yameanzishwa',
      body: `Malipo ya kujirudia yanatumika: mteja anatozwa ${formatKes(demoAmountKes)} kila tarehe ya malipo, na kila makato yanathibitishwa kwa seva yako.`,
    },
    card: {
      title: 'Malipo yamefanikiwa',
      body: `Kadi ya majaribio imeidhinishwa kwa ${formatKes(demoAmountKes)}. Katika malipo halisi pesa inaingia kwenye akaunti yako na webhook inathibitisha.`,
    },
  },
  receiptSent: 'Risiti ingetumwa kwa {email}.',
  tryAnother: 'Jaribu onyesho lingine',
  viewDocs: 'Tazama nyaraka za API',
};
