/** The home page's why-us benefits; its Get Started link goes to the #contact anchor. */
export interface Benefit {
  title: string;
  description: string;
  icon: 'shield' | 'bolt' | 'headset' | 'code';
}

export const whyUs = {
  eyebrow: 'Why Kilele Pay',
  title: 'Why businesses choose Kilele Pay',
  lead: 'Built in Nairobi for African businesses: the payment methods your customers already use, with the reliability your operations need.',
  cta: 'Get Started',
} as const;

export const benefits: Benefit[] = [
  {
    title: 'Secure Payments',
    description: 'Encrypted end to end, with every transaction validated before it settles and every webhook signed.',
    icon: 'shield',
  },
  {
    title: 'Instant Processing',
    description: 'Payments confirmed in seconds and reported to your system in real time, day and night.',
    icon: 'bolt',
  },
  {
    title: 'Merchant Support',
    description: 'A team in Nairobi that knows your business, reachable 24/7 by phone, email and chat.',
    icon: 'headset',
  },
  {
    title: 'Easy Integration',
    description: 'Clear REST APIs, SDKs and a free sandbox: most teams take their first payment within a day.',
    icon: 'code',
  },
];
