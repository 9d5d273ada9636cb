import { stkPushDoc } from '../api-docs/stk-push';

/** Copy of the home page sections, in the order they appear. */
export const homeHero = {
  eyebrow: 'Payments for Kenya and beyond',
  title: 'Simplifying Payments Across Africa',
  lead: 'Accept M-Pesa and card payments, send remittances from the USA to Kenya and build with developer-first APIs, all from one Nairobi partner.',
  primary: 'Start Building',
  secondary: 'Demo',
  statsLabel: 'Kilele Pay at a glance',
  illustrationAlt: 'A phone showing an M-Pesa payment confirmed by Kilele Pay',
} as const;

export const showcase = {
  eyebrow: 'Products',
  title: 'One partner for every way money moves',
  lead: 'From taking a payment at the till to paying suppliers abroad, pick the product you need today and add the rest as you grow.',
  featuresLabel: 'Features',
} as const;

export const developerSection = {
  eyebrow: 'For developers',
  title: 'Built by developers, for developers',
  lead: 'Take your first M-Pesa payment with a few lines of code. Clear REST endpoints, SDKs in the languages you use and a sandbox that behaves like production.',
  sampleTitle: 'Quick integration',
  sampleLabel: 'Python example: request an M-Pesa payment',
  experienceTitle: 'Developer experience',
  apisTitle: 'APIs',
  sdksTitle: 'SDKs',
  primary: 'Start Building',
  docsLink: 'Explore the developer docs',
  sandboxNote: 'Free sandbox access, no payment required',
} as const;

/** The quick integration: the STK push reference's own Python sample, so the two cannot differ. */
export const quickIntegrationSample = stkPushDoc.codeExamples.find((example) => example.id === 'python')?.code ?? '';

export interface DeveloperPoint {
  title: string;
  description: string;
}

export const developerExperience: DeveloperPoint[] = [
  { title: 'RESTful JSON APIs', description: 'Predictable endpoints, Bearer-token authentication and documented error codes.' },
  { title: 'Real-time webhooks', description: 'Hear about every payment, failure and subscription renewal the moment it happens.' },
  { title: 'Sandbox that simulates M-Pesa', description: 'Test every flow and error without moving real money.' },
  { title: 'Support from engineers', description: 'Talk to the people who build the API, not a script.' },
];
