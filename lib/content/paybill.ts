import { paybill } from './shared';

/**
 * Paying Kilele Pay manually through M-Pesa Paybill: shown on the airtime
 * page, in the airtime modal when a prompt fails, and by the chat assistant.
 */
export { demoPaybill, paybill } from './shared';

/** The steps, in order. The account number is the mobile number being topped up. */
export function paybillSteps(recipient = 'the recipient mobile number'): string[] {
  return [
    `Open the M-Pesa menu on your phone, or dial ${paybill.ussd}`,
    'Select Pay Bill',
    `Enter business number ${paybill.businessNumber}`,
    `Enter account number: ${recipient}`,
    'Enter the amount',
    'Enter your M-Pesa PIN and confirm',
  ];
}
