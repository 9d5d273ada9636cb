import type { Country } from '../countries';
import type { VerbPattern } from './verb-forms';

/**
 * The fixed terms of the Kiswahili site, for translators and reviewers, and checked by the tests
 * (`glossary-check.ts`) on every Swahili copy module and article. One rendering per concept,
 * written as Kenyan and Tanzanian payment services write them: M-Pesa's own menus say
 * "Lipa na M-Pesa", "Tuma Pesa", "Nunua muda wa maongezi". Where a market says it its own way
 * (Tanzanians say "namba ya simu"), the term names that rendering for that market's pages.
 */

/**
 * Names never translated: brands, products, places, standards and technical terms that
 * Swahili-speaking developers and payment users read as they are. A Swahili value made of
 * these alone (with numbers and punctuation) may equal its English one.
 */
export const keptAsIs = [
  'Kilele Pay Send',
  'Kilele Pay',
  'M-Pesa Express',
  'M-Pesa',
  'Lipa na M-Pesa',
  'Pochi la Biashara',
  'M-Pesa Tanzania',
  'Vodacom',
  'Mixx by Yas',
  'Tigo Pesa',
  'Airtel Money',
  'Halopesa',
  'MTN MoMo',
  'MTN',
  'Safaricom',
  'Paybill',
  'Pay Bill',
  'Till',
  'STK push',
  'STK',
  'API',
  'APIs',
  'SDK',
  'SDKs',
  'REST',
  'JSON',
  'HTTP',
  'OpenAPI',
  'Postman',
  'Insomnia',
  'Markdown',
  'webhook',
  'endpoint',
  'schema',
  'Wifi',
  'webhooks',
  'Bearer',
  'sandbox',
  'KYC',
  'POS',
  'PIN',
  'CVV',
  'CSV',
  'SMS',
  'USSD',
  'KES',
  'TZS',
  'UGX',
  'MM/YY',
  'Python',
  'Node.js',
  'PHP',
  'Java',
  'Visa',
  'Mastercard',
  'Daraja',
  'Nairobi',
  'Kenya',
  'Uganda',
  'Tanzania',
  'Kampala',
  'Gulu',
  'Dar es Salaam',
  'Arusha',
  'Gikomba',
  'Upper Hill',
  'Wanjiru Kamau',
  'X',
  'LinkedIn',
  'Facebook',
  'Instagram',
  'GitHub',
] as const;

/**
 * A rendering ruled out. A phrase matches whole words in any case ("pochi la" is not "pochi
 * lake"); a verb matches every form it takes, with its subject, tense and object markers and
 * its passive or applied endings ("kuliidhinisha", "zinaidhinishwa": `verb-forms.ts`),
 * optionally only with a given marker or before given words; a pattern covers what neither
 * can say.
 */
export type RuledOut = string | RegExp | VerbPattern;

export interface GlossaryTerm {
  /** The English word or phrase as the English site uses it. */
  en: string;
  /** The one Swahili rendering used everywhere. */
  sw: string;
  note?: string;
  /** Renderings a reviewer may meet elsewhere and must not use here (checked in the copy). */
  avoid?: readonly RuledOut[];
  /**
   * A market's own word for the concept (whole words): used on that market's pages, ruled out
   * on every other (the Kenyan pages and the articles, read in every market).
   */
  inMarket?: Partial<Record<Country, string>>;
}

