import { countries, countryOptions, isLive } from '../../countries';
import type { ComingSoonCountry } from '../../countries';
import { listPhraseSw } from '../../i18n/list-phrase';
import { kenyanMpesa } from '../../market-facts';
import { site } from '../../site';
import { chatMarket } from '../chat-market';
import { chatPlaces } from '../chat-table';
import type { ChatAnswer, ChatFallback, ChatTableLink, ChatTopic } from '../chat-table';
import { cardBrands, formatRate } from '../fees';
import { paybill } from '../shared';
import { availableSdks, sdks } from '../sdks';
import { remittanceTimes, signUpHours } from '../service-levels';

/**
 * Majibu ya msaidizi wa gumzo kwa Kiswahili: the chat's replies in Kiswahili, the same topics
 * in the same order as the English table, with links to the same places (chat-table.ts). The
 * English table is never imported here, so a Swahili page downloads these words alone. Each
 * topic's keywords are what Kenyan and Tanzanian visitors type, Sheng and the English words
 * they mix in included ("fees za M-Pesa", "muamala umefail"); the matcher also reads a verb
 * by its root ("nimelipa", "kulipa" → "lipa"). Facts come from their own modules, as in English.
 */

const { typicalHours, mostHours, route } = remittanceTimes;

/** The route's places as Swahili writes them; keyed by the facts, so a new route needs its names here. */
const places: Record<typeof route.from | typeof route.to, string> = { USA: 'Marekani', Kenya: 'Kenya' };
const from = places[route.from];
const to = places[route.to];

const names = listPhraseSw;
const liveNames = countries.filter(isLive).map((code) => countryOptions[code].name);
const soonCodes = countries.filter((code) => !isLive(code));
const upcomingSdks = sdks.filter((sdk) => sdk.status === 'Coming Soon');
const installs = availableSdks.flatMap((sdk) => (sdk.install ? [sdk.install] : []));

/**
 * Words read as another, in questions and keywords alike: the spellings of M-Pesa, the Sheng
 * and everyday words for money, numbers and accounts, and the thanks for help, which is not
 * a request for it. Possessives are read as nothing, so "nambari yenu ya simu" is "nambari
 * ya simu" and "ofisi zenu" is "ofisi".
 */
export const chatSynonyms: Readonly<Record<string, string>> = {
  ...Object.fromEntries(['yangu', 'yako', 'yenu', 'zangu', 'zako', 'zenu', 'langu', 'lako', 'lenu', 'wangu', 'wako', 'wenu'].map((word) => [word, ''])),
  'kwa msaada wako': 'asante',
  'kwa msaada': 'asante',
  'm pesa': 'mpesa',
  'em pesa': 'mpesa',
  namba: 'nambari',
  hela: 'pesa',
  fedha: 'pesa',
  doo: 'pesa',
  mkwanja: 'pesa',
  ganji: 'pesa',
  chapaa: 'pesa',
  mulla: 'pesa',
  account: 'akaunti',
  acc: 'akaunti',
  akaunt: 'akaunti',
  kredo: 'credo',
  bundles: 'bando',
  bundle: 'bando',
  hallo: 'halo',
  shikamo: 'shikamoo',
  'dar es salaam': 'dar',
};

const ask = {
  fees: 'Ada zenu ni kiasi gani?',
  signUp: 'Nitajisajili vipi?',
  sdks: 'Mna SDK zipi?',
  sandbox: 'Niambie kuhusu sandbox',
  demo: 'Naweza kujaribu onyesho?',
  support: 'Nitawasiliana vipi na huduma kwa wateja?',
  sendMoney: `Nitatumaje pesa kutoka ${from} kwenda ${to}?`,
  transferTime: 'Uhamisho huchukua muda gani?',
  paybillSteps: 'Nionyeshe hatua za Paybill',
  airtime: 'Nitanunua vipi muda wa maongezi?',
};

/** Alama ya huduma za Kenya kwenye kurasa za masoko mengine: neno la menyu (lilelile, limejaribiwa). */
export const chatKenyaOnly = 'Kenya pekee';

