import { site } from '../site';

/** The About page's journey timeline, oldest first. */
export interface Milestone {
  /** A year, or "Future". */
  period: string;
  title: string;
  description: string;
}

export const timelineHeading = {
  title: 'Our Journey',
  lead: 'From a small team in Nairobi to payments infrastructure for the continent.',
} as const;

export const timeline: Milestone[] = [
  {
    period: String(site.foundingYear),
    title: 'Foundation',
    description: 'Kilele Pay is founded in Nairobi to make M-Pesa and card payments simple for Kenyan businesses.',
  },
  {
    period: '2024',
    title: 'Growth',
    description: 'Our first merchants go live; cross-border remittances from the USA to Kenya and automated reconciliation launch.',
  },
  {
    period: '2025',
    title: 'Innovation',
    description: 'Subscription collection, the ecommerce store builder and SDKs for Python and Node.js open to developers.',
  },
  {
    period: 'Future',
    title: 'Pan-African',
    description: 'Uganda and Tanzania are next, on the way to one payments network for the whole continent.',
  },
];
