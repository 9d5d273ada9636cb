import { invalidFormMessage } from './form-problems';
import { contactExamples, contactSuccessMs } from './shared';
import type { ContactInput, ContactSubject } from '../validation/contact';

/** Copy of the home contact section. */
export const contactSection = {
  title: 'Ready to Get Started?',
  lead: 'Tell us about your business and what you want to build. Our team will get back to you within one working day.',
} as const;

/** The contact form's subjects as the visitor reads them; the form posts the English value. */
export const contactSubjectLabels: Record<ContactSubject, string> = {
  'Payment Gateway Integration': 'Payment Gateway Integration',
  'Cross-border Remittances': 'Cross-border Remittances',
  'Subscriptions Collection': 'Subscriptions Collection',
  'Payments Reconciliation': 'Payments Reconciliation',
  'Developer APIs': 'Developer APIs',
  'Enterprise Solutions': 'Enterprise Solutions',
  Other: 'Other',
};

export const contactFormCopy = {
  title: "Let's Talk Business",
  labels: {
    fullname: 'Full name',
    email: 'Email address',
    company: 'Company',
    phone: 'Phone number',
    subject: 'What are you interested in?',
    message: 'Project details',
  } satisfies Record<keyof ContactInput, string>,
  hints: {
    phone: 'A Kenyan number, or any other with its country code (e.g. +1 415 555 2671)',
  },
  placeholders: {
    fullname: contactExamples.fullname,
    email: contactExamples.email,
    company: 'Your company name',
    phone: contactExamples.phone,
    message: 'Tell us what you want to build, your expected volumes and your timeline.',
  },
  subjectPlaceholder: 'Select your interest',
  submit: 'Send Message',
  submitting: 'Submitting',
  // The success message, with its typo fixed ('sucessfully').
  success: 'Your message has been sent successfully',
  successDurationMs: contactSuccessMs,
  failure: 'We could not send your message. Please try again, or email us.',
  invalid: invalidFormMessage,
} as const;

export const getInTouch = {
  title: 'Get in Touch',
  email: 'Email',
  phone: 'Phone',
  location: 'Location',
} as const;

export const quickActions = {
  title: 'Quick Actions',
  docs: 'View Documentation',
  community: 'Join Community',
  getStarted: 'Get Started',
} as const;

export const newsletterCopy = {
  title: 'Stay Updated',
  lead: 'Product news and payment insights, about once a month.',
  label: 'Email address',
  placeholder: contactExamples.email,
  submit: 'Subscribe',
  submitting: 'Subscribing',
  success: 'Thanks for subscribing! Watch your inbox for updates.',
  failure: 'We could not subscribe you. Please try again.',
} as const;