/** Where a market says it its own way, as the glossary's entries for that market do (Tanzanians: "namba", "muda wa hewani"). */
const marketWords: Record<ComingSoonCountry, { number: string; numbers: string; airtime: string }> = {
  tz: { number: 'namba', numbers: 'namba', airtime: 'muda wa hewani' },
  ug: { number: 'nambari', numbers: 'nambari', airtime: 'muda wa maongezi' },
};

/**
 * Soko ambalo bado halijazinduliwa, kwa maneno ambayo majibu yake yanahitaji: the market's facts
 * as every language states them, with its own words for a number and for airtime.
 */
function market(country: ComingSoonCountry) {
  return {
    ...chatMarket(country, { list: names, waitingListLabel: (name) => `Nijulishe huduma itakapozinduliwa nchini ${name}` }),
    words: marketWords[country],
  };
}

const { email, phone } = site.contact;
const officeAddress = `${site.office.line}, ${site.office.city}, ${site.office.country}`;

const links = {
  contact: { label: 'Fomu ya mawasiliano', to: chatPlaces.contactForm },
  email: { label: `Tuma barua pepe kwa ${site.contact.email}`, to: chatPlaces.email },
  docs: { label: 'Nyaraka', to: chatPlaces.docs },
  signUp: { label: 'Fungua akaunti', to: chatPlaces.signUp },
  demo: { label: 'Fungua onyesho', to: chatPlaces.demo },
} satisfies Record<string, ChatTableLink>;

