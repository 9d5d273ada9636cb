import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import type { ContactInput } from '@/lib/validation/contact';
import { unique } from './fake-upstream';

/** The home page's contact form. */
export const contactForm = (page: Page) => page.getByRole('form', { name: "Let's Talk Business" });

/** What a visitor types into each field. */
export type ContactValues = Record<keyof ContactInput, string>;

/** A complete message whose email nobody else in this run uses, to find it at the fake upstream. */
export function typedContact(overrides: Partial<ContactValues> = {}): ContactValues {
  return {
    fullname: 'Wanjiru Kamau',
    email: `contact-${unique()}@example.co.ke`,
    company: 'Duka Bora Ltd',
    phone: '+254 712 345 678',
    subject: 'Payment Gateway Integration',
    message: 'We want to accept M-Pesa and card payments on our website.',
    ...overrides,
  };
}

export async function fillContact(page: Page, typed: ContactValues) {
  const form = contactForm(page);
  await form.getByLabel('Full name').fill(typed.fullname);
  await form.getByLabel('Email address').fill(typed.email);
  await form.getByLabel('Company').fill(typed.company);
  await form.getByLabel('Phone number').fill(typed.phone);
  await form.getByLabel('What are you interested in?').selectOption(typed.subject);
  await form.getByLabel('Project details').fill(typed.message);
}

/** The page is live (the app marks <html> once React has hydrated it): before that, a submit is the browser's own post. */
export async function contactFormHydrated(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '', { timeout: 60_000 });
}
