import { countryOptions } from '../../countries';
import type { ComingSoonCountry } from '../../countries';
import type { Translated } from '../../i18n/translated';
import { listPhraseSw } from '../../i18n/list-phrase';
import { marketFacts } from '../../market-facts';
import { site } from '../../site';
import type { MobileMoneyService } from '../../market-facts';
import type * as en from '../market-preview';
import type { MarketPreview } from '../market-preview';
import { kenyaOnlyBadge } from './navigation';

/**
 * Soko ambalo bado halijazinduliwa linatarajia nini, kwa maneno ya soko hilo: Watanzania
 * husema "namba ya simu", Wakenya na Waganda "nambari ya simu".
 */
const serviceName = ({ name, formerly }: MobileMoneyService) => (formerly ? `${name} (zamani ${formerly})` : name);

const marketWords: Record<ComingSoonCountry, { currency: string; numbers: string }> = {
  tz: { currency: 'shilingi za Tanzania', numbers: 'Namba' },
  ug: { currency: 'shilingi za Uganda', numbers: 'Nambari' },
};

function previewFor(country: ComingSoonCountry): MarketPreview {
  const { name } = countryOptions[country];
  const { currency, dialCode, phoneExample, mobileMoney } = marketFacts[country];
  const words = marketWords[country];
  return {
    heading: `Tunachoandaa kwa ajili ya ${name}`,
    lead: 'Hii ni mipango yetu ya uzinduzi, bado si huduma inayotolewa: maelezo yanaweza kubadilika kabla ya siku tutakapozindua huduma.',
    points: [
      {
        title: 'Pesa za simu',
        text: `Malipo kupitia ${listPhraseSw(mobileMoney.map(serviceName))}, huduma ambazo wateja wako nchini ${name} wanazitumia tayari.`,
      },
      { title: 'Sarafu ya nchi', text: `Bei, malipo na pesa zinazoingia kwenye akaunti yako kwa ${words.currency} (${currency}).` },
      {
        title: `${words.numbers} za simu za ${name}`,
        text: `${words.numbers} kama wateja wako wanavyoziandika, zikiwa na ${dialCode} au bila, kama ${phoneExample}.`,
      },
    ],
    kenyaOnly: {
      title: 'Kwa sasa, Kenya pekee',
      text: `${site.name} inafanya kazi nchini Kenya pekee. M-Pesa ya Safaricom, Paybill, kununua muda wa maongezi na bei kwa KES, popote tovuti hii inapovitaja, pamoja na kila kiungo chenye alama "${kenyaOnlyBadge}", ni kwa ajili ya Kenya.`,
    },
  };
}

export const marketPreview: Translated<typeof en.marketPreview> = { ug: previewFor('ug'), tz: previewFor('tz') };
