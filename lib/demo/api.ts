/** The browser's side of POST /api/demo/payment (SPEC §7 call 2; the server adds everything else). */
export const demoPaymentPath = '/api/demo/payment';

/** Long enough for an upstream timeout to come back as a 504 first. */
const timeoutMs = 20_000;

/**
 * Sends the Express demo's phone. Resolves to whether the server accepted it (any 2xx) and
 * never rejects: the demo ends on its success screen either way (SPEC §4).
 */
export async function postDemoPayment(phone: string): Promise<boolean> {
  try {
    const response = await fetch(demoPaymentPath, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ phone }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    return response.ok;
  } catch {
    return false;
  }
}
