import type { VectorName } from '../mpesa-sandbox/test-vectors';
import type { ResultCode } from '../mpesa-sandbox/result-codes';
import type { SandboxOutcome } from '../mpesa-sandbox/test-numbers';
import { phoneTimeoutSeconds, wrongPin } from '../mpesa-sandbox/test-numbers';
import { timestampToleranceSeconds } from '../mpesa-sandbox/webhook-signature';

/** Copy of the developers' testing page: the sandbox's lifecycle, test numbers and signed callbacks. */

export const testingHero = {
  eyebrow: 'Developers',
  title: 'Test every way an M-Pesa payment ends',
  lead: 'Test numbers for each result, a virtual phone for the customer’s side, and callbacks signed as your server receives them.',
};

export const testingLifecycle = {
  heading: 'What happens after your request',
  steps: [
    'The sandbox checks your STK push request and answers at once: pending, with a checkout request id.',
    'The customer’s phone shows the M-Pesa prompt (the virtual phone, on the STK push page).',
    'The customer enters their PIN, cancels or does not answer; a test number skips this step.',
    'The payment ends with a result code, and your callback URL receives a signed POST.',
    'If no callback comes, ask the status query.',
  ],
};

type CallbackOutcome = Exclude<SandboxOutcome['kind'], 'prompt' | 'result'>;

export const testNumbersCopy = {
  heading: 'Test numbers',
  lead: 'An STK push to one of these numbers gives its outcome at once, without the virtual phone. Under each outcome, the command that sends the same signed callbacks to your handler on localhost, offline; trigger all sends every outcome and fails if your handler refuses a valid callback or accepts a spoiled one. To forward the STK push page’s own callbacks, run kilele-sandbox listen and type its code in the page’s callback inbox.',
  caption: 'Sandbox test numbers and their outcomes',
  columns: { phone: 'Sandbox phone number', resultCode: 'Result code', outcome: 'What happens' },
  noCode: 'None',
  /** What each result code means for the payment, on its test number's row. */
  results: {
    0: 'Success: the callback carries the M-Pesa receipt number.',
    1: 'The customer’s balance is too low.',
    1001: 'Another payment is waiting for this customer.',
    1032: 'The customer cancels the prompt.',
    1037: 'The phone cannot be reached, or nobody answers.',
    2001: 'The customer enters a wrong PIN.',
  } satisfies Record<ResultCode, string>,
  /** The rows whose callback itself misbehaves; `{seconds}` is the delay of the late callback. */
  callbacks: {
    'no-callback': 'No callback comes: ask the status query.',
    duplicate: 'The success callback arrives twice, with one webhook-id.',
    late: 'The success callback arrives after {seconds} s.',
  } satisfies Record<CallbackOutcome, string>,
};

export const virtualPhoneCopy = {
  heading: 'The virtual phone',
  lead: 'Any other number prompts the virtual phone beside the STK push sandbox:',
  linkLabel: 'Open the STK push sandbox',
  caption: 'Answers on the virtual phone and the result code each gives',
  columns: { answer: 'On the virtual phone', resultCode: 'Result code' },
  answers: [
    { answer: 'Enter any four-digit PIN', code: 0 },
    { answer: `Enter ${wrongPin}, the wrong PIN`, code: 2001 },
    { answer: 'Press Cancel', code: 1032 },
    { answer: `Do nothing for ${phoneTimeoutSeconds} seconds`, code: 1037 },
  ] satisfies { answer: string; code: ResultCode }[],
};

export const signatureCopy = {
  heading: 'Signed callbacks',
  lead: 'Every callback is signed in the Standard Webhooks scheme: check it before you trust the body.',
  secretHeading: 'The sandbox secret',
  secretText: 'Sandbox callbacks are signed with this public secret. Your live secret is your own: keep it on your server.',
  copyLabel: 'Copy the secret',
  copiedLabel: 'Copied!',
  copyFailedLabel: 'Copy failed',
  headersHeading: 'The headers',
  headersCaption: 'The signature headers of a callback',
  columns: { header: 'Header', meaning: 'What it holds' },
  headers: {
    'webhook-id': 'The event’s id, the same on every delivery: deduplicate on it.',
    'webhook-timestamp': 'When it was signed, in Unix seconds.',
    'webhook-signature':
      'v1, then the base64 HMAC-SHA256 of id.timestamp.body, keyed with the base64-decoded secret after whsec_; several are separated by spaces.',
  },
  tolerance: `Refuse a timestamp more than ${timestampToleranceSeconds / 60} minutes from your clock, either way.`,
};

export const samplesCopy = {
  heading: 'Verify a callback',
  lead: 'Each sample checks the signature and the timestamp and refuses an id already handled. Our tests run each against the test vectors.',
  tabsLabel: 'Verification samples',
  copyLabel: 'Copy Code',
  copiedLabel: 'Copied!',
  copyFailedLabel: 'Copy failed',
  codeLabel: '{language} verification sample',
  vectorsText: 'Test your code on the same {count} cases:',
  /** Each case of the test vectors file, as the page lists them. */
  vectorCases: {
    valid: 'a valid callback',
    'tampered-body': 'tampered body',
    'wrong-secret': 'wrong secret',
    'stale-timestamp': 'stale timestamp',
    'future-timestamp': 'timestamp in the future',
    'replayed-id': 'replayed id',
    unsigned: 'no signature',
    'several-signatures': 'two signatures during a change of secret',
  } satisfies Record<VectorName, string>,
  vectorsLink: 'Download the test vectors (JSON)',
};

/** The command-line tool under the STK push sandbox: the commands themselves sit between these words. */
export const localCallbacksCopy = {
  stkPageNote: {
    listen: 'Handler on localhost? Forward these callbacks to it with this command, then type its code in the callback inbox:',
    trigger: 'Or send any test number’s callbacks yourself:',
  },
};

export const handlerCopy = {
  heading: 'A handler you can trust',
  rules: [
    'Answer with 2xx within a few seconds, then do the work: a slow answer counts as a failure.',
    'Deduplicate by webhook-id: answer a repeat with 2xx and do nothing else.',
    'Never act on an unsigned body, or on a stale timestamp.',
    'Verify the raw body, before any JSON parser changes its bytes.',
  ],
  statusQuery: 'No callback? Ask for the result:',
  statusQueryLink: 'The status query API',
};

/** The card on the developers landing page that leads here. */
export const testingLinkCopy = {
  heading: 'Test numbers and signed callbacks',
  text: 'A test number for every M-Pesa result code, the virtual phone’s rules, and verification code for callbacks in Python, Node.js and PHP.',
  linkLabel: 'Test your integration',
};
