/**
 * The fixed terms of the Kiswahili site, for translators and reviewers (and read by the
 * completeness check). Written as Kenyan and Tanzanian payment services write them: M-Pesa's
 * own menus say "Lipa na M-Pesa", "Tuma Pesa", "Nunua muda wa maongezi".
 */

/**
 * Names never translated: brands, products, places, standards and technical terms that
 * Swahili-speaking developers and payment users read as they are. A Swahili value made of
 * these alone (with numbers and punctuation) may equal its English one.
 */
export const keptAsIs = [
  'Kilele Pay',
  'M-Pesa Express',
  'M-Pesa',
  'Lipa na M-Pesa',
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

export interface GlossaryTerm {
  /** The English word or phrase as the English site uses it. */
  en: string;
  /** The one Swahili rendering used everywhere. */
  sw: string;
  note?: string;
  /** Renderings a reviewer may meet elsewhere and must not use here (checked in the copy). */
  avoid?: readonly string[];
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
    avoid: ['shughuli ya malipo'],
  },
  { en: 'merchant', sw: 'mfanyabiashara / wafanyabiashara', avoid: ['mchuuzi'] },
  { en: 'business', sw: 'biashara' },
  {
    en: 'developer',
    sw: 'msanidi programu / wasanidi programu',
    note: '"Wasanidi" alone once the full term has been used nearby.',
    avoid: ['mtengenezaji programu', 'watengenezaji programu'],
  },
  { en: 'account', sw: 'akaunti' },
  { en: 'phone number', sw: 'nambari ya simu', avoid: ['namba ya simu'] },
  { en: 'amount', sw: 'kiasi' },
  { en: 'fee', sw: 'ada', note: '"Ada ya muamala" for a transaction fee; "gharama" only for what something costs overall.' },
  { en: 'airtime', sw: 'muda wa maongezi', note: 'Safaricom\'s own term; "(airtime)" may follow it once where a visitor looks for the English word.' },
  {
    en: 'remittance',
    sw: 'kutuma pesa kutoka nje ya nchi',
    note: '"Uhamisho wa pesa wa kimataifa" where a noun reads better (cross-border remittances).',
  },
  { en: 'reconciliation', sw: 'ulinganishaji wa hesabu', note: '"Linganisha hesabu" as a verb or button.' },
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
  { en: 'wallet', sw: 'pochi', note: 'As in "Pochi la Biashara".', avoid: ['mkoba wa pesa'] },
  { en: 'subscription', sw: 'malipo ya kujirudia', note: 'Recurring payments; never "usajili" (sign-up).' },
  { en: 'payout', sw: 'malipo kwa wapokeaji' },
  { en: 'blog', sw: 'blogu' },
  { en: 'demo', sw: 'onyesho', note: '"Onyesho la malipo" for the payment demo; "majaribio" is a test.' },
  { en: 'sandbox', sw: 'sandbox', note: 'Kept as the API products name it; explained once as "mazingira ya majaribio".' },
  { en: 'prompt (M-Pesa)', sw: 'ombi la M-Pesa', note: 'The request that appears on the phone asking for the PIN.' },
  { en: 'top up', sw: 'ongeza salio / nunua muda wa maongezi' },
  { en: 'email address', sw: 'barua pepe' },
  { en: 'real-time', sw: 'papo hapo' },
  { en: 'settle (a payment)', sw: 'kukamilika (malipo)' },
  { en: 'refund', sw: 'kurejesha pesa' },
  { en: 'invoice', sw: 'ankara' },
  { en: 'exchange rate', sw: 'kiwango cha ubadilishaji' },
  { en: 'financial inclusion', sw: 'ujumuishaji wa kifedha' },
  { en: 'fintech', sw: 'teknolojia ya fedha' },
  { en: 'USA', sw: 'Marekani' },
];
