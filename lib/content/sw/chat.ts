import { countries, countryOptions, isLive } from '../../countries';
import type { Translated } from '../../i18n/translated';
import { site } from '../../site';
import type * as en from '../chat';
import { chatFallback as englishFallback, chatTopics as englishTopics } from '../chat';
import type { ChatLink, ChatTopic } from '../chat';
import { formatRate } from '../fees';
import { paybill } from '../shared';
import { availableSdks, sdks } from '../sdks';
import { remittanceTimes, signUpHours } from '../service-levels';

/**
 * The chat assistant in Kiswahili: the same topics, in the same order, with the same links
 * (ids and addresses come from the English table; only the words are written here). Each topic
 * has its own Swahili keywords; a Swahili page matches them together with the English ones
 * (lib/chat/locales.ts), since visitors mix both languages ("bei ya API", "fees za M-Pesa").
 * Rates are the fee module's own (`formatRate`), so the chat never disagrees with the pages.
 */

const { typicalHours, mostHours, route } = remittanceTimes;

/** The route's places as Swahili writes them; keyed by the facts, so a new route needs its names here. */
const places: Record<typeof route.from | typeof route.to, string> = { USA: 'Marekani', Kenya: 'Kenya' };
const from = places[route.from];
const to = places[route.to];

/** "A", "A na B", "A, B na C". */
function names(items: readonly string[]): string {
  return items.length > 1 ? `${items.slice(0, -1).join(', ')} na ${items[items.length - 1]}` : (items[0] ?? '');
}

const liveNames = countries.filter(isLive).map((code) => countryOptions[code].name);
const soonCodes = countries.filter((code) => !isLive(code));
const upcomingSdks = sdks.filter((sdk) => sdk.status === 'Coming Soon');
const installs = availableSdks.flatMap((sdk) => (sdk.install ? [sdk.install] : []));

/** The Swahili words of one topic: its keywords, its reply, its chips and its links' labels. */
interface TopicWords {
  keywords: readonly string[];
  text: string;
  suggestions?: readonly string[];
  /** One label per link of the English topic, in the same order. */
  linkLabels?: readonly string[];
}

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

const linkWords = {
  contact: 'Fomu ya mawasiliano',
  email: `Tuma barua pepe kwa ${site.contact.email}`,
  docs: 'Nyaraka',
  signUp: 'Fungua akaunti',
};

const paybillSteps = [
  `Fungua menyu ya M-Pesa kwenye simu yako, au piga ${paybill.ussd}`,
  'Chagua Lipa na M-Pesa, kisha Pay Bill',
  `Weka nambari ya biashara ${paybill.businessNumber}`,
  'Weka nambari ya akaunti: nambari ya simu ya mpokeaji',
  'Weka kiasi',
  'Weka PIN yako ya M-Pesa na uthibitishe',
];

