/** The characters of the random part of every sandbox id: capitals and digits. */
export const idAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/**
 * The ids the sandbox makes up for an STK push and its callbacks: a fixed prefix, then random characters of
 * `idAlphabet`. The simulator draws them from here, and the check of a callback the page asks
 * the server to send reads the same shapes, so the two cannot drift apart.
 */
export const sandboxIdFormats = {
  transactionId: { prefix: 'SANDBOX_', randomLength: 12 },
  checkoutRequestId: { prefix: 'ws_CO_SANDBOX_', randomLength: 16 },
  receipt: { prefix: '', randomLength: 10 },
  /** A callback's Standard Webhooks message id. */
  webhookId: { prefix: 'msg_', randomLength: 24 },
} as const;

export type SandboxIdKind = keyof typeof sandboxIdFormats;

/** A new id of `kind`, its random part from `randomId` (the browser's random source, or a test's). */
export function sandboxId(kind: SandboxIdKind, randomId: (length: number) => string): string {
  const { prefix, randomLength } = sandboxIdFormats[kind];
  return `${prefix}${randomId(randomLength)}`;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');

/** Exactly the ids of `kind` that `sandboxId` can make. */
export function sandboxIdPattern(kind: SandboxIdKind): RegExp {
  const { prefix, randomLength } = sandboxIdFormats[kind];
  return new RegExp(`^${escapeRegExp(prefix)}[${escapeRegExp(idAlphabet)}]{${randomLength}}$`);
}
