import { z } from '@/lib/zod';

/**
 * What POST /api/sandbox/callbacks answers, read by the browser and written by the server: the
 * delivery log (one entry per attempt) once the attempts are over, or a refusal with a code the
 * page explains in its own words.
 */
export const callbackDeliveryPath = '/api/sandbox/callbacks';

/**
 * Why an attempt got no answer: over the time limit, or no connection (a name that does not
 * resolve or resolves to an address that is not public, TLS, reset: one error for all).
 */
export const attemptErrors = ['timeout', 'network'] as const;

export const deliveryAttemptSchema = z.object({
  /** 1, 2, 3. */
  attempt: z.number().int().min(1),
  /** The destination's HTTP status, or null when it never answered. */
  status: z.number().int().min(100).max(599).nullable(),
  error: z.enum(attemptErrors).nullable(),
  /** From the start of the attempt to its answer (or its failure), in milliseconds. */
  ms: z.number().int().min(0),
});
export type DeliveryAttempt = z.infer<typeof deliveryAttemptSchema>;

export const deliveryLogSchema = z.object({
  ok: z.literal(true),
  /** true: an attempt was answered with a 2xx. */
  delivered: z.boolean(),
  attempts: z.array(deliveryAttemptSchema).min(1),
});
export type DeliveryLog = z.infer<typeof deliveryLogSchema>;

/** The refusals the page explains: delivery is off on this site, or the address is not a public https one. */
export const deliveryErrorCodes = { off: 'DELIVERY_OFF', refused: 'ADDRESS_REFUSED' } as const;

export const deliveryRefusalSchema = z.object({
  error: z.string(),
  error_code: z.enum([deliveryErrorCodes.off, deliveryErrorCodes.refused]).optional(),
  fields: z.record(z.string(), z.string()).optional(),
});
