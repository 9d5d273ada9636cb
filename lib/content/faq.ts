import type { Country } from '../countries';
import { countryOptions } from '../countries';
import { listPhrase } from '../list-phrase';
import { marketFacts } from '../market-facts';
import { site } from '../site';
import type { ComingSoonCountry } from '../countries';
import { cardBrands, formatRate } from './fees';
import { remittanceTimes, signUpHours } from './service-levels';

/** FAQ: five question and answer pairs per country. */
export interface FaqEntry {
  question: string;
  answer: string;
}

const { typicalHours, mostHours } = remittanceTimes;

const kenya: FaqEntry[] = [
  {
    question: 'How much does Kilele Pay charge per transaction?',
    answer: `M-Pesa payments cost from ${formatRate('mpesa')} per transaction and card payments from ${formatRate('card')}. There are no setup fees and no monthly minimum; businesses with high volumes can ask for lower rates.`,
  },
  {
    question: 'How long does a remittance from the USA to Kenya take?',
    answer: `Transfers typically arrive within ${typicalHours.min}-${typicalHours.max} hours, and most arrive within ${mostHours.min}-${mostHours.max} hours. Recipients can be paid to M-Pesa or a bank account.`,
  },
  {
    question: 'How quickly can my business start accepting payments?',
    answer: `Sign-up takes under ${signUpHours} hours once your business documents are in. You can start building in the free sandbox straight away, with no payment required.`,
  },
  {
    question: 'Which payment methods can my customers use?',
    answer: `M-Pesa through STK push (the customer approves a prompt on their phone) or Paybill, and ${listPhrase(cardBrands)} cards. Every payment is confirmed to your system by a real-time webhook.`,
  },
  {
    question: 'Do you have SDKs and a sandbox for developers?',
    answer:
      'Yes. The REST API comes with Python and Node.js SDKs, with PHP and Java on the way, and a free sandbox that simulates M-Pesa responses so you can test without moving money.',
  },
];

function comingSoon(country: ComingSoonCountry): FaqEntry[] {
  const { name } = countryOptions[country];
  return [
    {
      question: `When will ${site.name} launch in ${name}?`,
      answer: `We are preparing our ${name} launch with local partners and regulators. Leave your email on this page and we will write to you once, on the day it opens.`,
    },
    {
      question: `Which payment methods will ${site.name} support in ${name}?`,
      answer: `The same products as in Kenya: mobile-money push payments from ${listPhrase(marketFacts[country].mobileMoney.map((service) => service.name))}, card payments, real-time webhooks and automated reconciliation, through one API.`,
    },
    {
      question: `Can my business in ${name} use ${site.name} today?`,
      answer: `Not yet in ${name}. If you also trade in Kenya, you can open a Kenyan account now and add ${name} when it launches, with the same integration.`,
    },
    {
      question: `What will ${site.name} cost in ${name}?`,
      answer: `Prices in ${marketFacts[country].currency} will be published at launch. In Kenya, mobile-money payments cost from ${formatRate('mpesa')} and card payments from ${formatRate('card')}, with no setup fees.`,
    },
    {
      question: 'What will you do with my email address?',
      answer: `We use it only to tell you when ${site.name} opens in ${name}. We do not share it, and every message has a link to stop hearing from us.`,
    },
  ];
}

export const faqByCountry: Record<Country, FaqEntry[]> = {
  ke: kenya,
  ug: comingSoon('ug'),
  tz: comingSoon('tz'),
};
