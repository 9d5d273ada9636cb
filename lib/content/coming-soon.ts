import { countryOptions } from '../countries';
import { brandName } from '../brand';
import { rateLimitedMessage } from './form-problems';
import type { ComingSoonCountry } from '../countries';

export interface ComingSoonCopy {
  title: string;
  description: string;
  /** Meta description of the page. */
  metaDescription: string;
}

function copyFor(country: ComingSoonCountry, description: string): ComingSoonCopy {
  const { name } = countryOptions[country];
  return {
    title: `${brandName} in ${name}: coming soon`,
    description,
    metaDescription: `Mobile-money and card payments, remittances and developer APIs are coming to ${name}. Leave your email to hear the day ${brandName} opens.`,
  };
}

export const comingSoonCopy: Record<ComingSoonCountry, ComingSoonCopy> = {
  ug: copyFor('ug', 'Mobile-money and card payments, one API and real-time webhooks for businesses in Uganda, from Kampala to Gulu.'),
  tz: copyFor('tz', 'Mobile-money and card payments, one API and real-time webhooks for businesses in Tanzania, from Dar es Salaam to Arusha.'),
};

/** The words of the coming-soon page around the country's own copy above. */
export const comingSoonPageCopy = {
  eyebrow: 'Coming soon',
  heading: (name: string) => `${brandName} is coming to ${name}`,
  notify: {
    heading: 'Be the first to know',
    lead: (name: string) => `Leave your email and we will write to you once, on the day ${brandName} opens in ${name}.`,
    label: 'Email address',
    placeholder: 'you@company.com',
    submit: 'Notify Me',
    // The button reads 'Submitting' while the request is on its way.
    submitting: 'Submitting',
    privacyBefore: 'We use your email only to tell you about our launch. Read our ',
    privacyLink: 'Privacy Policy',
    privacyAfter: '.',
  },
  confirmation: {
    title: "You're on the list!",
    /** A template, filled in the browser with the address just recorded ({email}) and the country ({name}). */
    description: `We will email {email} as soon as ${brandName} launches in {name}.`,
    /** Written into the page after a post made without JavaScript. */
    onPage: (name: string) => `You're on the list! We will email you as soon as ${brandName} launches in ${name}.`,
    close: 'Done',
  },
  errors: {
    failed: 'We could not save your email. Please try again in a moment.',
    rateLimited: rateLimitedMessage,
  },
  social: {
    heading: 'Follow our journey',
    lead: 'News from the launch, as it happens.',
  },
  contact: {
    before: 'Questions in the meantime? Email us at ',
  },
  faqHeading: 'Frequently asked questions',
} as const;
