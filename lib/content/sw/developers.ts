import { site } from '../../site';
import type { Translated } from '../../i18n/translated';
import type * as en from '../developers';
import { sdkNames } from './sdks';

/** Ukurasa wa wasanidi programu na kurasa za API, kwa Kiswahili. Maelezo ya kiufundi (majina ya vigezo, msimbo) yanabaki kwa Kiingereza. */

export const developersHero: Translated<typeof en.developersHero> = {
  eyebrow: 'Wasanidi programu',
  title: 'Jenga kwa API za Kilele Pay',
  lead: 'API za REST za STK push ya M-Pesa, malipo ya kujirudia, pochi na malipo kwa wapokeaji, pamoja na SDK na sandbox ya bure. Kutoka usajili hadi malipo yako ya kwanza ya majaribio kwa dakika chache.',
  docs: { label: 'Soma nyaraka', href: site.external.docs },
  playground: { label: 'Fungua uwanja wa majaribio wa API', href: site.external.playground },
};

export const gettingStartedSteps: Translated<typeof en.gettingStartedSteps> = [
  {
    title: 'Jisajili na upate ufunguo wako wa API',
    text: 'Fungua akaunti ya bure kwenye dashibodi. Ufunguo wako wa API wa sandbox uko tayari mara tu unapoingia.',
  },
  {
    title: 'Pitia nyaraka',
    text: 'Soma jinsi STK push, malipo ya kujirudia, pochi na malipo kwa wapokeaji yanavyofanya kazi, pamoja na kila kigezo na kila jibu.',
  },
  {
    title: 'Jaribu kwenye sandbox',
    text: 'Tuma maombi ya majaribio na uone majibu halisi bila kuhamisha pesa yoyote.',
  },
  {
    title: 'Unganisha na uzindue',
    text: 'Ongeza API kwenye programu yako kwa SDK yetu ya Python au Node.js, au kwa HTTP ya kawaida, na upokee matokeo kwenye webhook yako.',
  },
  {
    title: 'Anza kupokea malipo na ukue',
    text: 'Badili utumie ufunguo wako halisi na uanze kupokea malipo, ukiwa na msaada saa 24 kila siku kadiri miamala yako inavyoongezeka.',
  },
];

export const developerResources: Translated<typeof en.developerResources> = [
  {
    title: 'Nyaraka za API',
    description: 'Marejeo kamili: uthibitishaji wa utambulisho, endpoint, webhook na misimbo ya makosa.',
    href: site.external.docs,
    linkLabel: 'Soma nyaraka za API',
  },
  {
    title: 'Uwanja wa majaribio wa API',
    description: 'Jaribu kila endpoint kutoka kwenye kivinjari chako kwa ufunguo wako wa sandbox.',
    href: site.external.playground,
    linkLabel: 'Fungua uwanja wa majaribio',
  },
  {
    title: 'SDK',
    description: `SDK za ${sdkNames('Available')} zinazoshughulikia uthibitishaji wa utambulisho, majaribio ya kurudia na webhook kwa niaba yako. ${sdkNames('Coming Soon')}: zinakuja hivi karibuni.`,
    href: site.external.sdks,
    linkLabel: 'Vinjari SDK',
  },
  {
    title: 'Mifano ya msimbo',
    description: 'Mifano iliyo tayari kuendeshwa ya malipo mtandaoni, malipo ya kujirudia, malipo kwa wapokeaji na ulinganishaji wa hesabu.',
    href: site.external.codeExamples,
    linkLabel: 'Tazama mifano ya msimbo',
  },
];

export const apiSummaries: Translated<typeof en.apiSummaries> = {
  'mpesa-stk-push': 'Anzisha malipo kwenye simu ya mteja: anayakubali kwa PIN yake ya M-Pesa.',
  'mpesa-stk-query': 'Uliza matokeo ya STK push wakati callback yake haijafika.',
  'mpesa-paybill': 'Unda malipo ya kujirudia ya M-Pesa, kila siku, kila wiki au kila mwezi, yanayokusanywa kiotomatiki.',
  'wallet-balance': 'Soma salio la pochi za wateja na miamala yao.',
  payouts: 'Tuma pesa kwa nambari za M-Pesa na akaunti za benki za Kenya.',
};

