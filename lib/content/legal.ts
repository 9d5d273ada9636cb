import { site } from '../site';
import { demoAmountKes } from '../validation/payment-constants';
import { paybill } from './paybill';
import { formatKes } from '../kes';

/** The three legal pages linked from every footer. Plain sections, rendered as text. */
export interface LegalDocument {
  page: 'privacy' | 'terms' | 'cookies';
  title: string;
  updated: string;
  sections: { heading: string; paragraphs: string[] }[];
}

const updated = '2026-11-01';

export const legalDocuments: LegalDocument[] = [
  {
    page: 'privacy',
    title: 'Privacy Policy',
    updated,
    sections: [
      {
        heading: 'Who we are',
        paragraphs: [
          `${site.legalName} ("${site.name}", "we") operates this website from ${site.office.line}, ${site.office.city}, ${site.office.country}. We process personal data in line with the Kenya Data Protection Act, 2019 and its regulations.`,
        ],
      },
      {
        heading: 'What we collect on this website',
        paragraphs: [
          'When you use the contact form we receive your name, email address, company, phone number, the subject you chose and your message. When you subscribe to updates or ask to be notified about a new market we receive your email address and, for the notify form, the country you chose.',
          'When you start an M-Pesa demo or buy airtime we receive the phone numbers and amount you enter, which we pass to the mobile-money operator to send the payment prompt to that phone.',
          'The API sandbox and the chat assistant run in your browser: what you type there is not sent to us.',
        ],
      },
      {
        heading: 'Why we use it',
        paragraphs: [
          'We use contact details only to answer you and, if you subscribed, to send product updates you can stop at any time. Phone numbers and amounts are used only to complete the payment you asked for. We do not sell personal data and we do not use it for advertising.',
        ],
      },
      {
        heading: 'How long we keep it',
        paragraphs: [
          'Enquiries are kept for up to 24 months. Payment records are kept for the period the law on financial records requires, currently seven years.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          `You may ask to see, correct or delete the personal data we hold about you, or object to its use, by writing to ${site.contact.email}. You may also complain to the Office of the Data Protection Commissioner.`,
        ],
      },
    ],
  },
  {
    page: 'terms',
    title: 'Terms of Service',
    updated,
    sections: [
      {
        heading: 'Using this website',
        paragraphs: [
          `These terms govern your use of this website. By using it you accept them. The payment services themselves are governed by the merchant agreement you sign when you open a ${site.name} account.`,
        ],
      },
      {
        heading: 'The sandbox and the demos',
        paragraphs: [
          `The API sandbox simulates responses in your browser and processes no real transactions. The M-Pesa Express demo sends a real ${formatKes(demoAmountKes)} payment prompt to the phone number you enter: only enter a number you control, and approve the prompt only if you want to pay.`,
        ],
      },
      {
        heading: 'Airtime purchases',
        paragraphs: [
          `Airtime is bought through an M-Pesa payment prompt on the paying phone. The purchase is complete only when you approve the prompt and M-Pesa confirms the payment. If a prompt does not arrive you can pay manually through Paybill ${paybill.businessNumber} using the recipient number as the account number.`,
        ],
      },
      {
        heading: 'Content and figures',
        paragraphs: [
          'Fees, timings and figures on this website describe typical cases and may change. The fees in your merchant agreement apply to your account.',
        ],
      },
      {
        heading: 'Contact',
        paragraphs: [`Questions about these terms can be sent to ${site.contact.email}.`],
      },
    ],
  },
  {
    page: 'cookies',
    title: 'Cookie Policy',
    updated,
    sections: [
      {
        heading: 'No tracking cookies',
        paragraphs: ['This website sets no advertising, analytics or tracking cookies and loads no third-party scripts.'],
      },
      {
        heading: 'What the browser keeps',
        paragraphs: [
          'Pages are cached by your browser so that the next visit is faster. Nothing identifying you is stored. The chat assistant and the sandbox keep their state only while the page is open.',
        ],
      },
      {
        heading: 'Other sites',
        paragraphs: [`The dashboard, documentation, shop and remittance sites that open in a new tab have their own cookie policies.`],
      },
    ],
  },
];

/** The words around every legal document: its eyebrow and the line before its update day. */
export const legalPageCopy = {
  eyebrow: 'Legal',
  updatedPrefix: 'Last updated',
} as const;
