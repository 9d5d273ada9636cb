import 'server-only';
import { countryOptions } from '@/lib/countries';
import type { Country } from '@/lib/countries';
import { site } from '@/lib/site';
import { demoAmountKes } from '@/lib/validation/payment-constants';
import { formatKes } from '@/lib/kes';

/**
 * What the handlers say to the browser. Errors are generic on purpose: an upstream's own text,
 * a stack or a setting never reaches a response. Clients show their own toast for errors and
 * the `fields` messages (from the shared schemas) under the inputs.
 */
export const apiErrors = {
  badJson: 'The request body is not valid JSON',
  invalid: 'Check the highlighted fields',
  foreignOrigin: 'Requests from other sites are not accepted',
  methodNotAllowed: 'Method not allowed: use POST',
  tooLarge: 'The request body is too large',
  unsupportedType: 'Send the request body as application/json',
  rateLimited: 'Too many requests: please wait and try again',
  limitsUnavailable: 'We cannot send M-Pesa prompts for a moment: please try again shortly',
  upstreamFailed: 'The service is unavailable right now: please try again later',
  upstreamTimeout: 'The service took too long to answer: please try again later',
  internal: 'Something went wrong on our side: please try again later',
  notFound: 'No such API route',
  deliveryOff: 'Delivery of sandbox callbacks to your own URL is off on this site',
  unknownPairing: 'No pairing has this code: run `kilele-sandbox listen` again for a new one',
  listenBusy: 'Too many open streams on this server: reconnect in a moment',
  addressRefused: 'Sandbox callbacks go to public https addresses on the standard port (443) only: this one is refused',
} as const;

export const apiSuccess = {
  // The success message, with its typo fixed ('sucessfully').
  contact: 'Your message has been sent successfully',
  newsletter: `Thanks for subscribing: ${site.name} news is on its way to your inbox`,
  notify: (country: Country) => `We will email you when ${site.name} launches in ${countryOptions[country].name}`,
  demoPayment: `Check your phone: an M-Pesa prompt for ${formatKes(demoAmountKes)} is on its way`,
  airtime: (amount: number) => `Check your phone: an M-Pesa prompt for KES ${amount} is on its way`,
  sandboxMail: 'Sandbox mode: the request was written to the server log, not emailed',
  sandboxPayment: 'Sandbox mode: no prompt was sent to your phone',
} as const;
