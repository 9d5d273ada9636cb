import { apiListing } from '../api-docs/listing';
import type { ApiDocId } from '../api-docs/ids';
import { site } from '../site';
import { sdkNames } from './sdks';

/** Copy of the developers landing and the API pages. */

export const developersHero = {
  eyebrow: 'Developers',
  title: 'Build with Kilele Pay APIs',
  lead: 'REST APIs for M-Pesa STK push, subscriptions, wallets and payouts, with SDKs and a free sandbox. Go from sign-up to your first test payment in minutes.',
  docs: { label: 'Read the documentation', href: site.external.docs },
  playground: { label: 'Open the API playground', href: site.external.playground },
} as const;

export interface GettingStartedStep {
  title: string;
  text: string;
}

/** Sign up and get API key, explore docs, test in sandbox, integrate and deploy, launch and scale. */
export const gettingStartedSteps: GettingStartedStep[] = [
  {
    title: 'Sign up and get your API key',
    text: 'Create a free account on the dashboard. Your sandbox API key is ready as soon as you sign in.',
  },
  {
    title: 'Explore the docs',
    text: 'Read how STK push, subscriptions, wallets and payouts work, with every parameter and response.',
  },
  {
    title: 'Test in the sandbox',
    text: 'Send test requests and see real responses without moving any money.',
  },
  {
    title: 'Integrate and deploy',
    text: 'Add the API to your app with our Python or Node.js SDK, or plain HTTP, and handle results on your webhook.',
  },
  {
    title: 'Launch and scale',
    text: 'Switch to your live key and start collecting payments, with 24/7 support as your volume grows.',
  },
];

export interface DeveloperResource {
  title: string;
  description: string;
  href: string;
  linkLabel: string;
}

/** Four resource cards to the external docs. */
export const developerResources: DeveloperResource[] = [
  {
    title: 'API Documentation',
    description: 'The full reference: authentication, endpoints, webhooks and error codes.',
    href: site.external.docs,
    linkLabel: 'Read the API docs',
  },
  {
    title: 'API Playground',
    description: 'Try every endpoint from your browser with your sandbox key.',
    href: site.external.playground,
    linkLabel: 'Open the playground',
  },
  {
    title: 'SDKs',
    description: `SDKs for ${sdkNames('Available')} that handle authentication, retries and webhooks for you. ${sdkNames('Coming Soon')}: coming soon.`,
    href: site.external.sdks,
    linkLabel: 'Browse the SDKs',
  },
  {
    title: 'Code Examples',
    description: 'Ready-to-run samples for checkout, subscriptions, payouts and reconciliation.',
    href: site.external.codeExamples,
    linkLabel: 'See the code examples',
  },
];

/**
 * What each API does, in a sentence, on the home page and the developers landing: the API
 * reference's own summary (the reference itself stays English, as code does).
 */
export const apiSummaries = Object.fromEntries(apiListing.map((api) => [api.docId, api.description])) satisfies Partial<Record<ApiDocId, string>>;

export const developersCopy = {
  steps: { heading: 'Get started in five steps' },
  resources: { heading: 'Developer resources', lead: 'Everything you need to build, test and ship.' },
  apis: {
    heading: 'APIs',
    lead: 'Every endpoint takes and returns JSON and authenticates with your API key as a Bearer token.',
    linkLabel: 'API reference',
  },
  sdks: { heading: 'SDKs', lead: 'Official client libraries.' },
  stats: { label: 'Kilele Pay in numbers' },
  openApi: {
    heading: 'OpenAPI document',
    text: 'Import the API into Postman, Insomnia or your code generator: one OpenAPI 3.1 file with every endpoint, schema and limit.',
    linkLabel: 'Download openapi.json',
  },
  cta: {
    heading: 'Ready to build?',
    text: 'Free sandbox access, no payment required.',
    getApiKey: 'Get API Key',
  },
} as const;