export const chatTopics: readonly ChatTopic[] = [
  {
    id: 'thanks',
    keywords: ['asante', 'asanteni', 'ahsante', 'asante sana', 'shukrani', 'shukran', 'nashukuru', 'tunashukuru', 'umenisaidia', 'thanks', 'thank you'],
    text: 'Karibu sana! Kuna jambo jingine ninaloweza kukusaidia nalo?',
    suggestions: [ask.signUp, ask.support],
  },
  {
    id: 'goodbye',
    keywords: ['kwaheri', 'kwa heri', 'kwaherini', 'tutaonana', 'tuonane', 'baadaye', 'badae', 'usiku mwema', 'siku njema', 'ni hayo tu', 'bye', 'bai'],
    text: `Kwaheri, na asante kwa kututembelea! Ukituhitaji baadaye, timu yetu inapatikana saa 24 kila siku kupitia ${site.contact.email}.`,
    suggestions: [ask.support],
  },
  {
    id: 'greeting',
    keywords: [
      'habari',
      'habari gani',
      'habari za asubuhi',
      'habari za mchana',
      'habari za jioni',
      'habari za leo',
      'hujambo',
      'hamjambo',
      'jambo',
      'mambo',
      'mambo vipi',
      'vipi',
      'niaje',
      'sasa',
      'poa',
      'shwari',
      'salama',
      'salamu',
      'salaam',
      'shikamoo',
      'marahaba',
      'hali gani',
      'oya',
      'sema',
      'hello',
      'halo',
      'hi',
      'hey',
    ],
    text: `Karibu sana! Ungependa kujua nini kuhusu ${site.name}? Unaweza kuniuliza kuhusu ada, salio, malipo ya M-Pesa, kutuma pesa kutoka ${from} kwenda ${to}, API zetu au muda wa maongezi.`,
    suggestions: [ask.fees, ask.sdks],
  },
  {
    id: 'failed-payment',
    keywords: [
      'feli',
      'goma',
      'fail',
      'failed',
      'shindwa',
      'shindikana',
      'kwama',
      'imekwama',
      'kataliwa',
      'haijafika',
      'hazijafika',
      'haikufika',
      'hazikufika',
      'hayajafika',
      'hayakufika',
      'sijapokea',
      'hajapokea',
      'hajapata',
      'sijapata',
      'haijakamilika',
      'haujakamilika',
      'hayajakamilika',
      'haikukamilika',
      'haukukamilika',
      'hayakukamilika',
      'haikupita',
      'haijapita',
      'haipiti',
      'katwa',
      'rudishiwa',
      'rudishiwe',
      'rudishwa',
      'rudisha',
      'rejesha',
      'rejeshewa',
      'reverse',
      'reversal',
      'refund',
      'kosea nambari',
      'nambari isiyo sahihi',
      'kimakosa',
      'makosa',
      'tatizo la malipo',
      'tatizo na malipo',
      'shida na malipo',
      'shida ya malipo',
      'shida na muamala',
      'hitilafu',
      'haijaingia',
      'hazijaingia',
      'haikuingia',
      'hazikuingia',
      'hayajaingia',
      'pending',
      'stuck',
    ],
    text: `Pole kwa usumbufu. Ombi la M-Pesa likishindwa, likisitishwa au lisipojibiwa, hakuna pesa inayokatwa: unaweza kujaribu tena, au kulipa kupitia Paybill ${paybill.businessNumber}. Ikiwa pesa zimetoka kwenye M-Pesa yako lakini malipo hayakufika, tuandikie kwa ${site.contact.email} au piga simu ${site.contact.phone} ukiwa na SMS ya uthibitisho ya M-Pesa, na timu yetu itaufuatilia muamala huo; tunapatikana saa 24 kila siku. Wafanyabiashara huona kila malipo na kila urejeshaji wa pesa kwenye dashibodi yao, na wanaweza kumrejeshea mteja pesa kwa mibofyo michache.`,
    suggestions: [ask.paybillSteps, ask.support],
    links: [links.email, { label: 'Hatua za Paybill', to: chatPlaces.airtime }],
    elsewhere: (country): ChatAnswer => {
      const { name, waitingList } = market(country);
      return {
        text: `Pole kwa usumbufu. ${site.name} bado haipokei malipo nchini ${name}, kwa hiyo hakuna malipo yaliyofanywa nchini ${name} yaliyopita kwetu. Ikiwa ulilipa kwenye kurasa zetu za Kenya (${chatKenyaOnly}: M-Pesa na Paybill ${paybill.businessNumber}) na pesa zikatoka kwenye M-Pesa yako bila malipo kufika, tuandikie kwa ${email} au piga simu ofisini kwetu ${site.office.city}, ${site.office.country}, kwa ${phone} ukiwa na SMS ya uthibitisho ya M-Pesa; tunapatikana saa 24 kila siku.`,
        suggestions: [ask.support],
        links: [links.email, waitingList],
      };
    },
  },
  {
    id: 'balance',
    keywords: [
      'salio',
      'salio la akaunti',
      'angalia salio',
      'bakiwa',
      'imebaki',
      'zimebaki',
      'pochi',
      'taarifa ya akaunti',
      'miamala ya wiki',
      'miamala ya mwezi',
      'taarifa ya miamala',
      'historia ya miamala',
      'dashibodi',
      'balance',
      'wallet',
      'statement',
    ],
    text: `Ingia kwenye dashibodi yako ya ${site.name} uone malipo yote, malipo yaliyokamilika na malipo kwa wapokeaji papo hapo yanapotokea. Wasanidi programu husoma salio la pochi, yaani pesa zinazoweza kutumika sasa na zile zilizo njiani kuingia, pamoja na miamala yake ya hivi karibuni, kupitia API ya salio la pochi. Salio lako la M-Pesa lenyewe liko kwenye menyu ya M-Pesa kwenye simu yako (${paybill.ussd}).`,
    suggestions: [ask.signUp, ask.support],
    links: [
      { label: 'Ingia kwenye dashibodi', to: chatPlaces.logIn },
      { label: 'API ya salio la pochi (kwa Kiingereza)', to: chatPlaces.walletApi },
    ],
    elsewhere: (country) => {
      const { name, menuCodes } = market(country);
      return {
        text: `Salio lako la pesa za simu liko kwenye menyu ya huduma yako kwenye simu${menuCodes}. Dashibodi ya ${site.name} na API ya salio la pochi zinahudumia akaunti za Kenya kwa sasa (${chatKenyaOnly}); nchini ${name} zitapatikana huduma itakapozinduliwa.`,
      };
    },
  },
  {
    id: 'fees',
    keywords: [
      'ada',
      'bei',
      'bei gani',
      'gharama',
      'gharimu',
      'kiasi gani',
      'shilingi ngapi',
      'tozo',
      'makato',
      'kamisheni',
      'asilimia',
      'kila mwezi',
      'viwango',
      'chaji',
      'charge',
      'charges',
      'fees',
      'fee',
      'price',
      'pricing',
    ],
    text: `Malipo ya M-Pesa yanagharimu kuanzia ${formatRate('mpesa')} kwa kila muamala, na malipo kwa kadi kuanzia ${formatRate('card')}. Hakuna ada ya kuanza wala kiwango cha chini cha kila mwezi, na biashara zenye miamala mingi zinaweza kuomba viwango vya chini zaidi.`,
    suggestions: [ask.signUp, ask.demo],
    links: [{ label: 'Bidhaa zote na ada', to: chatPlaces.products }],
    elsewhere: (country) => {
      const { name, currency, waitingList } = market(country);
      return {
        text: `Bei kwa ${currency} zitatangazwa huduma itakapozinduliwa nchini ${name}. Nchini Kenya (${chatKenyaOnly}), malipo ya M-Pesa yanagharimu kuanzia ${formatRate('mpesa')} kwa kila muamala na malipo kwa kadi kuanzia ${formatRate('card')}, bila ada ya kuanza wala kiwango cha chini cha kila mwezi.`,
        links: [waitingList, { label: 'Bidhaa zote na ada', to: chatPlaces.products }],
      };
    },
  },
  {
    id: 'sign-up',
    keywords: [
      'jisajili',
      'usajili',
      'sajili',
      'fungua akaunti',
      'funguliwa akaunti',
      'akaunti mpya',
      'akaunti ya biashara',
      'anza sasa',
      'anza kutumia',
      'anza kupokea malipo',
      'jiunge',
      'jiunga',
      'ufunguo wa api',
      'funguo za api',
      'sign up',
      'signup',
      'register',
      'api key',
    ],
    text: `Usajili huchukua chini ya saa ${signUpHours} baada ya nyaraka za biashara yako kuwasilishwa. Fungua akaunti yako kwenye dashibodi na uanze kujenga mara moja kwenye sandbox ya bure, bila kulipa chochote.`,
    suggestions: [ask.sandbox, ask.sdks],
    links: [links.signUp],
    elsewhere: (country) => {
      const { name, waitingList } = market(country);
      return {
        text: `Kwa sasa akaunti zinafunguliwa nchini Kenya (${chatKenyaOnly}): usajili huchukua chini ya saa ${signUpHours} baada ya nyaraka za biashara yako kuwasilishwa, na sandbox ni bure. Kwa ${name}, acha barua pepe yako kwenye ukurasa wetu wa ${name} ili tukujulishe siku huduma itakapozinduliwa; biashara inayofanya kazi pia nchini Kenya inaweza kuanza sasa na kuongeza ${name} wakati huo, kwa muunganisho uleule.`,
        links: [waitingList, links.signUp],
      };
    },
  },
  {
    id: 'remittance-time',
    keywords: ['muda gani', 'haraka kiasi gani', 'lini', 'fika', 'kufika', 'masaa mangapi', 'saa ngapi', 'chelewa', 'kusubiri', 'subiri', 'how long'],
    text: `Pesa zinazotumwa kutoka ${from} kwenda ${to} kwa kawaida hufika ndani ya saa ${typicalHours.min}-${typicalHours.max}, na nyingi hufika ndani ya saa ${mostHours.min}-${mostHours.max}. Wapokeaji hulipwa kwenye M-Pesa au akaunti ya benki.`,
    suggestions: [ask.sendMoney, ask.fees],
    links: [{ label: 'Tuma pesa', to: chatPlaces.remittance }],
  },
  {
    id: 'usa-kenya',
    keywords: [
      'marekani',
      'amerika',
      'usa',
      'america',
      'nje ya nchi',
      'kutoka nje',
      'ughaibuni',
      'ng ambo',
      'diaspora',
      'tuma pesa',
      'tume pesa',
      'tumie pesa',
      'tumiwa pesa',
      'uhamisho',
      'hamisha pesa',
      'kimataifa',
      'mipaka',
      'dola',
      'dollar',
      'dollars',
      'remittance',
      'send money',
    ],
    text: `Unaweza kutuma pesa kutoka ${from} kwenda ${to} kwa viwango vilivyo wazi, na mpokeaji akalipwa kwenye M-Pesa au akaunti ya benki. Uhamisho unazingatia masharti ya KYC na mwingi hufika ndani ya saa ${mostHours.min}-${mostHours.max}.`,
    suggestions: [ask.transferTime, ask.fees],
    links: [{ label: `Tuma pesa kwenda ${to}`, to: chatPlaces.remittance }],
  },
  {
    id: 'sdks',
    keywords: [
      'maktaba',
      'unganisha',
      'unganishe',
      'msimbo',
      'lugha ya programu',
      'kwenye tovuti',
      'kwenye app',
      'sdk',
      'sdks',
      'python',
      'node',
      'nodejs',
      'javascript',
      'php',
      'java',
      'npm',
      'pip',
      'code',
      'integration',
      'integrate',
    ],
    text: `Tuna SDK za ${names(availableSdks.map((sdk) => sdk.name))}, na za ${names(upcomingSdks.map((sdk) => sdk.name))} zinakuja hivi karibuni. Sakinisha mojawapo kwa amri ${installs.join(' au ')}.`,
    suggestions: [ask.sandbox, ask.signUp],
    links: [
      { label: 'Nyaraka za SDK', to: chatPlaces.sdkDocs },
      { label: 'Muhtasari kwa wasanidi programu', to: chatPlaces.developers },
    ],
  },
  {
    id: 'sandbox',
    keywords: [
      'mazingira ya majaribio',
      'majaribio',
      'jaribu api',
      'msanidi',
      'wasanidi',
      'msanidi programu',
      'wasanidi programu',
      'nyaraka',
      'maelezo ya api',
      'sandbox',
      'api',
      'apis',
      'developer',
      'developers',
      'docs',
      'webhook',
      'webhooks',
      'callback',
      'stk push',
      'daraja',
    ],
    text: 'Sandbox ni bure, na huhitaji kulipa chochote. Inaiga majibu ya M-Pesa ili ujaribu STK push na malipo ya kujirudia bila kuhamisha pesa halisi: ijaribu kwenye ukurasa wowote wa API, kisha tumia ufunguo wako wa sandbox kwenye msimbo wako.',
    suggestions: [ask.sdks, ask.signUp],
    links: [
      { label: 'Jaribu sandbox ya API (kwa Kiingereza)', to: chatPlaces.stkPushApi },
      { label: 'Uwanja wa majaribio wa API', to: chatPlaces.playground },
    ],
  },
  {
    id: 'demo',
    keywords: ['onyesho', 'maonyesho', 'jaribu', 'mfano', 'inavyofanya kazi', 'demo', 'mpesa express', 'checkout'],
    text: 'Onyesho la malipo linakuwezesha kujaribu M-Pesa Express (ombi halisi la malipo ya kiasi kidogo kisichobadilika kwenye simu yako mwenyewe), malipo ya kujirudia ya M-Pesa na malipo kwa kadi ukitumia kadi ya majaribio.',
    suggestions: [ask.sandbox, ask.fees],
    links: [links.demo],
    elsewhere: (country) => ({
      text: `Onyesho la malipo linatumia M-Pesa ya ${kenyanMpesa.operator} nchini Kenya (${chatKenyaOnly}): ombi lake la M-Pesa Express, malipo halisi ya kiasi kidogo kisichobadilika, hufika kwenye ${market(country).words.numbers} za ${kenyanMpesa.operator} za Kenya pekee. Malipo yake kwa kadi, kwa kadi ya majaribio, yanaweza kujaribiwa popote.`,
    }),
  },
  {
    id: 'airtime',
    keywords: [
      'muda wa maongezi',
      'maongezi',
      'salio la simu',
      'ongeza salio',
      'weka salio',
      'nunua salio',
      'vocha',
      'credo',
      'bando',
      'vifurushi',
      'kifurushi',
      'umeme',
      'stima',
      'luku',
      'tokeni',
      'token',
      'lipia umeme',
      'lipia luku',
      'airtime',
      'top up',
      'recharge',
      'safaricom',
      'wifi',
    ],
    text: `Nunua muda wa maongezi kwa ajili yako au kwa nambari nyingine kwenye ukurasa wetu wa muda wa maongezi: weka nambari yako ya M-Pesa na kiasi, kisha ukubali ombi kwenye simu yako. Ombi lisipofika, unaweza kulipa kupitia Paybill ${paybill.businessNumber}. Malipo ya umeme na wifi yanakuja hivi karibuni.`,
    suggestions: [ask.paybillSteps, ask.support],
    links: [{ label: 'Nunua muda wa maongezi', to: chatPlaces.airtime }],
    elsewhere: (country) => {
      const { name, words, menuCodes, waitingList } = market(country);
      const airtime = words.airtime.charAt(0).toUpperCase() + words.airtime.slice(1);
      return {
        text: `${airtime} kwenye tovuti yetu ni wa ${kenyanMpesa.operator} kwa ${words.numbers} za Kenya, unaolipwa kwa M-Pesa (${chatKenyaOnly}). Kwa ${words.number} ya ${name}, nunua ${words.airtime} kupitia menyu ya pesa za simu ya mtandao wako${menuCodes}; tutakujulisha siku ${site.name} itakapozinduliwa nchini ${name}.`,
        suggestions: [ask.support],
        links: [waitingList, { label: 'Nunua muda wa maongezi', to: chatPlaces.airtime }],
      };
    },
  },
  {
    id: 'paybill',
    keywords: [
      'paybill',
      'pay bill',
      'nambari ya biashara',
      'nambari ya akaunti',
      'hatua',
      'hatua za paybill',
      'kwa mkono',
      'menyu ya mpesa',
      'lipa na mpesa',
      'lipa bili',
      'lipia bili',
      'business number',
      'nambari ya kampuni',
      'lipa nambari',
      '334',
    ],
    text: [
      'Kulipa kupitia Paybill ya M-Pesa:',
      ...[
        `Fungua menyu ya M-Pesa kwenye simu yako, au piga ${paybill.ussd}`,
        'Chagua Lipa na M-Pesa, kisha Pay Bill',
        `Weka nambari ya biashara ${paybill.businessNumber}`,
        'Weka nambari ya akaunti: nambari ya simu ya mpokeaji',
        'Weka kiasi',
        'Weka PIN yako ya M-Pesa na uthibitishe',
      ].map((step, index) => `${index + 1}. ${step}`),
    ].join('\n'),
    suggestions: [ask.airtime, ask.support],
    links: [{ label: 'Ukurasa wa muda wa maongezi', to: chatPlaces.airtime }],
    elsewhere: (country) => {
      const { name, services, waitingList } = market(country);
      return {
        text: `Paybill yetu ${paybill.businessNumber} inalipwa kupitia menyu ya M-Pesa ya ${kenyanMpesa.operator} (${paybill.ussd}) nchini Kenya pekee: haipokei malipo kutoka ${services}. Nchini ${name}, ${site.name} bado haipokei malipo: acha barua pepe yako kwenye ukurasa wetu wa ${name} ili tukujulishe siku huduma itakapozinduliwa.`,
        links: [waitingList, { label: 'Ukurasa wa muda wa maongezi', to: chatPlaces.airtime }],
      };
    },
  },
  {
    id: 'pay-with-mpesa',
    keywords: [
      'mpesa',
      'lipa',
      'lipia',
      'lipa kwa mpesa',
      'lipia kwa mpesa',
      'lipwa kwa mpesa',
      'pokea mpesa',
      'njia za malipo',
      'njia za kulipa',
      'kadi',
      'visa',
      'mastercard',
      'card',
      'lipa kwa',
      'pesa za simu',
      'mobile money',
      'momo',
      'mtn momo',
    ],
    text: `Kulipa kwa M-Pesa, kubali ombi linalotokea kwenye simu yako kwa kuweka PIN yako ya M-Pesa, au lipa kupitia Paybill ${paybill.businessNumber} kwenye menyu ya M-Pesa. Biashara zinazotumia ${site.name} hupokea malipo ya M-Pesa (kupitia ombi hilo, yaani STK push, au kupitia Paybill) na ya kadi za ${names(cardBrands)}, na kila malipo yanathibitishwa kwa mfumo wao kwa webhook ya papo hapo.`,
    suggestions: [ask.paybillSteps, ask.fees],
    links: [{ label: 'Miundombinu ya malipo', to: chatPlaces.infrastructure }, links.demo],
    elsewhere: (country) => {
      const { name, services, waitingList } = market(country);
      return {
        text: `Nchini ${name}, ${site.name} itapokea malipo kupitia ${services} huduma itakapozinduliwa; kwa sasa inapokea malipo nchini Kenya pekee. Nchini Kenya, mteja hukubali ombi la M-Pesa kwenye simu yake kwa kuweka PIN yake, au hulipa kupitia Paybill ${paybill.businessNumber}, na biashara hupokea pia kadi za ${names(cardBrands)}.`,
        suggestions: [ask.fees, ask.support],
        links: [waitingList, { label: 'Miundombinu ya malipo', to: chatPlaces.infrastructure }],
      };
    },
  },
  {
    id: 'countries',
    keywords: [
      'nchi',
      'nchi gani',
      'patikana',
      'mnapatikana wapi',
      'soko',
      'masoko',
      'kanda',
      'zindua',
      'anza lini',
      'fungua lini',
      'uzinduzi',
      'mnafanya kazi',
      'afrika mashariki',
      'afrika',
      'kenya',
      'uganda',
      'tanzania',
      'bongo',
      'kampala',
      'dar es salaam',
      'arusha',
      'mwanza',
      'dodoma',
      'zanzibar',
      'tigo pesa',
      'airtel money',
      'halopesa',
      'mixx',
    ],
    text: `${site.name} inapatikana nchini ${names(liveNames)}. Huduma nchini ${names(soonCodes.map((code) => countryOptions[code].name))} inakuja hivi karibuni: acha barua pepe yako kwenye kurasa zao ili tukujulishe siku tutakapozindua.`,
    suggestions: [ask.signUp, ask.sendMoney],
    links: soonCodes.map((code) => ({ label: `${countryOptions[code].name}: inakuja hivi karibuni`, to: { kind: 'market', country: code } })),
  },
  {
    id: 'contact',
    keywords: [
      'wasiliana',
      'wasiliane',
      'mawasiliano',
      'msaada',
      'saidie',
      'saidieni',
      'huduma kwa wateja',
      'barua pepe',
      'nambari ya simu',
      'piga simu',
      'pigie',
      'ongea',
      'ongee',
      'zungumza',
      'ofisi',
      'ofisi iko',
      'mko wapi',
      'anwani',
      'mahali',
      'mtu',
      'binadamu',
      'wakala',
      'mauzo',
      'whatsapp',
      'support',
      'customer care',
      'help',
      'email',
    ],
    text: `Timu yetu inapatikana saa 24 kila siku: tuandikie kwa ${site.contact.email} au piga simu ${site.contact.phone}. Ofisi yetu iko ${site.office.line}, ${site.office.city}.`,
    suggestions: [ask.fees, ask.signUp],
    links: [links.email, links.contact],
    elsewhere: (country) => ({
      text: `Hadi huduma itakapozinduliwa nchini ${countryOptions[country].name}, timu yetu, ofisi na simu yetu viko ${site.office.city}, ${site.office.country}: tuandikie kwa ${email} au piga simu ${phone}, saa 24 kila siku. Ofisi yetu iko ${officeAddress}.`,
    }),
  },
];

/** No keyword matched. Ask for more detail and offer documentation or support. */
export const chatFallback: ChatFallback = {
  text: 'Samahani, sijakuelewa vizuri. Unaweza kunieleza kidogo zaidi kuhusu unachohitaji? Unaweza pia kusoma nyaraka zetu au kuuliza timu yetu ya huduma kwa wateja.',
  suggestions: [ask.fees, ask.signUp, ask.support],
  links: [links.docs, links.contact],
};
