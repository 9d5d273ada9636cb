import { randomInt } from 'node:crypto';
import { parseArgs } from 'node:util';
import { z } from '../../../lib/zod';
import { idAlphabet } from '../../../lib/mpesa-sandbox/sandbox-ids';
import type { SimulationEnvironment } from '../../../lib/mpesa-sandbox/stk-simulation';
import { sandboxWebhookSecret } from '../../../lib/mpesa-sandbox/webhook-signature';
import { defaultSiteUrl } from '../../../lib/site';
import { listen } from './listen';
import { testNumberOf, triggerTargets } from './outcomes';
import { triggerAll, triggerOne } from './trigger';

/** Exit statuses: 1 when the handler failed a check, 2 when the command itself was wrong. */
const exitStatus = { ok: 0, failed: 1, usage: 2 } as const;

export interface Io {
  print: (line: string) => void;
  error: (line: string) => void;
  /** The clock and random source: the system's, or a test's. */
  env?: SimulationEnvironment;
  /** Stops a command that runs until stopped (listen): Ctrl-C, or a test. */
  signal?: AbortSignal;
}

const usage = `Usage: kilele-sandbox trigger <result code | test number | outcome | all> --forward-to <url> [--secret <whsec_…>] [--timeout <ms>]

Builds the callback the Kilele Pay sandbox sends for an outcome, signs it (Standard Webhooks),
POSTs it to your handler and prints the request and the answer. Nothing goes through our servers.

  <target>          ${triggerTargets()}
  all               every outcome, then tampered, wrongly signed, stale and unsigned callbacks;
                    exits 1 unless valid ones get 2xx and the others are refused
  --forward-to      your handler's URL, e.g. http://localhost:3000/mpesa/callback
  --secret          the secret to sign with (default: the sandbox's public secret)
  --timeout         how long to wait for each answer, in milliseconds (default 10000)

Usage: kilele-sandbox listen --forward-to <url> [--site <origin>] [--timeout <ms>]

Pairs with the STK push page: prints a code to type there, then POSTs every callback the page
shows (virtual phone or test number) to your handler, exactly as shown, and reports the answer
back to the page. Runs until Ctrl-C. Your machine opens every connection: none comes to it.

  --forward-to      your handler's URL, e.g. http://localhost:3000/mpesa/callback
  --site            the site to pair with (default ${defaultSiteUrl})`;

const optionsSchema = z.object({
  'forward-to': z.url({ protocol: /^https?$/, error: '--forward-to needs an http:// or https:// URL' }),
  secret: z
    .string()
    .regex(/^whsec_[A-Za-z0-9+/]+={0,2}$/, '--secret is a Standard Webhooks secret: whsec_ then base64')
    .default(sandboxWebhookSecret),
  timeout: z.coerce.number().int().positive('--timeout is a number of milliseconds').default(10_000),
  site: z.url({ protocol: /^https?$/, error: '--site needs an http:// or https:// origin' }).default(defaultSiteUrl),
});

const systemEnvironment: SimulationEnvironment = {
  now: () => new Date(),
  randomId: (length) => Array.from({ length }, () => idAlphabet[randomInt(idAlphabet.length)]).join(''),
};

/** Runs the command line `args` (without node and the script) and returns the exit status. */
export async function run(args: string[], { print, error, env = systemEnvironment, signal = new AbortController().signal }: Io): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: {
        'forward-to': { type: 'string' },
        secret: { type: 'string' },
        timeout: { type: 'string' },
        site: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (failure) {
    error(failure instanceof Error ? failure.message : String(failure));
    error(usage);
    return exitStatus.usage;
  }
  const [command, target, ...extra] = parsed.positionals;
  if (parsed.values.help || command === 'help' || command === undefined) {
    print(usage);
    return command === undefined && !parsed.values.help ? exitStatus.usage : exitStatus.ok;
  }
  const listening = command === 'listen' && target === undefined;
  if (!listening && (command !== 'trigger' || target === undefined || extra.length > 0)) {
    error(command === 'trigger' ? 'trigger needs one target' : command === 'listen' ? 'listen takes no target' : `Unknown command: ${command}`);
    error(usage);
    return exitStatus.usage;
  }
  const options = optionsSchema.safeParse(parsed.values);
  if (!options.success) {
    for (const issue of options.error.issues)
      error(issue.path[0] === 'forward-to' && issue.code === 'invalid_type' ? '--forward-to is required' : issue.message);
    return exitStatus.usage;
  }
  if (target === undefined) {
    const ended = await listen({
      site: new URL(options.data.site),
      forwardTo: new URL(options.data['forward-to']),
      timeoutMs: options.data.timeout,
      print,
      error,
      signal,
    });
    return ended === 'stopped' ? exitStatus.ok : exitStatus.failed;
  }
  const triggerOptions = { forwardTo: new URL(options.data['forward-to']), secret: options.data.secret, timeoutMs: options.data.timeout, env, print };
  if (target === 'all') return (await triggerAll(triggerOptions)) ? exitStatus.ok : exitStatus.failed;
  const number = testNumberOf(target);
  if (!number) {
    error(`Not a result code, test number or outcome: ${target}`);
    error(`One of: ${triggerTargets()}, all`);
    return exitStatus.usage;
  }
  return (await triggerOne(number, triggerOptions)) ? exitStatus.ok : exitStatus.failed;
}
