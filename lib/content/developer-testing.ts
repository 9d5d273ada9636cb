import type { ResultCode } from '../mpesa-sandbox/result-codes';
import type { SandboxOutcome } from '../mpesa-sandbox/test-numbers';
import { phoneTimeoutSeconds, wrongPin } from '../mpesa-sandbox/test-numbers';
import { timestampToleranceSeconds } from '../mpesa-sandbox/webhook-signature';

/** Copy of the developers' testing page: the sandbox's lifecycle, test numbers and signed callbacks. */

export const testingHero = {
  eyebrow: 'Developers',
  title: 'Test every way an M-Pesa payment ends',
  lead: 'Test numbers that give each result at once, a virtual phone for the customer’s side, and callbacks signed exactly as your server will receive them.',
};

export const testingLifecycle = {
  heading: 'What happens after your request',
  steps: [
    'The sandbox checks your STK push request and answers at once with a pending status and a checkout request id.',
    'The customer’s phone shows the M-Pesa prompt: on the STK push page, a virtual phone shows it beside the sandbox.',
    'The customer enters their PIN, cancels, or does not answer; a test number skips this step and gives its outcome at once.',
    'M-Pesa ends the payment with a result code, and your callback URL receives a signed POST with the result.',
    'If no callback comes, ask the status query for the payment’s result.',
  ],
};

type CallbackOutcome = Exclude<SandboxOutcome['kind'], 'prompt' | 'result'>;

export const testNumbersCopy = {
  heading: 'Test numbers',
  lead: 'Send an STK push to one of these numbers and the sandbox gives its outcome at once, without the virtual phone. Any other number prompts the virtual phone.',
  caption: 'Sandbox test numbers and their outcomes',
  columns: { phone: 'Sandbox phone number', code: 'Result code', outcome: 'What happens' },
  noCode: 'None',
  /** What each result code means for the payment, on its test number's row. */
  results: {
    0: 'The customer approves the payment: the success callback, with its M-Pesa receipt number.',
    1: 'The customer’s M-Pesa balance is too low: the payment fails.',
    1001: 'Another payment is already waiting for this customer: the payment fails, try again shortly.',
    1032: 'The customer cancels the prompt: the payment fails.',
    1037: 'The phone cannot be reached or nobody answers: the payment fails.',
    2001: 'The customer enters a wrong PIN: the payment fails.',
  } satisfies Record<ResultCode, string>,
  /** The rows whose callback itself misbehaves; `{seconds}` is the delay of the late callback. */
  callbacks: {
    'no-callback': 'No callback ever comes: the payment stays pending. Ask the status query.',
    duplicate: 'The success callback arrives twice, with the same webhook-id: handle it once.',
    late: 'The success callback arrives {seconds} s later, after the prompt would have expired.',
  } satisfies Record<CallbackOutcome, string>,
  /** Names a code's link for screen readers: "Result code 1032: what it means". */
  codeLinkLabel: 'Result code {code}: what it means',
};

export const virtualPhoneCopy = {
  heading: 'The virtual phone',
  lead: 'Any other number shows the prompt on the virtual phone beside the sandbox on the STK push page. What you do there decides the result:',
  linkLabel: 'Open the STK push sandbox',
  caption: 'Answers on the virtual phone and the result code each gives',
  columns: { answer: 'On the virtual phone', code: 'Result code' },
  answers: [
    { answer: 'Enter any four-digit PIN', code: 0 },
    { answer: `Enter ${wrongPin}, the wrong PIN`, code: 2001 },
    { answer: 'Press Cancel', code: 1032 },
    { answer: `Do nothing for ${phoneTimeoutSeconds} seconds`, code: 1037 },
  ] satisfies { answer: string; code: ResultCode }[],
};

export const signatureCopy = {
  heading: 'Signed callbacks',
  lead: 'Every callback is signed in the Standard Webhooks scheme. Check the signature before you trust a single field of the body.',
  secretHeading: 'The sandbox secret',
  secretText: 'Callbacks from the sandbox are signed with this public secret. Your live account has its own: keep that one on your server, never in your code.',
  copyLabel: 'Copy the secret',
  copiedLabel: 'Copied!',
  copyFailedLabel: 'Copy failed',
  headersHeading: 'The headers',
  headersCaption: 'The signature headers of a callback',
  columns: { header: 'Header', meaning: 'What it holds' },
  headers: {
    'webhook-id': 'The event’s id: the same on every delivery of one event. Deduplicate on it.',
    'webhook-timestamp': 'When the callback was signed, in Unix seconds.',
    'webhook-signature':
      'v1, then the base64 HMAC-SHA256 of id.timestamp.body, keyed with the secret’s base64-decoded bytes after whsec_. Several signatures are separated by spaces.',
  },
  tolerance: `Refuse a timestamp more than ${timestampToleranceSeconds / 60} minutes from your clock, either way: an old request is a replay.`,
};

export const samplesCopy = {
  heading: 'Verify a callback',
  lead: 'Each sample checks the signature and the timestamp, refuses an id it has already handled, and answers within a moment. Our tests run each one against the test vectors.',
  tabsLabel: 'Verification samples',
  copyLabel: 'Copy Code',
  copiedLabel: 'Copied!',
  copyFailedLabel: 'Copy failed',
  codeLabel: '{language} verification sample',
  vectorsText:
    'Run your own code against the same cases: a valid callback, a tampered body, a wrong secret, a stale timestamp, a replayed id, each with its expected verdict.',
  vectorsLink: 'Download the test vectors (JSON)',
};

export const handlerCopy = {
  heading: 'A handler you can trust',
  rules: [
    'Answer within a few seconds with a 2xx status, then do the work: a slow answer is taken for a failure and the callback is sent again.',
    'Deduplicate by webhook-id: the same event can arrive more than once. Answer a repeat with 2xx, and do nothing else.',
    'Refuse a body without a valid signature or with a stale timestamp: never act on an unsigned body.',
    'Read the raw body for the signature, before any JSON parser changes its bytes.',
  ],
  statusQuery: 'When no callback comes, ask the status query for the payment’s result rather than waiting.',
  statusQueryLink: 'The status query API',
};

/** The card on the developers landing page that leads here. */
export const testingLinkCopy = {
  heading: 'Test numbers and signed callbacks',
  text: 'A test number for every M-Pesa result code, the virtual phone’s rules, and verification code for callbacks in Python, Node.js and PHP.',
  linkLabel: 'Test your integration',
};
