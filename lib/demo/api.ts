import { postToRoute } from '../post-to-route';

/** The browser's side of POST /api/demo/payment. */
export const demoPaymentPath = '/api/demo/payment';

export interface DemoPaymentAnswer {
  /** The server accepted the request (any 2xx). */
  accepted: boolean;
  /** The server runs in sandbox mode: it accepted, but no prompt went out. */
  sandbox: boolean;
}

/**
 * Sends the Express demo's phone and never rejects: the demo ends on its success screen
 * either way, saying so when the server only simulated the prompt.
 */
export async function postDemoPayment(phone: string): Promise<DemoPaymentAnswer> {
  const result = await postToRoute(demoPaymentPath, { phone });
  return { accepted: result.ok, sandbox: result.ok && result.sandbox };
}