const topicWords = new Map<string, TopicWords>([
  [
    'greeting',
    {
      keywords: [
        'habari',
        'hujambo',
        'hamjambo',
        'jambo',
        'salamu',
        'salaam',
        'shikamoo',
        'habari yako',
        'habari za asubuhi',
        'habari za mchana',
        'habari za jioni',
        'niaje',
      ],
      text: `Habari! Ungependa kujua nini kuhusu ${site.name}? Unaweza kuuliza kuhusu ada, kutuma pesa kwenda ${to}, API zetu au muda wa maongezi.`,
      suggestions: [ask.fees, ask.sdks],
    },
  ],
  [
    'thanks',
    {
      keywords: ['asante', 'asanteni', 'ahsante', 'asante sana', 'shukrani', 'nashukuru', 'tunashukuru'],
      text: 'Karibu! Kuna jambo jingine ninaloweza kukusaidia?',
      suggestions: [ask.signUp, ask.support],
    },
  ],
  [
    'fees',
    {
      keywords: [
        'ada',
        'bei',
        'bei gani',
        'gharama',
        'gharama gani',
        'kiasi gani',
        'shilingi ngapi',
        'tozo',
        'makato',
        'kamisheni',
        'asilimia',
        'kiwango',
        'viwango',
        'inagharimu',
        'inagharimu kiasi gani',
      ],
      text: `Malipo ya M-Pesa yanagharimu kuanzia ${formatRate('mpesa')} kwa kila muamala, na malipo ya kadi kuanzia ${formatRate('card')}. Hakuna ada ya kuanza wala kiwango cha chini cha kila mwezi, na biashara zenye miamala mingi zinaweza kuomba viwango vya chini zaidi.`,
      suggestions: [ask.signUp, ask.demo],
      linkLabels: ['Bidhaa zote na ada'],
    },
  ],
  [
    'sign-up',
    {
      keywords: [
        'jisajili',
        'kujisajili',
        'nijisajili',
        'nitajisajili',
        'usajili',
        'sajili',
        'fungua akaunti',
        'kufungua akaunti',
        'nifungue akaunti',
        'akaunti mpya',
        'anza sasa',
        'jiunge',
        'kujiunga',
        'ufunguo wa api',
        'funguo za api',
      ],
      text: `Usajili huchukua chini ya saa ${signUpHours} baada ya nyaraka za biashara yako kuwasilishwa. Fungua akaunti yako kwenye dashibodi na uanze kujenga mara moja kwenye sandbox ya bure, bila kulipa chochote.`,
      suggestions: [ask.sandbox, ask.sdks],
      linkLabels: [linkWords.signUp],
    },
  ],
  [
    'remittance-time',
    {
      keywords: [
        'muda gani',
        'huchukua muda gani',
        'inachukua muda gani',
        'itachukua muda gani',
        'haraka kiasi gani',
        'lini',
        'itafika lini',
        'yatafika lini',
        'zitafika lini',
        'kufika',
        'kuchelewa',
        'imechelewa',
        'zimechelewa',
        'kusubiri',
      ],
      text: `Pesa zinazotumwa kutoka ${from} kwenda ${to} kwa kawaida hufika ndani ya saa ${typicalHours.min}-${typicalHours.max}, na nyingi hufika ndani ya saa ${mostHours.min}-${mostHours.max}. Wapokeaji hulipwa kwenye M-Pesa au akaunti ya benki.`,
      suggestions: [ask.sendMoney, ask.fees],
      linkLabels: ['Tuma pesa'],
    },
  ],
  [
    'usa-kenya',
    {
      keywords: [
        'marekani',
        'kutoka marekani',
        'nje ya nchi',
        'ughaibuni',
        'ng ambo',
        'tuma pesa',
        'kutuma pesa',
        'nitume pesa',
        'tumaje pesa',
        'nitatumaje pesa',
        'kutumiwa pesa',
        'kupokea pesa',
        'uhamisho',
        'kuhamisha pesa',
        'kimataifa',
        'kuvuka mipaka',
        'dola',
      ],
      text: `Unaweza kutuma pesa kutoka ${from} kwenda ${to} kwa viwango vilivyo wazi, na mpokeaji akalipwa kwenye M-Pesa au akaunti ya benki. Uhamisho unazingatia masharti ya KYC na mwingi hufika ndani ya saa ${mostHours.min}-${mostHours.max}.`,
      suggestions: [ask.transferTime, ask.fees],
      linkLabels: [`Tuma pesa kwenda ${to}`],
    },
  ],
  [
    'sdks',
    {
      keywords: ['maktaba', 'maktaba za programu', 'kuunganisha', 'unganisha', 'kuunganisha mfumo', 'msimbo', 'lugha ya programu'],
      text: `Tuna SDK za ${names(availableSdks.map((sdk) => sdk.name))}, na za ${names(upcomingSdks.map((sdk) => sdk.name))} zinakuja hivi karibuni. Sakinisha moja kwa ${names(installs)}.`,
      suggestions: [ask.sandbox, ask.signUp],
      linkLabels: ['Nyaraka za SDK', 'Muhtasari kwa wasanidi programu'],
    },
  ],
  [
    'sandbox',
    {
      keywords: [
        'mazingira ya majaribio',
        'majaribio',
        'kujaribu api',
        'jaribu api',
        'msanidi',
        'wasanidi',
        'msanidi programu',
        'wasanidi programu',
        'nyaraka',
        'maelezo ya api',
      ],
      text: 'Sandbox ni bure, na huhitaji kulipa chochote. Inaiga majibu ya M-Pesa ili ujaribu STK push na malipo ya kujirudia bila kuhamisha pesa halisi: ijaribu kwenye ukurasa wowote wa API, kisha tumia ufunguo wako wa sandbox kwenye msimbo wako.',
      suggestions: [ask.sdks, ask.signUp],
      linkLabels: ['Jaribu sandbox ya API', 'Uwanja wa majaribio wa API'],
    },
  ],
  [
    'demo',
    {
      keywords: ['onyesho', 'maonyesho', 'jaribu', 'kujaribu', 'nijaribu', 'naweza kujaribu', 'mfano', 'ona inavyofanya kazi'],
      text: 'Onyesho la malipo linakuwezesha kujaribu M-Pesa Express (ombi halisi la malipo ya kiasi kidogo kisichobadilika kwenye simu yako mwenyewe), malipo ya kujirudia ya M-Pesa na malipo ya kadi kwa kadi ya majaribio.',
      suggestions: [ask.sandbox, ask.fees],
      linkLabels: ['Fungua onyesho'],
    },
  ],
  [
    'airtime',
    {
      keywords: [
        'muda wa maongezi',
        'nunua muda wa maongezi',
        'kununua muda wa maongezi',
        'salio',
        'ongeza salio',
        'kuongeza salio',
        'vocha',
        'bando',
        'vifurushi',
        'umeme',
        'stima',
        'luku',
        'tokeni',
      ],
      text: `Nunua muda wa maongezi kwa ajili yako au kwa nambari nyingine kwenye ukurasa wetu wa muda wa maongezi: weka nambari yako ya M-Pesa na kiasi, kisha kubali ombi kwenye simu yako. Ombi lisipofika, unaweza kulipa kupitia Paybill ${paybill.businessNumber}. Malipo ya umeme na wifi yanakuja hivi karibuni.`,
      suggestions: [ask.paybillSteps, ask.support],
      linkLabels: ['Nunua muda wa maongezi'],
    },
  ],
  [
    'paybill',
    {
      keywords: [
        'nambari ya biashara',
        'namba ya biashara',
        'nambari ya akaunti',
        'namba ya akaunti',
        'hatua',
        'hatua za paybill',
        'kwa mkono',
        'menyu ya m pesa',
        'menyu ya mpesa',
        'lipa bili',
        'lipia bili',
      ],
      text: ['Kulipa kupitia Paybill ya M-Pesa:', ...paybillSteps.map((step, index) => `${index + 1}. ${step}`)].join('\n'),
      suggestions: [ask.airtime, ask.support],
      linkLabels: ['Ukurasa wa muda wa maongezi'],
    },
  ],
  [
    'countries',
    {
      keywords: [
        'nchi',
        'nchi gani',
        'mnapatikana',
        'mnapatikana wapi',
        'inapatikana',
        'wapi',
        'soko',
        'masoko',
        'kanda',
        'kuzindua',
        'uzinduzi',
        'mnafanya kazi',
        'afrika mashariki',
        'afrika',
        'arusha',
        'mwanza',
        'dodoma',
        'zanzibar',
      ],
      text: `${site.name} inapatikana nchini ${names(liveNames)}. Huduma nchini ${names(soonCodes.map((code) => countryOptions[code].name))} inakuja hivi karibuni: acha barua pepe yako kwenye kurasa zao ili tukujulishe siku tutakapozindua.`,
      suggestions: [ask.signUp, ask.sendMoney],
      linkLabels: soonCodes.map((code) => `${countryOptions[code].name}: inakuja hivi karibuni`),
    },
  ],
  [
    'contact',
    {
      keywords: [
        'wasiliana',
        'kuwasiliana',
        'nitawasiliana',
        'mawasiliano',
        'msaada',
        'nisaidie',
        'huduma kwa wateja',
        'barua pepe',
        'simu',
        'piga simu',
        'kupiga simu',
        'kuongea',
        'kuzungumza',
        'ofisi',
        'ofisi iko wapi',
        'ofisi yenu iko wapi',
        'anwani',
        'mahali',
        'mtu',
        'binadamu',
        'mauzo',
      ],
      text: `Timu yetu inapatikana saa 24 kila siku: tuandikie kwa ${site.contact.email} au piga simu ${site.contact.phone}. Ofisi yetu iko ${site.office.line}, ${site.office.city}.`,
      suggestions: [ask.fees, ask.signUp],
      linkLabels: [linkWords.email, linkWords.contact],
    },
  ],
]);

