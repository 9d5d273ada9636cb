import type { Translated } from '../../i18n/translated';
import * as en from '../home';
import type { DeveloperPoint } from '../home';

/** Sehemu za ukurasa wa mwanzo kwa Kiswahili, kwa mpangilio zinavyoonekana. */
export const homeHero: Translated<typeof en.homeHero> = {
  eyebrow: 'Malipo kwa Kenya na zaidi',
  title: 'Tunarahisisha malipo kote Afrika',
  lead: 'Pokea malipo ya M-Pesa na kadi, tuma pesa kutoka Marekani kwenda Kenya na ujenge kwa API zilizoundwa kwa ajili ya wasanidi programu, yote kutoka kwa mshirika mmoja wa Nairobi.',
  primary: 'Anza kujenga',
  secondary: 'Onyesho',
  statsLabel: 'Kilele Pay kwa muhtasari',
  illustrationAlt: 'Simu inayoonyesha malipo ya M-Pesa yaliyothibitishwa na Kilele Pay',
};

export const showcase: Translated<typeof en.showcase> = {
  eyebrow: 'Bidhaa',
  title: 'Mshirika mmoja kwa kila njia ambayo pesa zako hutembea',
  lead: 'Kuanzia kupokea malipo kaunta hadi kuwalipa wasambazaji walio nje ya nchi, chagua bidhaa unayohitaji leo na uongeze nyingine kadiri unavyokua.',
  featuresLabel: 'Vipengele',
};

export const developerSection: Translated<typeof en.developerSection> = {
  eyebrow: 'Kwa wasanidi programu',
  title: 'Imejengwa na wasanidi programu, kwa ajili ya wasanidi programu',
  lead: 'Pokea malipo yako ya kwanza ya M-Pesa kwa mistari michache ya msimbo. Endpoint za REST zilizo wazi, SDK katika lugha unazotumia na sandbox inayofanya kazi kama mfumo halisi.',
  sampleTitle: 'Muunganisho wa haraka',
  sampleLabel: 'Mfano wa Python: omba malipo ya M-Pesa',
  experienceTitle: 'Uzoefu wa wasanidi programu',
  apisTitle: 'API',
  sdksTitle: 'SDK',
  primary: 'Anza kujenga',
  docsLink: 'Gundua nyaraka za wasanidi programu',
  sandboxNote: 'Sandbox ya bure, hakuna malipo yanayohitajika',
};

/** Msimbo ni ule ule kwa lugha zote. */
export const quickIntegrationSample: Translated<typeof en.quickIntegrationSample> = en.quickIntegrationSample;

export const developerExperience: Translated<typeof en.developerExperience> = [
  { title: 'API za JSON za REST', description: 'Endpoint zinazotabirika, uthibitishaji wa utambulisho kwa tokeni ya Bearer na misimbo ya makosa iliyoelezwa.' },
  {
    title: 'Webhook za papo hapo',
    description: 'Pata taarifa ya kila malipo, kila malipo yaliyoshindwa na kila makato ya malipo ya kujirudia papo hapo yanapotokea.',
  },
  { title: 'Sandbox inayoiga M-Pesa', description: 'Jaribu kila hatua na kila kosa bila kuhamisha pesa halisi.' },
  { title: 'Msaada kutoka kwa wahandisi', description: 'Zungumza na watu wanaojenga API, si mtu anayesoma maandishi yaliyoandaliwa.' },
] satisfies DeveloperPoint[];
