import { countries, countryOptions, isLive } from '../countries';
import type { ComingSoonCountry } from '../countries';
import { listPhrase } from '../list-phrase';
import { kenyanMpesa, marketFacts } from '../market-facts';
import { site } from '../site';
import { billsComingSoon } from './airtime';
import { chatMarket } from './chat-market';
import { chatPlaces } from './chat-table';
import type { ChatAnswer, ChatFallback, ChatTableLink, ChatTopic } from './chat-table';
import { cardBrands, formatRate } from './fees';
import { paybill, paybillSteps } from './paybill';
import { availableSdks, sdks } from './sdks';
import { remittanceTimes, signUpHours } from './service-levels';

/**
 * The chat assistant's canned replies in English. Matching lives in lib/chat/ and reads this
 * table as data: a new keyword or topic is an edit here, never in a component. Facts come
 * from their own modules so the chat cannot disagree with the FAQ or the pages; links name
 * a place (chat-table.ts), and the chat writes its address for the reader's market.
 */

const { typicalHours, mostHours, route } = remittanceTimes;
const liveNames = countries.filter(isLive).map((code) => countryOptions[code].name);
const soonCodes = countries.filter((code) => !isLive(code));
const upcomingSdks = sdks.filter((sdk) => sdk.status === 'Coming Soon');

const names = listPhrase;

/** The mark of Kenya's offers on another market's pages: the menus' word (the same, tested). */
export const chatKenyaOnly = 'Kenya only';

/** A market not live yet, in the words its English replies need. */
function market(country: ComingSoonCountry) {
  return chatMarket(country, { list: names, waitingListLabel: (name) => `Hear when we launch in ${name}` });
}

/**
 * Every market's mobile-money services by the names readers type ("MTN MoMo", "Tigo Pesa"):
 * a question naming one is about paying.
 */
const mobileMoneyNames = countries.flatMap((code) =>
  marketFacts[code].mobileMoney.flatMap((service) => [service.name, ...(service.formerly ? [service.formerly] : [])]),
);

/** Words read as another: a place of several words counts as one, as much as any other place. */
export const chatSynonyms: Readonly<Record<string, string>> = { 'dar es salaam': 'dar' };

const { email, phone } = site.contact;
const officeAddress = `${site.office.line}, ${site.office.city}, ${site.office.country}`;

const links = {
  contact: { label: 'Contact form', to: chatPlaces.contactForm },
  email: { label: `Email ${site.contact.email}`, to: chatPlaces.email },
  docs: { label: 'Documentation', to: chatPlaces.docs },
  signUp: { label: 'Create an account', to: chatPlaces.signUp },
} satisfies Record<string, ChatTableLink>;