export const apiDocCopy = {
  back: 'Back to all APIs',
  eyebrow: 'API reference',
  labels: { method: 'Method', endpoint: 'Endpoint', status: 'Status', category: 'Category' },
  tiles: {
    authentication: 'Authentication',
    response: 'Response',
    responseValue: 'Real-time',
    rateLimit: 'Rate limit',
    support: 'Support',
    supportValue: '24/7',
  },
  overview: 'Overview',
  features: 'Features',
  useCases: 'Use cases',
  parameters: { heading: 'Parameters', caption: 'Request body parameters', pathCaption: 'Path parameters' },
  errors: {
    heading: 'Errors',
    lead: 'Every error answers with success false, a message, an error_code and usually details.',
    caption: 'Error codes',
    columns: ['Status', 'error_code', 'Message', 'When'],
  },
  markdown: 'View as Markdown',
  parameterColumns: ['Name', 'Example', 'Type', 'Required', 'Description', 'Validation'],
  required: 'Required',
  optional: 'Optional',
  codeExamples: 'Code examples',
  webhooks: { heading: 'Webhook events', lead: 'Kilele Pay posts these events to your webhook URL.' },
  responses: 'Response examples',
} as const;

export const sandboxCopy = {
  heading: 'API Sandbox',
  noticeTitle: 'Sandbox mode.',
  notice: 'No real transactions are processed and no money moves: responses are simulated in your browser.',
  bodyLabel: 'Request body (JSON)',
  pathLabel: 'Path parameters (JSON)',
  run: 'Test API Call',
  running: 'Testing API',
  reset: 'Reset to sample',
  idle: 'Edit the body and select Test API Call to see the response.',
  needsScript:
    'Test API Call runs in your browser and needs JavaScript. Until it has loaded, or if it is turned off, the response examples below show what this endpoint answers.',
  responseLabel: 'Sandbox response',
  loadFailed: 'The sandbox could not load. Check your connection and try again.',
} as const;

/** "1000", "the sample phone" and "TEST_REF" as the hint under the body shows them. */
export function sandboxDefaultsHint(defaults: Record<string, unknown>): string {
  const fields = Object.entries(defaults).map(([field, value]) => `${field} ${String(value)}`);
  return `Fields you leave out take sandbox values: ${fields.join(', ')}.`;
}

/**
 * The virtual phone beside the STK push sandbox: the prompt as the customer's phone shows it.
 * Templates are filled in the browser: {amount}, {business}, {reference}, {seconds}, {phone},
 * {code}, {meaning}.
 */
export const virtualPhoneCopy = {
  heading: 'Virtual phone',
  lead: 'An STK push to a number that is not a test number prompts this phone, as M-Pesa prompts your customer’s. Any four digits approve the payment; 0000 is a wrong PIN.',
  screenLabel: 'Virtual phone screen',
  promptTitle: 'M-Pesa',
  prompt: 'Do you want to pay {amount} to {business}, account no. {reference}?',
  pinLabel: 'Enter your M-Pesa PIN',
  pinInvalid: 'A PIN is four digits.',
  send: 'Send',
  cancel: 'Cancel',
  countdown: 'The prompt closes in {seconds} s',
  result: 'Result code {code}: {meaning}.',
  testNumber: 'Test number {phone}: the sandbox gives its outcome at once, without the phone.',
  noCallback: 'No callback will come for this payment: it stays pending. Ask for its result with the status query.',
} as const;

/** The callback inbox beside the sandbox's response: every callback as the callback URL receives it. */
export const callbackInboxCopy = {
  heading: 'Callback inbox',
  lead: 'Each callback your callback URL would receive, exactly as it is sent: the request line, the headers, a blank line, then the body the signature covers.',
  empty: 'No callback yet.',
  entryHeading: 'Result code {code}: {meaning}',
  attempt: 'Attempt {attempt}',
  duplicate: 'Duplicate',
  late: 'Late',
  receivedAt: 'Received at {time}',
  requestLabel: 'Callback {number} as an HTTP request',
  copy: 'Copy',
  copied: 'Copied',
  copyFailed: 'Could not copy: select the text instead.',
  codePage: 'What result code {code} means',
  duplicateNote:
    'The same callback again, with the same webhook-id: a callback can be delivered more than once, so your handler must deduplicate on the webhook-id.',
  lateNote: 'This callback came late, long after the payment ended: your handler must still accept it, and the status query knew the result before it came.',
  announce: 'Callback received: result code {code}, {meaning}.',
  codeMeanings: {
    0: 'Success',
    1: 'Insufficient funds',
    1001: 'Another transaction in progress',
    1032: 'Cancelled by the customer',
    1037: 'No answer from the phone',
    2001: 'Wrong PIN',
  },
} as const;

/** On the STK push page: the way to ask for a result when the callback does not come. */
export const statusQueryCopy = {
  text: 'No callback yet, or none coming? Ask for the payment’s result with the status query: it answers for the payments made here, in this browser tab.',
  link: 'STK push status query',
} as const;