export const developersCopy: Translated<typeof en.developersCopy> = {
  steps: { heading: 'Anza kwa hatua tano' },
  resources: { heading: 'Rasilimali za wasanidi programu', lead: 'Kila unachohitaji kujenga, kujaribu na kuzindua.' },
  apis: {
    heading: 'API',
    lead: 'Kila endpoint inapokea na kujibu kwa JSON, na inathibitisha utambulisho wako kwa ufunguo wako wa API kama tokeni ya Bearer.',
    linkLabel: 'Marejeo ya API',
  },
  sdks: { heading: 'SDK', lead: 'Maktaba rasmi za programu.' },
  stats: { label: 'Kilele Pay kwa takwimu' },
  openApi: {
    heading: 'Hati ya OpenAPI',
    text: 'Ingiza API kwenye Postman, Insomnia au zana yako ya kutengeneza msimbo: faili moja ya OpenAPI 3.1 yenye kila endpoint, schema na kikomo.',
    linkLabel: 'Pakua openapi.json',
  },
  cta: {
    heading: 'Uko tayari kujenga?',
    text: 'Sandbox ya bure, hakuna malipo yanayohitajika.',
    getApiKey: 'Pata ufunguo wa API',
  },
};

export const apiDocCopy: Translated<typeof en.apiDocCopy> = {
  back: 'Rudi kwenye API zote',
  eyebrow: 'Marejeo ya API',
  labels: { method: 'Mbinu', endpoint: 'Endpoint', status: 'Hali', category: 'Kundi' },
  tiles: {
    authentication: 'Uthibitishaji wa utambulisho',
    response: 'Jibu',
    responseValue: 'Papo hapo',
    rateLimit: 'Kikomo cha maombi',
    support: 'Msaada',
    supportValue: '24/7',
  },
  overview: 'Muhtasari',
  features: 'Vipengele',
  useCases: 'Matumizi',
  parameters: { heading: 'Vigezo', caption: 'Vigezo vya mwili wa ombi', pathCaption: 'Vigezo vya njia' },
  errors: {
    heading: 'Makosa',
    lead: 'Kila kosa hujibiwa na success false, ujumbe, error_code na mara nyingi maelezo zaidi.',
    caption: 'Misimbo ya makosa',
    columns: ['Hali', 'error_code', 'Ujumbe', 'Lini'],
  },
  markdown: 'Tazama kama Markdown',
  parameterColumns: ['Jina', 'Mfano', 'Aina', 'Inahitajika', 'Maelezo', 'Ukaguzi'],
  required: 'Inahitajika',
  optional: 'Si lazima',
  codeExamples: 'Mifano ya msimbo',
  webhooks: { heading: 'Matukio ya webhook', lead: 'Kilele Pay hutuma matukio haya kwenye URL ya webhook yako.' },
  responses: 'Mifano ya majibu',
};

export const sandboxCopy: Translated<typeof en.sandboxCopy> = {
  heading: 'Sandbox ya API',
  noticeTitle: 'Hali ya sandbox.',
  notice: 'Hakuna muamala halisi unaofanyika na hakuna pesa inayohamishwa: majibu yanaigwa ndani ya kivinjari chako.',
  bodyLabel: 'Mwili wa ombi (JSON)',
  pathLabel: 'Vigezo vya njia (JSON)',
  run: 'Jaribu ombi la API',
  running: 'Inajaribu API',
  reset: 'Rejesha mfano',
  idle: 'Hariri mwili wa ombi kisha uchague Jaribu ombi la API ili kuona jibu.',
  needsScript:
    'Kitufe cha Jaribu ombi la API kinafanya kazi ndani ya kivinjari chako na kinahitaji JavaScript. Hadi kitakapopakia, au ikiwa JavaScript imezimwa, mifano ya majibu iliyo hapa chini inaonyesha endpoint hii inajibu nini.',
  responseLabel: 'Jibu la sandbox',
  loadFailed: 'Sandbox haikuweza kupakia. Angalia muunganisho wako kisha ujaribu tena.',
};

