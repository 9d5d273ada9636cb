import { apiDocHref, pageHref } from '../routes';
import { countries, countryOptions, defaultCountry, isLive } from '../countries';
import { listPhrase } from '../list-phrase';
import { site } from '../site';
import { formatRate } from './fees';
import { billsComingSoon } from './airtime';
import { paybill, paybillSteps } from './paybill';
import { availableSdks, sdks } from './sdks';
import { remittanceTimes, signUpHours } from './service-levels';

/**
 * The chat assistant's canned replies. Matching
 * lives in lib/chat/reply.ts and reads this table as data: a new keyword or topic is an edit
 * here, never in a component. Facts come from their own modules so the chat cannot disagree
 * with the FAQ or the pages.
 */

/** A link under a reply: a page of ours (`/ke/...`), another host (new tab) or a mailto/tel. */
export interface ChatLink {
  label: string;
  href: string;
  external?: boolean;
}

export interface ChatTopic {
  id: string;
  /**
   * Words or phrases, matched as whole words, ignoring case and punctuation ("M-Pesa" and
   * "m pesa" are the same). The topic with the most matched words wins; ties go to the
   * topic listed first, so specific topics come before general ones.
   */
  keywords: readonly string[];
  text: string;
  /** Follow-up questions shown as chips; each must itself match a topic (tested). */
  suggestions?: readonly string[];
  links?: readonly ChatLink[];
}

const { typicalHours, mostHours, route } = remittanceTimes;
// The chat is the same on every page; its links lead to the live market's pages.
const home = defaultCountry;
const liveNames = countries.filter(isLive).map((code) => countryOptions[code].name);
const soonNames = countries.filter((code) => !isLive(code)).map((code) => countryOptions[code].name);
const upcomingSdks = sdks.filter((sdk) => sdk.status === 'Coming Soon');

const names = listPhrase;

const links = {
  contact: { label: 'Contact form', href: pageHref(home, 'home', 'contact') },
  email: { label: `Email ${site.contact.email}`, href: `mailto:${site.contact.email}` },
  docs: { label: 'Documentation', href: site.external.docs, external: true },
  signUp: { label: 'Create an account', href: site.external.signUp, external: true },
} satisfies Record<string, ChatLink>;