export const chatTopics: readonly ChatTopic[] = [
  {
    id: 'thanks',
    keywords: ['thanks', 'thank you', 'thank', 'asante', 'cheers'],
    text: 'You are welcome! Is there anything else I can help you with?',
    suggestions: ['How do I sign up?', 'How can I contact support?'],
  },
  {
    id: 'goodbye',
    keywords: ['bye', 'goodbye', 'good bye', 'see you', 'kwaheri', 'that is all'],
    text: `Goodbye, and thank you for visiting ${site.name}! If you need us later, our team is here 24/7 at ${site.contact.email}.`,
    suggestions: ['How can I contact support?'],
  },
  {
    id: 'greeting',
    keywords: ['hi', 'hello', 'hey', 'jambo', 'habari', 'hujambo', 'good morning', 'good afternoon', 'good evening'],
    text: 'Hello! What would you like to know about Kilele Pay? You can ask about fees, transfers to Kenya, our APIs or airtime.',
    suggestions: ['What are your fees?', 'Which SDKs do you have?'],
  },
  {
    id: 'failed-payment',
    keywords: [
      'failed',
      'fail',
      'fails',
      'failing',
      'declined',
      'not received',
      'did not go through',
      'didn t go through',
      'never arrived',
      'reversal',
      'reverse',
      'reversed',
      'refund',
      'refunds',
      'money back',
      'deducted',
      'wrong number',
      'stuck',
      'delayed',
    ],
    text: `Sorry about that. When an M-Pesa prompt fails, is cancelled or gets no answer, no money is taken: you can try again, or pay through Paybill ${paybill.businessNumber}. If money left your M-Pesa but the payment did not arrive, write to ${site.contact.email} or call ${site.contact.phone} with your M-Pesa confirmation SMS and our team will trace it; we are here 24/7. Businesses see every payment and refund on their dashboard and can refund a customer in a few clicks.`,
    suggestions: ['Show me the Paybill steps', 'How can I contact support?'],
    links: [links.email, { label: 'Paybill steps', to: chatPlaces.airtime }],
    elsewhere: (country): ChatAnswer => {
      const { name, waitingList } = market(country);
      return {
        text: `Sorry about that. ${site.name} takes no payments in ${name} yet, so no payment made in ${name} went through us. If you paid on our Kenyan pages (${chatKenyaOnly}: M-Pesa and Paybill ${paybill.businessNumber}) and the money left your M-Pesa without arriving, write to ${email} or call our office in ${site.office.city}, ${site.office.country}, on ${phone} with the M-Pesa confirmation SMS; we are there 24/7.`,
        suggestions: ['How can I contact support?'],
        links: [links.email, waitingList],
      };
    },
  },
  {
    id: 'balance',
    keywords: ['balance', 'balances', 'account balance', 'my balance', 'wallet', 'statement', 'how much is left', 'available funds'],
    text: `Log in to your ${site.name} dashboard to see every payment, settlement and payout as it happens. Developers read a wallet's available and pending balances, with its latest transactions, through the Wallet Balance API. Your own M-Pesa balance is in the M-Pesa menu on your phone (${paybill.ussd}).`,
    suggestions: ['How do I sign up?', 'How can I contact support?'],
    links: [
      { label: 'Log in to the dashboard', to: chatPlaces.logIn },
      { label: 'Wallet Balance API', to: chatPlaces.walletApi },
    ],
    elsewhere: (country) => {
      const { name, menuCodes } = market(country);
      return {
        text: `Your own mobile-money balance is in your service's menu on your phone${menuCodes}. The ${site.name} dashboard and the Wallet Balance API serve accounts in Kenya today (${chatKenyaOnly}); in ${name} they open with the launch.`,
      };
    },
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
    links: [{ label: 'All products and fees', to: chatPlaces.products }],
    elsewhere: (country) => {
      const { name, currency, waitingList } = market(country);
      return {
        text: `Prices in ${currency} will be published when we launch in ${name}. In Kenya (${chatKenyaOnly}), M-Pesa payments cost from ${formatRate('mpesa')} per transaction and card payments from ${formatRate('card')}, with no setup fees and no monthly minimum.`,
        links: [waitingList, { label: 'All products and fees', to: chatPlaces.products }],
      };
    },
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
    elsewhere: (country) => {
      const { name, waitingList } = market(country);
      return {
        text: `Accounts open in Kenya today (${chatKenyaOnly}): sign-up takes under ${signUpHours} hours once your business documents are in, and the sandbox is free. For ${name}, leave your email on our ${name} page to hear the day we launch; a business that also trades in Kenya can start now and add ${name} then, with the same integration.`,
        links: [waitingList, links.signUp],
      };
    },
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
    links: [{ label: 'Send money', to: chatPlaces.remittance }],
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
    links: [{ label: 'Send money to Kenya', to: chatPlaces.remittance }],
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
      { label: 'SDK documentation', to: chatPlaces.sdkDocs },
      { label: 'Developer overview', to: chatPlaces.developers },
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
      { label: 'Try the API sandbox', to: chatPlaces.stkPushApi },
      { label: 'API playground', to: chatPlaces.playground },
    ],
  },
  {
    id: 'demo',
    keywords: ['demo', 'demos', 'demonstration', 'try', 'try it', 'see it', 'example', 'mpesa express', 'm pesa express', 'checkout'],
    text: 'The payment demo lets you try M-Pesa Express (a real payment prompt for a small fixed amount on your own phone), M-Pesa Subscriptions and card payments with a test card.',
    suggestions: ['Tell me about the sandbox', 'What are your fees?'],
    links: [{ label: 'Open the demo', to: chatPlaces.demo }],
    elsewhere: () => ({
      text: `The payment demo runs on ${kenyanMpesa.operator}'s M-Pesa in Kenya (${chatKenyaOnly}): its M-Pesa Express prompt, a real payment for a small fixed amount, reaches Kenyan ${kenyanMpesa.operator} numbers alone. Its card payment, with a test card, works from anywhere.`,
    }),
  },
  {
    id: 'airtime',
    keywords: ['airtime', 'top up', 'topup', 'recharge', 'credit', 'bundles', 'safaricom', 'electricity', 'wifi', 'tokens'],
    text: `Buy airtime for yourself or for another number on our airtime page: enter your M-Pesa number and the amount, then approve the prompt on your phone. If the prompt does not arrive, you can pay through Paybill ${paybill.businessNumber}. ${billsComingSoon}`,
    suggestions: ['Show me the Paybill steps', 'How can I contact support?'],
    links: [{ label: 'Buy airtime', to: chatPlaces.airtime }],
    elsewhere: (country) => {
      const { name, menuCodes, waitingList } = market(country);
      return {
        text: `The airtime on our site is ${kenyanMpesa.operator} airtime for Kenyan numbers, paid with M-Pesa (${chatKenyaOnly}). For a number in ${name}, buy airtime from your mobile-money menu${menuCodes}; we will tell you the day ${site.name} opens in ${name}.`,
        suggestions: ['How can I contact support?'],
        links: [waitingList, { label: 'Buy airtime', to: chatPlaces.airtime }],
      };
    },
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
      'merchant code',
      'merchant number',
      'till number',
    ],
    text: ['To pay through M-Pesa Paybill:', ...paybillSteps().map((step, index) => `${index + 1}. ${step}`)].join('\n'),
    suggestions: ['How do I buy airtime?', 'How can I contact support?'],
    links: [{ label: 'Airtime page', to: chatPlaces.airtime }],
    elsewhere: (country) => {
      const { name, services, waitingList } = market(country);
      return {
        text: `Our Paybill ${paybill.businessNumber} is paid from ${kenyanMpesa.operator}'s M-Pesa menu (${paybill.ussd}) in Kenya only: it takes no payments from ${services}. In ${name}, ${site.name} takes no payments yet: leave your email on our ${name} page to hear the day we launch.`,
        links: [waitingList, { label: 'Airtime page', to: chatPlaces.airtime }],
      };
    },
  },
  {
    id: 'pay-with-mpesa',
    keywords: [
      'm pesa',
      'mpesa',
      'pay with m pesa',
      'pay with mpesa',
      'pay by m pesa',
      'payment method',
      'payment methods',
      'accept payments',
      'accept m pesa',
      'collect payments',
      'card',
      'cards',
      'visa',
      'mastercard',
      'mobile money',
      'momo',
      'pay using',
      ...mobileMoneyNames,
    ],
    text: `To pay with M-Pesa, approve the prompt that appears on your phone by entering your M-Pesa PIN, or pay through Paybill ${paybill.businessNumber} from the M-Pesa menu. Businesses on ${site.name} accept M-Pesa (the prompt, also called STK push, or Paybill) and ${names(cardBrands)} cards, and every payment is confirmed to their system by a real-time webhook.`,
    suggestions: ['Show me the Paybill steps', 'What are your fees?'],
    links: [
      { label: 'Payments infrastructure', to: chatPlaces.infrastructure },
      { label: 'Open the demo', to: chatPlaces.demo },
    ],
    elsewhere: (country) => {
      const { name, services, waitingList } = market(country);
      return {
        text: `In ${name}, ${site.name} will take payments from ${services} when it launches; today it takes payments in Kenya only. In Kenya, a customer approves the M-Pesa prompt on their phone with their PIN or pays through Paybill ${paybill.businessNumber}, and businesses also accept ${names(cardBrands)} cards.`,
        suggestions: ['What are your fees?', 'How can I contact support?'],
        links: [waitingList, { label: 'Payments infrastructure', to: chatPlaces.infrastructure }],
      };
    },
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
    text: `${site.name} is live in ${names(liveNames)}. ${names(soonCodes.map((code) => countryOptions[code].name))} are coming soon: leave your email on their pages to hear the day we launch.`,
    suggestions: ['How do I sign up?', 'How do I send money from the USA to Kenya?'],
    links: soonCodes.map((code) => ({ label: `${countryOptions[code].name}: coming soon`, to: { kind: 'market', country: code } })),
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
      'customer care',
      'office in',
      'reach',
      'sales',
    ],
    text: `Our team is here 24/7: write to ${site.contact.email} or call ${site.contact.phone}. Our office is on the ${site.office.line}, ${site.office.city}.`,
    suggestions: ['What are your fees?', 'How do I sign up?'],
    links: [links.email, links.contact],
    elsewhere: (country) => ({
      text: `Until we launch in ${countryOptions[country].name}, our team, office and phone are in ${site.office.city}, ${site.office.country}: write to ${email} or call ${phone}, 24/7. Our office is on the ${officeAddress}.`,
    }),
  },
];

/** No keyword matched. Ask for more detail and offer documentation or support. */
export const chatFallback: ChatFallback = {
  text: 'I am not sure I understood. Could you tell me a little more about what you need? You can also read our documentation or ask our support team.',
  suggestions: ['What are your fees?', 'How do I sign up?', 'How can I contact support?'],
  links: [links.docs, links.contact],
};