/** "amount 1000, phone_number …" kama maelezo chini ya mwili wa ombi yanavyoonyesha. */
export const sandboxDefaultsHint: Translated<typeof en.sandboxDefaultsHint> = (defaults) => {
  const fields = Object.entries(defaults).map(([field, value]) => `${field} ${String(value)}`);
  return `Sehemu utakazoacha zitachukua thamani za sandbox: ${fields.join(', ')}.`;
};

export const virtualPhoneCopy: Translated<typeof en.virtualPhoneCopy> = {
  heading: 'Simu ya majaribio',
  lead: 'STK push kwa nambari isiyo nambari ya majaribio inaleta ombi la M-Pesa kwenye simu hii, kama M-Pesa inavyomletea mteja wako. Tarakimu zozote nne zinakubali malipo; 0000 ni PIN isiyo sahihi.',
  screenLabel: 'Skrini ya simu ya majaribio',
  promptTitle: 'M-Pesa',
  prompt: 'Je, unataka kulipa {amount} kwa {business}, akaunti nambari {reference}?',
  pinLabel: 'Weka PIN yako ya M-Pesa',
  pinInvalid: 'PIN ni tarakimu nne.',
  send: 'Tuma',
  cancel: 'Ghairi',
  countdown: 'Ombi litafungwa baada ya sekunde {seconds}',
  result: 'Msimbo wa matokeo {code}: {meaning}.',
  testNumber: 'Nambari ya majaribio {phone}: sandbox inatoa matokeo yake papo hapo, bila simu.',
  noCallback: 'Hakuna callback itakayokuja kwa malipo haya: yanabaki yakisubiri. Uliza matokeo yake kwa kuuliza hali ya malipo.',
};

export const callbackInboxCopy: Translated<typeof en.callbackInboxCopy> = {
  heading: 'Kikasha cha callback',
  lead: 'Kila callback ambayo URL yako ya callback ingepokea, kama inavyotumwa hasa: mstari wa ombi, vichwa, mstari mtupu, kisha mwili unaolindwa na saini.',
  empty: 'Bado hakuna callback.',
  entryHeading: 'Msimbo wa matokeo {code}: {meaning}',
  attempt: 'Jaribio la {attempt}',
  duplicate: 'Nakala',
  late: 'Imechelewa',
  receivedAt: 'Imepokelewa saa {time}',
  requestLabel: 'Callback ya {number} kama ombi la HTTP',
  copy: 'Nakili',
  copied: 'Imenakiliwa',
  copyFailed: 'Imeshindwa kunakili: chagua maandishi badala yake.',
  codePage: 'Maana ya msimbo wa matokeo {code}',
  duplicateNote:
    'Callback ile ile tena, yenye webhook-id ile ile: callback inaweza kufika zaidi ya mara moja, kwa hiyo kipokezi chako lazima kiondoe nakala kwa kutumia webhook-id.',
  lateNote:
    'Callback hii imefika kwa kuchelewa, muda mrefu baada ya malipo kukamilika: kipokezi chako lazima bado kiipokee, na kuuliza hali ya malipo hukupa matokeo kabla haijafika.',
  announce: 'Callback imepokelewa: msimbo wa matokeo {code}, {meaning}.',
  codeMeanings: {
    0: 'Imefanikiwa',
    1: 'Salio halitoshi',
    1001: 'Muamala mwingine unaendelea',
    1032: 'Mteja ameghairi',
    1037: 'Simu haikujibu',
    2001: 'PIN si sahihi',
  },
};

export const statusQueryCopy: Translated<typeof en.statusQueryCopy> = {
  text: 'Bado hakuna callback, au haitakuja? Uliza matokeo ya malipo kwa kuuliza hali ya malipo: inajibu kwa malipo yaliyofanywa hapa, kwenye kichupo hiki cha kivinjari.',
  link: 'Kuuliza hali ya STK push',
};