export const chatTopics: readonly ChatTopic[] = [
  {
    id: 'greeting',
    keywords: ['hi', 'hello', 'hey', 'jambo', 'habari', 'hujambo', 'good morning', 'good afternoon', 'good evening'],
    text: 'Hello! What would you like to know about Kilele Pay? You can ask about fees, transfers to Kenya, our APIs or airtime.',
    suggestions: ['What are your fees?', 'Which SDKs do you have?'],
  },
  {
    id: 'thanks',
    keywords: ['thanks', 'thank you', 'thank', 'asante', 'cheers'],
    text: 'You are welcome! Is there anything else I can help you with?',
    suggestions: ['How do I sign up?', 'How can I contact support?'],
  },
  {
    id: 'fees',
    keywords: [
      'fee',
      'fees',
      'cost',
      'costs',
      'price',
      'prices',
      'pricing',
      'charge',
      'charges',
      'rate',
      'rates',
      'commission',
      'how much',
      'percentage',
      'tariff',
    ],
    text: `M-Pesa payments cost from ${formatRate('mpesa')} per transaction and card payments from ${formatRate('card')}. There are no setup fees and no monthly minimum, and businesses with high volumes can ask for lower rates.`,
    suggestions: ['How do I sign up?', 'Can I try a demo?'],
    links: [{ label: 'All products and fees', href: pageHref(home, 'products') }],
  },
  {
    id: 'sign-up',
    keywords: [
      'sign up',
      'signup',
      'sign me up',
      'register',
      'registration',
      'onboarding',
      'onboard',
      'open an account',
      'create an account',
      'new account',
      'get started',
      'getting started',
      'join',
      'api key',
      'api keys',
    ],
    text: `Sign-up takes under ${signUpHours} hours once your business documents are in. Create your account on the dashboard and start building in the free sandbox straight away, with no payment required.`,
    suggestions: ['Tell me about the sandbox', 'Which SDKs do you have?'],
    links: [links.signUp],
  },
  {
    id: 'remittance-time',
    keywords: [
      'how long',
      'how fast',
      'how quickly',
      'arrive',
      'arrives',
      'arrival',
      'delivery time',
      'transfer time',
      'processing time',
      'waiting',
      'delay',
      'speed',
    ],
    text: `Transfers from the ${route.from} to ${route.to} typically arrive within ${typicalHours.min}-${typicalHours.max} hours, and most arrive within ${mostHours.min}-${mostHours.max} hours. Recipients are paid to M-Pesa or a bank account.`,
    suggestions: ['How do I send money from the USA to Kenya?', 'What are your fees?'],
    links: [{ label: 'Send money', href: site.external.remittance, external: true }],
  },
  {
    id: 'usa-kenya',
    keywords: [
      'usa',
      'america',
      'united states',
      'diaspora',
      'abroad',
      'overseas',
      'send money',
      'sending money',
      'remittance',
      'remittances',
      'remit',
      'cross border',
      'international',
      'transfer',
      'transfers',
      'dollars',
    ],
    text: `You can send money from the ${route.from} to ${route.to} with transparent rates and payouts to M-Pesa or a bank account. Transfers are KYC compliant and most arrive within ${mostHours.min}-${mostHours.max} hours.`,
    suggestions: ['How long do transfers take?', 'What are your fees?'],
    links: [{ label: 'Send money to Kenya', href: site.external.remittance, external: true }],
  },
  {
    id: 'sdks',
    keywords: [
      'sdk',
      'sdks',
      'library',
      'libraries',
      'python',
      'node',
      'nodejs',
      'javascript',
      'typescript',
      'php',
      'java',
      'npm',
      'pip',
      'package',
      'packages',
      'integrate',
      'integration',
      'code',
    ],
    text: `We have SDKs for ${names(availableSdks.map((sdk) => sdk.name))}, with ${names(upcomingSdks.map((sdk) => sdk.name))} coming soon. Install one with ${names(availableSdks.flatMap((sdk) => (sdk.install ? [sdk.install] : [])))}.`,
    suggestions: ['Tell me about the sandbox', 'How do I sign up?'],
    links: [
      { label: 'SDK documentation', href: site.external.sdks, external: true },
      { label: 'Developer overview', href: pageHref(home, 'developers') },
    ],
  },
  {
    id: 'sandbox',
    keywords: [
      'sandbox',
      'test',
      'testing',
      'test mode',
      'playground',
      'try the api',
      'api',
      'apis',
      'developer',
      'developers',
      'documentation',
      'docs',
      'stk push',
      'webhook',
      'webhooks',
    ],
    text: 'The sandbox is free, with no payment required. It simulates M-Pesa responses so you can test STK push and subscriptions without moving money: try it on any API page, then use your sandbox key from code.',
    suggestions: ['Which SDKs do you have?', 'How do I sign up?'],
    links: [
      { label: 'Try the API sandbox', href: apiDocHref(home, 'mpesa-stk-push') },
      { label: 'API playground', href: site.external.playground, external: true },
    ],
  },
  {
    id: 'demo',
    keywords: ['demo', 'demos', 'demonstration', 'try', 'try it', 'see it', 'example', 'mpesa express', 'm pesa express', 'checkout'],
    text: 'The payment demo lets you try M-Pesa Express (a real payment prompt for a small fixed amount on your own phone), M-Pesa Subscriptions and card payments with a test card.',
    suggestions: ['Tell me about the sandbox', 'What are your fees?'],
    links: [{ label: 'Open the demo', href: pageHref(home, 'demo') }],
  },
  {
    id: 'airtime',
    keywords: ['airtime', 'top up', 'topup', 'recharge', 'credit', 'bundles', 'safaricom', 'electricity', 'wifi', 'tokens'],
    text: `Buy airtime for yourself or for another number on our airtime page: enter your M-Pesa number and the amount, then approve the prompt on your phone. If the prompt does not arrive, you can pay through Paybill ${paybill.businessNumber}. ${billsComingSoon}`,
    suggestions: ['Show me the Paybill steps', 'How can I contact support?'],
    links: [{ label: 'Buy airtime', href: pageHref(home, 'airtime') }],
  },
  {
    id: 'paybill',
    keywords: [
      'paybill',
      'pay bill',
      'business number',
      'account number',
      'manual',
      'manually',
      'steps',
      'mpesa menu',
      'm pesa menu',
      'lipa na mpesa',
      'lipa na m pesa',
    ],
    text: ['To pay through M-Pesa Paybill:', ...paybillSteps().map((step, index) => `${index + 1}. ${step}`)].join('\n'),
    suggestions: ['How do I buy airtime?', 'How can I contact support?'],
    links: [{ label: 'Airtime page', href: pageHref(home, 'airtime') }],
  },
  {
    id: 'countries',
    keywords: [
      'country',
      'countries',
      'where',
      'available',
      'markets',
      'market',
      'region',
      'launch',
      'uganda',
      'tanzania',
      'kenya',
      'kampala',
      'dar es salaam',
      'east africa',
      'africa',
      'operate',
    ],
    text: `${site.name} is live in ${names(liveNames)}. ${names(soonNames)} are coming soon: leave your email on their pages to hear the day we launch.`,
    suggestions: ['How do I sign up?', 'How do I send money from the USA to Kenya?'],
    links: countries.filter((code) => !isLive(code)).map((code) => ({ label: `${countryOptions[code].name}: coming soon`, href: pageHref(code, 'home') })),
  },
  {
    id: 'contact',
    keywords: [
      'contact',
      'support',
      'help',
      'email',
      'phone',
      'call',
      'talk',
      'speak',
      'office',
      'address',
      'location',
      'human',
      'agent',
      'person',
      'customer service',
      'reach',
      'sales',
    ],
    text: `Our team is here 24/7: write to ${site.contact.email} or call ${site.contact.phone}. Our office is on the ${site.office.line}, ${site.office.city}.`,
    suggestions: ['What are your fees?', 'How do I sign up?'],
    links: [links.email, links.contact],
  },
];

