import { site } from '../site';
import { experience } from './stats';

/** Copy of the About page, section by section. */
export const aboutHero = {
  eyebrow: 'About us',
  title: 'Payments infrastructure built in Africa, for Africa',
  lead: `${site.name} helps businesses accept payments, send money across borders and build on developer-first APIs, from our home in ${site.office.city}.`,
} as const;

export const whoWeAre = {
  title: 'Who We Are',
  paragraphs: [
    `${site.name} is a payment service provider founded in ${site.office.city} in ${site.foundingYear}. We connect businesses to the ways Kenyans pay (M-Pesa push and Paybill, cards and bank transfers) through one dependable platform.`,
    `With ${experience.years} ${experience.label.toLowerCase()}, we have helped merchants, developers and families abroad move money simply and safely. Our engineers, compliance specialists and support staff work from ${site.office.line}, ${site.office.city}.`,
  ],
  image: {
    src: '/images/team/team.svg',
    alt: `The ${site.name} team planning at a whiteboard in the ${site.office.city} office`,
    width: 560,
    height: 400,
  },
} as const;

export const aboutStatsLabel = `${site.name} in numbers`;

export interface WhatWeDoCard {
  title: string;
  description: string;
  icon: 'layers' | 'globe' | 'terminal';
}

export const whatWeDoHeading = {
  title: 'What We Do',
  lead: 'Three things, done well, so that money moves the way your business needs it to.',
} as const;

export const whatWeDo: WhatWeDoCard[] = [
  {
    title: 'Payment Infrastructure',
    description: 'M-Pesa push, Paybill and card payments with real-time webhooks, POS systems, a merchant dashboard and subscription collection.',
    icon: 'layers',
  },
  {
    title: 'Cross-Border Solutions',
    description: 'Remittances from the USA to Kenya with transparent rates, paid out to M-Pesa or a bank account, fully KYC compliant.',
    icon: 'globe',
  },
  {
    title: 'Developer Tools',
    description: 'REST APIs, SDKs for Python and Node.js, and a free sandbox so developers can build and test before they go live.',
    icon: 'terminal',
  },
];

export const aboutCta = {
  title: 'Build the future of payments with us',
  lead: 'Open an account in minutes and start in the free sandbox, or read about everything we offer.',
  primary: 'Start Building',
  secondary: 'Learn More',
  /** Read by screen readers and crawlers after 'Learn More': a link's words say where it leads. */
  secondaryContext: ' about our products',
} as const;