/** The English links with Swahili labels: the addresses are the English table's own. */
function relabel(links: readonly ChatLink[] | undefined, labels: readonly string[] | undefined, where: string): ChatLink[] | undefined {
  if (!links) return undefined;
  return links.map((link, index) => {
    const label = labels?.[index];
    if (label === undefined) throw new Error(`No Swahili label for link ${index} of ${where}`);
    return { ...link, label };
  });
}

function translateTopic(topic: ChatTopic): ChatTopic {
  const words = topicWords.get(topic.id);
  if (!words) throw new Error(`No Swahili words for the chat topic "${topic.id}"`);
  const links = relabel(topic.links, words.linkLabels, topic.id);
  return {
    id: topic.id,
    keywords: words.keywords,
    text: words.text,
    ...(words.suggestions ? { suggestions: words.suggestions } : {}),
    ...(links ? { links } : {}),
  };
}

export const chatTopics: Translated<typeof en.chatTopics> = englishTopics.map(translateTopic);

/** No keyword matched. Ask for more detail and offer documentation or support. */
export const chatFallback: Translated<typeof en.chatFallback> = {
  text: 'Sina uhakika kama nimekuelewa. Unaweza kunieleza kidogo zaidi kuhusu unachohitaji? Unaweza pia kusoma nyaraka zetu au kuuliza timu yetu ya huduma kwa wateja.',
  suggestions: [ask.fees, ask.signUp, ask.support],
  links: relabel(englishFallback.links, [linkWords.docs, linkWords.contact], 'the fallback') ?? [],
};

