import { z } from 'zod';

/**
 * POST a form as JSON to one of our route handlers and read the answer as the contract says:
 * any 2xx is success; a 400 may name the bad fields. Whatever the server's `error` text, the
 * caller shows its own message, never a raw server text.
 */
const failureBody = z.object({ fields: z.record(z.string(), z.string()).optional() });

export type PostResult = { ok: true } | { ok: false; status: number; fields: Record<string, string> };

export async function postJson(url: string, body: unknown): Promise<PostResult> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    // Offline, DNS, CORS: status 0, like a browser reports it.
    return { ok: false, status: 0, fields: {} };
  }
  if (response.ok) return { ok: true };
  let fields: Record<string, string> = {};
  if (response.status === 400) {
    const parsed = failureBody.safeParse(await response.json().catch(() => null));
    if (parsed.success) fields = parsed.data.fields ?? {};
  }
  return { ok: false, status: response.status, fields };
}
