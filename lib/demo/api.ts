import { postJson } from '../post-json';

/** The browser's side of POST /api/demo/payment (SPEC §7 call 2; the server adds everything else). */
export const demoPaymentPath = '/api/demo/payment';

/**
 * Sends the Express demo's phone. Resolves to whether the server accepted it (any 2xx) and
 * never rejects: the demo ends on its success screen either way (SPEC §4).
 */
export async function postDemoPayment(phone: string): Promise<boolean> {
  return (await postJson(demoPaymentPath, { phone })).ok;
}