/** The single message a new (or reset) conversation starts with. */
export const chatGreeting: Translated<typeof en.chatGreeting> = {
  text: `Habari! Mimi ni msaidizi wa ${site.name}. Niulize kuhusu ada, kutuma pesa kutoka ${from} kwenda ${to}, API na SDK zetu, au muda wa maongezi.`,
  suggestions: [ask.fees, ask.transferTime, ask.sdks],
};

/** Buttons under the greeting: each sends its question as if typed. */
export const chatQuickActions: Translated<typeof en.chatQuickActions> = [
  { label: 'Bei', message: ask.fees },
  { label: `Tuma pesa kwenda ${to}`, message: ask.sendMoney },
  { label: 'Sandbox ya wasanidi programu', message: ask.sandbox },
  { label: 'Ongea na huduma kwa wateja', message: ask.support },
];

export const chatCopy: Translated<typeof en.chatCopy> = {
  title: `Msaidizi wa ${site.name}`,
  status: 'Hujibu ndani ya sekunde chache',
  inputLabel: 'Ujumbe wako',
  placeholder: 'Uliza swali…',
  send: 'Tuma',
  reset: 'Anza mazungumzo upya',
  minimise: 'Punguza dirisha la mazungumzo',
  expand: 'Panua dirisha la mazungumzo',
  close: 'Funga mazungumzo',
  typing: 'Msaidizi anaandika',
  you: 'Wewe',
  assistant: 'Msaidizi',
  quickActions: 'Vitendo vya haraka',
  suggestions: 'Maswali yanayopendekezwa',
  conversation: 'Mazungumzo',
  opensInNewTab: ' (inafunguka kwenye kichupo kipya)',
};
