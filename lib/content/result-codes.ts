import type { ResultCode } from '../mpesa-sandbox/result-codes';

/**
 * The pages that explain M-Pesa's result codes: one per code and the list of them. What M-Pesa
 * itself sends (its description, the callback body) comes from lib/mpesa-sandbox; these are
 * the words written around it, for developers and for the customers they answer.
 */
export interface ResultCodeWords {
  /** The code's short name: its heading, its row in the list, its breadcrumb. */
  name: string;
  /** What the code means, in one or two sentences: also the page's description. */
  meaning: string;
  /** Why it usually happens. */
  cause: string;
  /** Why a new prompt is (or is not) safe after it. */
  retry: string;
  /** What the merchant's system should do on receiving it. */
  action: string;
  /** The sentence a checkout shows the customer. */
  customerMessage: string;
}

export const resultCodeWords = {
  0: {
    name: 'Payment completed',
    meaning: 'The customer approved the prompt with their M-Pesa PIN and the money has moved: the payment is complete.',
    cause: 'The customer had enough money on M-Pesa, entered the right PIN and approved the prompt before it expired.',
    retry: 'Never send another prompt for this order: the customer has paid, and a second prompt would charge them twice.',
    action:
      'Mark the order as paid and keep the M-Pesa receipt number with it, then answer the callback with a 2xx status at once. The same callback may arrive twice: if the order is already paid, do nothing more.',
    customerMessage: 'Thank you, your payment was received. M-Pesa will send you a confirmation SMS.',
  },
  1: {
    name: 'Insufficient funds',
    meaning: 'The customer’s M-Pesa balance was too low for the payment, so nothing was charged.',
    cause: 'The customer’s M-Pesa account does not hold the amount asked for, together with the transaction fee.',
    retry: 'Safe once the customer has added money to M-Pesa: nothing was charged.',
    action:
      'Mark the payment as failed and keep the order open. Let the customer send a new prompt after topping up their M-Pesa, or offer them another way to pay.',
    customerMessage: 'Your M-Pesa balance is not enough for this payment. Please top up your M-Pesa and try again.',
  },
  1001: {
    name: 'Another transaction in progress',
    meaning: 'M-Pesa could not start the payment because the customer already has another M-Pesa transaction in progress.',
    cause: 'The customer is still answering another prompt, from your business or from another one, or an earlier prompt has not expired yet.',
    retry: 'Safe after a short wait, about a minute: nothing was charged, but a prompt sent at once meets the same lock.',
    action:
      'Mark the payment as failed and wait before sending a new prompt. Never send prompts in a loop: let the customer ask for a new one once the other transaction is over.',
    customerMessage: 'Another M-Pesa payment is in progress on your phone. Please finish or cancel it, then try again.',
  },
  1032: {
    name: 'Cancelled by the customer',
    meaning: 'The customer pressed Cancel on the M-Pesa prompt, so nothing was charged.',
    cause: 'The customer changed their mind, did not recognise the amount or the business name on the prompt, or pressed Cancel by mistake.',
    retry: 'Safe when the customer asks for it: nothing was charged. Do not send a new prompt on your own.',
    action: 'Mark the payment as cancelled and keep the order open, with a button that sends a new prompt when the customer chooses to pay.',
    customerMessage: 'You cancelled the M-Pesa payment, so nothing was charged. Try again when you are ready.',
  },
  1037: {
    name: 'No answer from the phone',
    meaning: 'The prompt got no answer: the phone could not be reached, or the customer did not respond before the prompt expired.',
    cause: 'The phone is off or out of network coverage, or the customer did not see the prompt in time.',
    retry: 'Safe: nothing was charged. Ask the customer to check that their phone is on and unlocked first.',
    action:
      'Mark the payment as failed and offer to send the prompt again. If no callback arrives at all, ask the API for the payment’s status rather than waiting.',
    customerMessage: 'We could not reach your phone. Make sure it is on and has network coverage, then try again.',
  },
  2001: {
    name: 'Wrong PIN',
    meaning: 'The customer entered a wrong M-Pesa PIN, so the payment was refused and nothing was charged.',
    cause: 'The PIN typed on the prompt was wrong. M-Pesa’s description speaks of the initiator; for an STK push, the initiator is the customer and their PIN.',
    retry: 'Safe: nothing was charged. M-Pesa locks an account after several wrong PINs, so let the customer decide when to try again.',
    action: 'Mark the payment as failed and let the customer send a new prompt. Never ask for the customer’s PIN yourself, and never store it.',
    customerMessage: 'The M-Pesa PIN was incorrect, so nothing was charged. Please try again with your correct PIN.',
  },
} as const satisfies Record<ResultCode, ResultCodeWords>;

/** The words of a result code's page around its code's own. */
export const resultCodePageCopy = {
  metaTitle: (code: number, name: string) => `M-Pesa result code ${code}: ${name}`,
  headings: {
    cause: 'Likely cause',
    retry: 'Is a retry safe?',
    action: 'What your system should do',
    customer: 'What to tell the customer',
    description: 'M-Pesa’s description',
    example: 'Example callback',
    sandbox: 'Try it in the sandbox',
  },
  retryVerdict: { safe: 'Yes: a new prompt is safe', unsafe: 'No: do not send another prompt' },
  customerLead: 'Show the customer one of these sentences, in the language of your checkout.',
  /** Each language a checkout may show, named in the page's language. */
  customerLanguages: { en: 'In English', sw: 'In Kiswahili' },
  /** Around the field's name, shown as code. */
  descriptionLead: { before: 'The callback’s', after: 'field carries M-Pesa’s own text, word for word:' },
  /** Followed by the event's type, shown as code. */
  exampleLead: 'The body your callback URL receives for this code, an event of the type',
  exampleLabel: 'Example callback body (JSON)',
  compactNote:
    'Shown here with spaces and line breaks for reading. It is sent as compact JSON, without them, and the webhook-signature header covers those exact bytes: verify the raw body before you parse it.',
  testNumberLead: 'In the sandbox, an STK push to this test number ends with this code at once, without the virtual phone:',
  links: {
    stkPush: 'STK push API reference',
    testing: 'Testing guide: every test number and the signed callback',
    allCodes: 'All M-Pesa result codes',
  },
} as const;

/** The list of every result code. */
export const resultCodesIndexCopy = {
  eyebrow: 'Developers',
  title: 'M-Pesa result codes',
  lead: 'Every result an STK push can end with, as your callback URL receives it. Each code has its own page: what it means, whether a new prompt is safe, and what to tell the customer.',
  tableCaption: 'Result codes, with the sandbox test number that gives each one',
  columns: { resultCode: 'Code', name: 'Meaning', retry: 'Retry safe', testNumber: 'Test number' },
  retry: { safe: 'Yes', unsafe: 'No' },
} as const;
