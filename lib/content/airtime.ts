import { airtimeLimits } from '../validation/payment-constants';
import { formatKes } from '../kes';
import { paybill } from './paybill';

/** Copy of the airtime page and its modal. */
/**
 * The Personal menu's Electricity and Wifi entries lead to the airtime page, which sells
 * airtime only: wherever they are named, this says so.
 */
export const billsComingSoon = 'Electricity and wifi payments are coming soon.';

export const airtimeCopy = {
  eyebrow: 'Airtime',
  title: 'Buy Airtime',
  lead: `Top up airtime for yourself or another number with M-Pesa, from ${formatKes(airtimeLimits.min)}. Or pay through Paybill ${paybill.businessNumber} from your phone. ${billsComingSoon}`,
  formTitle: 'Buy airtime with M-Pesa',
  formLead: 'We send an M-Pesa prompt to your phone; enter your PIN to pay, and the airtime arrives in seconds.',
  fields: {
    payingPhone: { label: 'Your M-Pesa phone number', hint: 'The number that pays, e.g. 0712 345 678' },
    forAnotherNumber: { label: 'Buy for another number' },
    recipientPhone: { label: 'Recipient phone number', hint: 'The number that receives the airtime' },
    amount: { label: 'Amount (KES)', hint: `At least ${formatKes(airtimeLimits.min)}, in whole shillings` },
  },
  submit: 'Buy Airtime',
  sending: 'Sending request...',
  noScript: `Buying here needs JavaScript. You can always pay through M-Pesa Paybill ${paybill.businessNumber}, as described on this page.`,
  paybill: {
    title: 'Pay manually with Paybill',
    lead: 'No prompt on your phone? Buy airtime straight from the M-Pesa menu:',
  },
  modal: {
    steps: ['Request submitted', 'Check your phone', 'Transaction complete'],
    continue: 'Continue',
    done: 'Done',
    /** The steps' list, for screen readers. */
    progressLabel: 'Progress',
    /** The status line that announces each step: a template for the step, the number of steps and the step's title. */
    stepStatus: 'Step {step} of {total}: {title}',
  },
  /** Background announcements when the answer arrives after the modal was closed. */
  lateAccepted: 'Your airtime request was accepted: check your phone for the M-Pesa prompt.',
  lateFailed: `Your airtime request failed. You can pay through Paybill ${paybill.businessNumber} instead.`,
  /** The server is in sandbox mode (no airtime API configured): said in place of "Transaction complete". */
  sandbox: {
    title: 'Sandbox mode: no prompt sent',
    body: `This server is in sandbox mode: no M-Pesa prompt went out and no money was taken. You can buy the airtime through Paybill ${paybill.businessNumber}:`,
    late: `This server is in sandbox mode: no M-Pesa prompt went out. You can pay through Paybill ${paybill.businessNumber} instead.`,
  },
} as const;

export interface AirtimeViewCopy {
  title: string;
  body: string;
}

/**
 * What each view of the modal says, about the order being made: templates the browser fills
 * with the order's {amount} (written in the page's language), {recipientPhone} and {phoneNumber}.
 */
export const airtimeViewCopy: Record<'submitted' | 'prompt' | 'waiting' | 'complete' | 'sandbox' | 'failed', AirtimeViewCopy> = {
  submitted: {
    title: 'Request submitted',
    body: 'Your request for {amount} of airtime for {recipientPhone} has been submitted.',
  },
  prompt: {
    title: 'Check your phone',
    body: 'Check your phone for the M-Pesa prompt on {phoneNumber}, then enter your M-Pesa PIN to pay.',
  },
  waiting: {
    title: 'Waiting for confirmation',
    body: 'We are still waiting for M-Pesa to accept the request. This usually takes a few seconds.',
  },
  complete: {
    title: 'Transaction complete',
    body: 'Once you enter your PIN, {amount} of airtime goes to {recipientPhone} and M-Pesa confirms it by SMS.',
  },
  sandbox: { title: airtimeCopy.sandbox.title, body: airtimeCopy.sandbox.body },
  failed: {
    title: 'The payment request failed',
    body: 'We could not send the M-Pesa prompt, and no money has been taken. You can still buy the airtime through Paybill:',
  },
};
