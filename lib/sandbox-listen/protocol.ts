import { z } from '@/lib/zod';

/**
 * What the site, the STK push page and `kilele-sandbox listen` say to each other, typed once.
 *
 * The command asks the site for a pairing (a short code a person types on the page, and a
 * token only the command holds), then keeps an event stream open. The page publishes each
 * callback it shows with the code; the site signs it as the page does and puts it on the
 * stream; the command POSTs it to the developer's own machine and reports the answer back,
 * which the page receives in the answer to its publish. Nothing of the site's ever connects
 * to the developer's address.
 */
export const listenPaths = {
  pair: '/api/sandbox/listen',
  stream: '/api/sandbox/listen/stream',
  events: '/api/sandbox/listen/events',
  results: '/api/sandbox/listen/results',
} as const;

/**
 * Crockford's base 32: digits and capitals without I, L, O and U, so that nothing reads as
 * another character. 5 bits a character.
 */
export const pairingAlphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** 10 characters, 50 bits, shown as two groups of five: `7KQ2M-X9D4T`. */
export const pairingCodeLength = 10;
const groupLength = 5;

export const pairingCodePattern = new RegExp(`^[${pairingAlphabet}]{${groupLength}}-[${pairingAlphabet}]{${groupLength}}$`);

/** A code as shown, from its characters. */
export function formatPairingCode(characters: string): string {
  return `${characters.slice(0, groupLength)}-${characters.slice(groupLength)}`;
}

/**
 * A code as a person typed it, in the shown form, or null when it cannot be one: any case,
 * spaces and dashes anywhere, and the letters Crockford reads as digits (O as 0, I and L as 1).
 */
export function normalisePairingCode(typed: string): string | null {
  const characters = typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (characters.length !== pairingCodeLength || [...characters].some((character) => !pairingAlphabet.includes(character))) return null;
  return formatPairingCode(characters);
}

export const pairingCodeSchema = z
  .string()
  .max(40)
  .transform((typed, context) => {
    const code = normalisePairingCode(typed);
    if (code === null) {
      context.addIssue({ code: 'custom', message: `Enter the ${pairingCodeLength}-character code the command printed` });
      return z.NEVER;
    }
    return code;
  });

/** The token the command proves itself with: 32 random bytes, base64url. */
export const listenTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

/** What POST /api/sandbox/listen answers. */
export const pairingSchema = z.object({
  code: z.string().regex(pairingCodePattern),
  token: listenTokenSchema,
  /** The stream's path with the code, on the origin that answered. */
  streamUrl: z.string().startsWith(listenPaths.stream),
  /** When the pairing ends if nothing uses it, ISO 8601. */
  expiresAt: z.iso.datetime(),
});
export type Pairing = z.infer<typeof pairingSchema>;

/** An event id: a Redis stream id (`milliseconds-sequence`), also what `Last-Event-ID` carries. */
export const eventIdSchema = z.string().regex(/^\d{1,20}-\d{1,20}$/);

/** One callback on the stream: the exact request the page shows, for the command to POST. */
export const forwardedCallbackSchema = z.object({
  /** The callback's webhook-id. */
  webhookId: z.string().max(100),
  /** Headers in the order they are sent, as the page's inbox shows them (Host aside). */
  headers: z.array(z.tuple([z.string().regex(/^[A-Za-z0-9-]{1,64}$/), z.string().regex(/^[\x20-\x7e]{0,512}$/)])).max(20),
  /** The body exactly as signed. */
  body: z.string().max(8 * 1024),
});
export type ForwardedCallback = z.infer<typeof forwardedCallbackSchema>;

/** The names the stream's events carry. */
export const streamEvents = { callback: 'callback', expired: 'expired' } as const;

/** What the developer's handler answered, as the command reports it: a status, or why none. */
export const forwardResultSchema = z.object({
  status: z.number().int().min(100).max(599).nullable(),
  /** Set when no answer came: a refused connection, a timeout. */
  error: z.enum(['timeout', 'network']).nullable(),
  ms: z.number().int().min(0).max(600_000),
});
export type ForwardResult = z.infer<typeof forwardResultSchema>;

/** What the command posts to the results route. */
export const resultReportSchema = z.object({
  code: pairingCodeSchema,
  token: listenTokenSchema,
  eventId: eventIdSchema,
  result: forwardResultSchema,
});

/** What the events route answers the page: the result, or null when the command had not reported in time. */
export const publishAnswerSchema = z.object({
  ok: z.literal(true),
  eventId: eventIdSchema,
  result: forwardResultSchema.nullable(),
});
export type PublishAnswer = z.infer<typeof publishAnswerSchema>;

/** The refusals the page explains in its own words. */
export const listenErrorCodes = { unknownCode: 'UNKNOWN_CODE' } as const;