export const terms: readonly GlossaryTerm[] = [
  { en: 'payment(s)', sw: 'malipo', note: 'Singular and plural alike: "malipo ya M-Pesa".' },
  { en: 'pay', sw: 'lipa', note: 'As in "Lipa na M-Pesa"; "kulipa" after a verb, "lipia" for paying for something.' },
  { en: 'send money', sw: 'tuma pesa', note: 'M-Pesa\'s own "Tuma Pesa".' },
  { en: 'receive', sw: 'pokea' },
  {
    en: 'transaction(s)',
    sw: 'muamala / miamala',
    note: 'The word Kenyan and Tanzanian banks and mobile-money services print on statements.',
    avoid: ['shughuli ya malipo', 'shughuli za malipo'],
  },
  { en: 'mobile money', sw: 'pesa za simu', note: '"Malipo ya pesa za simu" for mobile-money payments.', avoid: ['pesa kwa simu'] },
  { en: 'merchant', sw: 'mfanyabiashara / wafanyabiashara', avoid: ['mchuuzi', 'wachuuzi'] },
  { en: 'business', sw: 'biashara' },
  { en: 'customer', sw: 'mteja / wateja' },
  {
    en: 'developer',
    sw: 'msanidi programu / wasanidi programu',
    note: '"Wasanidi" alone once the full term has been used nearby.',
    avoid: ['mtengenezaji programu', 'watengenezaji programu'],
  },
  { en: 'account', sw: 'akaunti' },
  {
    en: 'number (phone, account, card)',
    sw: 'nambari',
    note: '"Nambari ya simu" on Kenyan pages and in articles; Tanzanian pages say "namba ya simu".',
    inMarket: { tz: 'namba' },
  },
  { en: 'amount', sw: 'kiasi' },
  {
    en: 'fee',
    sw: 'ada',
    note: '"Ada ya muamala" for a transaction fee; "gharama" only for what something costs overall.',
  },
  {
    en: 'charge (one debit of a recurring payment)',
    sw: 'makato',
    note: '"Kila makato yanathibitishwa": one collection of a recurring payment, never the product itself.',
  },
  {
    en: 'airtime',
    sw: 'muda wa maongezi',
    note: 'Safaricom\'s own term; "(airtime)" may follow it once where a visitor looks for the English word. Vodacom Tanzania says "muda wa hewani".',
    inMarket: { tz: 'muda wa hewani' },
  },
  {
    en: 'put money on M-Pesa (deposit)',
    sw: 'weka pesa kwenye M-Pesa',
    note: '"Ongeza salio" is buying airtime: never for the M-Pesa balance.',
    avoid: [{ verb: 'ongeza', followedBy: ['salio la M-Pesa', 'salio lako la M-Pesa', 'salio lake la M-Pesa'] }],
  },
  {
    en: 'remittance',
    sw: 'kutuma pesa kutoka nje ya nchi',
    note: '"Uhamisho wa pesa wa kimataifa" where a noun reads better (cross-border remittances).',
    avoid: ['nchi za nje'],
  },
  { en: 'cross-border', sw: 'wa kimataifa', note: '"Uhamisho wa kimataifa", "huduma za kimataifa".', avoid: ['kuvuka mipaka'] },
  { en: 'reconciliation', sw: 'ulinganishaji wa hesabu', note: '"Linganisha hesabu" as a verb or button.' },
  { en: 'automatic(ally)', sw: 'kiotomatiki', avoid: ['kiautomatiki', 'yanayojiendesha yenyewe'] },
  { en: 'dashboard', sw: 'dashibodi' },
  { en: 'sign up', sw: 'Jisajili', note: 'The verb; "usajili" is the noun (sign-up).' },
  { en: 'log in', sw: 'Ingia' },
  { en: 'get started', sw: 'Anza sasa' },
  { en: 'learn more', sw: 'Soma zaidi' },
  { en: 'contact us', sw: 'Wasiliana nasi', note: '"Wasiliana na timu ya mauzo" for Contact Sales.' },
  { en: 'coming soon', sw: 'Inakuja hivi karibuni' },
  { en: 'subscribe (newsletter)', sw: 'Jiandikishe', note: 'Not for recurring payments: see subscription.' },
  { en: 'send (button)', sw: 'Tuma' },
  { en: 'documentation', sw: 'nyaraka', avoid: ['hati za maelezo'] },
  { en: 'privacy policy', sw: 'Sera ya Faragha' },
  { en: 'terms (of service)', sw: 'Masharti ya Matumizi' },
  { en: 'cookie policy', sw: 'Sera ya Vidakuzi', note: '"Vidakuzi" is the established rendering of browser cookies.' },
  { en: 'card', sw: 'kadi' },
  { en: 'bank', sw: 'benki' },
  {
    en: 'wallet',
    sw: 'pochi',
    note: 'A noun of the N class: "pochi ya M-Pesa", "pochi yako", "pochi za wateja". Safaricom\'s product "Pochi la Biashara" keeps its own name.',
    avoid: ['mkoba wa pesa', 'pochi la', 'pochi lako', 'pochi lake', 'pochi hili'],
  },
  {
    en: 'subscription (recurring payments)',
    sw: 'malipo ya kujirudia',
    note: 'The product and the payments alike: "ukusanyaji wa malipo ya kujirudia"; never "usajili" (sign-up). Safaricom\'s standing orders are a product of their own, "M-Pesa Ratiba".',
    avoid: ['yanayojirudia', 'makato ya kujirudia', 'makusanyo', 'ya kila mara'],
  },
  { en: 'payout', sw: 'malipo kwa wapokeaji' },
  { en: 'blog', sw: 'blogu' },
  { en: 'demo', sw: 'onyesho', note: '"Onyesho la malipo" for the payment demo; "majaribio" is a test.' },
  { en: 'sandbox', sw: 'sandbox', note: 'Kept as the API products name it; explained once as "mazingira ya majaribio".' },
  { en: 'prompt (M-Pesa)', sw: 'ombi la M-Pesa', note: 'The request that appears on the phone asking for the PIN.' },
  {
    en: 'approve (a prompt)',
    sw: 'kubali',
    note: 'What the customer does with the PIN: "mteja anakubali ombi kwa PIN yake", "kulikubali". "Thibitisha" is confirm, "idhinisha" a card\'s authorisation ("kadi imeidhinishwa").',
    avoid: [
      // Any form of idhinisha with the prompt (li-) or the payments (ya-) as its object: "kuliidhinisha", "anayaidhinisha".
      { verb: 'idhinisha', object: ['li', 'ya'] },
      { verb: 'idhinisha', followedBy: ['ombi', 'maombi', 'malipo', 'kwa PIN'] },
      { verb: 'thibitisha', followedBy: ['ombi', 'maombi', 'kwa PIN'] },
      'wataidhinisha',
      'anathibitisha malipo',
    ],
  },
  { en: 'authorise (a card payment)', sw: 'idhinisha', note: '"Kadi imeidhinishwa": the card issuer\'s yes.' },
  { en: 'confirm (a payment, to a system)', sw: 'thibitisha', note: 'The noun is "uthibitisho" (confirmation).' },
  {
    en: 'authentication',
    sw: 'uthibitishaji wa utambulisho',
    note: 'Proving who calls the API (the key, the Bearer token). Never "uthibitishaji" alone: it read as validation too.',
    avoid: [/(?<!\p{L})uthibitishaji(?! wa utambulisho)/iu],
  },
  {
    en: 'validation',
    sw: 'ukaguzi',
    note: 'Checking data against the rules: "ukaguzi wa miamala", "makosa ya ukaguzi"; the verb is "kagua".',
  },
  { en: "order (a shop's)", sw: 'agizo / maagizo', avoid: ['oda'] },
  { en: 'request (to the API)', sw: 'ombi / maombi', note: '"Kikomo cha maombi" for the rate limit.' },
  { en: 'API key', sw: 'ufunguo wa API' },
  { en: 'integration', sw: 'muunganisho' },
  { en: 'active (users)', sw: 'amilifu', note: '"Hai" is alive: a user is not.', avoid: ['watumiaji hai'] },
  { en: 'top up', sw: 'ongeza salio / nunua muda wa maongezi' },
  { en: 'email address', sw: 'barua pepe' },
  { en: 'real-time', sw: 'papo hapo', avoid: ['wakati halisi'] },
  { en: 'settle (a payment)', sw: 'kukamilika (malipo)' },
  { en: 'refund', sw: 'kurejesha pesa', note: '"Urejeshaji wa pesa" for one refund.' },
  { en: 'invoice', sw: 'ankara' },
  { en: 'open (unpaid) invoices', sw: 'ankara ambazo hazijalipwa', avoid: ['ankara zilizo wazi', 'ankara iliyo wazi'] },
  {
    en: 'launch (a market, a product)',
    sw: 'zindua',
    note: '"Itakapozinduliwa nchini Tanzania", "tutakapozindua"; "fungua" stays for opening an account, a page or a menu.',
    avoid: [{ verb: 'fungua', tense: ['takapo', 'ja'] }],
  },
  {
    en: 'card payments',
    sw: 'malipo kwa kadi',
    note: 'As a payment is made "kwa M-Pesa", it is made "kwa kadi"; "ya kadi" belongs to the card itself (nambari ya kadi).',
    avoid: ['malipo ya kadi'],
  },
  {
    en: 'record(s), log, audit trail',
    sw: 'rekodi',
    note: '"Rekodi za malipo", "rekodi ya utumaji" (a delivery log), "rekodi za ukaguzi" (an audit trail); the verb is "rekodi". "Kumbukumbu" is a payment\'s reference only.',
    avoid: [
      /(?<!\p{L})kumbukumbu (?:za|ya) (?:malipo|mfumo|ukaguzi|kifedha|benki|pesa|mapato|utumaji)(?!\p{L})/iu,
      { verb: 'tunza', followedBy: ['kumbukumbu'] },
      'kumbukumbu safi',
    ],
  },
  {
    en: "reference (a payment's)",
    sw: 'kumbukumbu',
    note: 'What the merchant sends with a payment to find it again ("AccountReference"): "kumbukumbu ya kipekee", "nambari ya kumbukumbu". Never the API reference (marejeo) and never a record (rekodi).',
  },
  { en: 'API reference', sw: 'marejeo ya API', avoid: ['marejeleo'] },
  {
    en: "virtual phone (the sandbox's)",
    sw: 'simu pepe',
    note: '"Pepe" as in "barua pepe": what exists only on the screen.',
    avoid: ['simu ya mfano', 'simu za mfano'],
  },
  {
    en: 'regulator(s)',
    sw: 'msimamizi / wasimamizi',
    note: '"Wasimamizi wa sekta ya fedha"; "mdhibiti wa data" stays the data controller of the data protection law.',
    avoid: ['wadhibiti'],
  },
  {
    en: 'failed (a payment, a request)',
    sw: 'shindwa',
    note: '"Malipo yameshindwa", "malipo yaliyoshindwa", "imeshindwa kunakili".',
    avoid: [{ verb: 'shindikana' }, /(?<!\p{L})(?:ha|\p{L}*si)\p{L}*fanikiw\p{L}*/iu],
  },
  {
    en: 'signature (of a callback)',
    sw: 'saini',
    note: '"Saini ya callback", "tia saini", "hakiki saini": "sahihi" is kept for correct ("PIN isiyo sahihi").',
    avoid: [
      { verb: 'tia', followedBy: ['sahihi'] },
      { verb: 'hakiki', followedBy: ['sahihi'] },
      { verb: 'kagua', followedBy: ['sahihi'] },
      /(?<!\p{L})(?:\p{L}*enye|ina|haina|na|vya|za) sahihi(?!\p{L})/iu,
      /(?<!\p{L})sahihi (?:ya (?:webhook|callback|kichwa)|za|kadhaa)(?!\p{L})/iu,
    ],
  },
  {
    en: 'verify (a signature)',
    sw: 'hakiki',
    note: '"Hakiki saini", "uhakiki"; "kagua" is validation.',
    avoid: [{ verb: 'kagua', followedBy: ['saini'] }],
  },
  {
    en: 'savings group',
    sw: 'kikundi cha akiba / vikundi vya akiba',
    note: 'Kenyans say "chama", but in Tanzania a "chama" is a party or an association: the articles are read in every market.',
    avoid: ['chama', 'vyama', 'michango ya chama'],
  },
  {
    en: 'frequency (of a recurring payment)',
    sw: 'kipindi (cha malipo)',
    note: 'Daily, weekly, monthly: "kipindi cha makato". "Marudio" is a repeat (a webhook delivered twice).',
    avoid: [/(?<!\p{L})marudio (?:ya (?:makato|malipo)|matatu)(?!\p{L})/iu, 'kiasi na marudio', 'kiasi, marudio'],
  },
  {
    en: 'unmatched (a payment in reconciliation)',
    sw: 'muamala usiolingana / miamala isiyolingana',
    note: '"Kesi" is a case in court.',
    avoid: ['kesi'],
  },
  { en: 'who started a transaction', sw: 'anayeanzisha muamala', avoid: ['mwanzilishi wa muamala'] },
  { en: 'build with (an API)', sw: 'kwa kutumia API', note: 'Not the English "build on top of".', avoid: ['juu ya API', 'juu ya modeli'] },
  { en: 'exchange rate', sw: 'kiwango cha ubadilishaji' },
  { en: 'financial inclusion', sw: 'ujumuishaji wa kifedha' },
  { en: 'fintech', sw: 'teknolojia ya fedha' },
  { en: 'USA', sw: 'Marekani' },
];
