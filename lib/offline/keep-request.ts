import * as z from 'zod/mini';

// zod's smaller build: the service worker is downloaded again on every deploy. Configured, as
// the site's zod is (lib/zod.ts), never to compile parsers with eval, which no policy allows.
z.config({ jitless: true });

/**
 * What a page asks the service worker to keep: its own address on the visit that installed the
 * worker (`lasting: false`, with the pages read), or the pages a reader keeps for offline
 * (`lasting: true`, never expired). Parsed by the worker, since any script of the site's
 * origin may post to it.
 */
export const keepRequestSchema = z.object({
  type: z.literal('keep-pages'),
  urls: z.array(z.string().check(z.maxLength(2048))).check(z.maxLength(100)),
  lasting: z.boolean(),
});

export type KeepRequest = z.infer<typeof keepRequestSchema>;