/** No keyword matched. Ask for more detail and offer documentation or support. */
export const chatFallback: Omit<ChatTopic, 'keywords' | 'id'> = {
  text: 'I am not sure I understood. Could you tell me a little more about what you need? You can also read our documentation or ask our support team.',
  suggestions: ['What are your fees?', 'How do I sign up?', 'How can I contact support?'],
  links: [links.docs, links.contact],
};

/** The single message a new (or reset) conversation starts with. */
export const chatGreeting = {
  text: `Hi! I am the ${site.name} assistant. Ask me about fees, sending money from the ${route.from} to ${route.to}, our APIs and SDKs, or airtime.`,
  suggestions: ['What are your fees?', 'How long do transfers take?', 'Which SDKs do you have?'],
} as const;

/** Buttons under the greeting: each sends its question as if typed. */
export const chatQuickActions: readonly { label: string; message: string }[] = [
  { label: 'Pricing', message: 'What are your fees?' },
  { label: 'Send money to Kenya', message: 'How do I send money from the USA to Kenya?' },
  { label: 'Developer sandbox', message: 'Tell me about the sandbox' },
  { label: 'Talk to support', message: 'How can I contact support?' },
];

export const chatCopy = {
  title: `${site.name} Assistant`,
  status: 'Replies in seconds',
  inputLabel: 'Your message',
  placeholder: 'Ask a question…',
  send: 'Send',
  reset: 'Reset chat',
  minimise: 'Minimise chat',
  expand: 'Expand chat',
  close: 'Close chat',
  typing: 'Assistant is typing',
  you: 'You',
  assistant: 'Assistant',
  quickActions: 'Quick actions',
  suggestions: 'Suggested questions',
  conversation: 'Conversation',
  /** Said after the name of a link that opens in a new tab. */
  opensInNewTab: ' (opens in a new tab)',
} as const;
