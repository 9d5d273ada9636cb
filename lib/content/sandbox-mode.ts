import { paybill } from './paybill';

/**
 * What a visitor is told when the server answered in sandbox mode: an upstream (mail,
 * payments, airtime) is not configured on this server, so the request was only simulated.
 * The words say plainly that nothing happened, so that nobody waits for an email or a prompt.
 */
export const sandboxModeCopy = {
  /** Contact, newsletter and notify: the mail API was not called. */
  mailTitle: 'Sandbox mode: nothing was sent',
  mail: 'This server is in sandbox mode: nothing was sent, and no email will follow.',
  /** The payment demo's Express call. */
  prompt: 'This server is in sandbox mode: no M-Pesa prompt went out, and no money was taken.',
  /** The airtime modal's outcome and its toast when the modal was closed. */
  airtime: {
    title: 'Sandbox mode: no prompt sent',
    body: `This server is in sandbox mode: no M-Pesa prompt went out and no money was taken. You can buy the airtime through Paybill ${paybill.businessNumber}:`,
    late: `This server is in sandbox mode: no M-Pesa prompt went out. You can pay through Paybill ${paybill.businessNumber} instead.`,
  },
} as const;
