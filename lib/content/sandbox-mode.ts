/**
 * What a visitor is told when the server answered in sandbox mode: an upstream (mail,
 * payments, airtime) is not configured on this server, so the request was only simulated.
 * The words say plainly that nothing happened, so that nobody waits for an email or a prompt.
 * (The airtime modal's own words are with the airtime copy.)
 */
export const sandboxModeCopy = {
  /** Contact, newsletter and notify: the mail API was not called. */
  mailTitle: 'Sandbox mode: nothing was sent',
  mail: 'This server is in sandbox mode: nothing was sent, and no email will follow.',
  /** The payment demo's Express call. */
  prompt: 'This server is in sandbox mode: no M-Pesa prompt went out, and no money was taken.',
} as const;
