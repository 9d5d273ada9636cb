import type { CodeLanguage } from '../code/highlight';
import { site } from '../site';
import { stkPushRequest, subscriptionRequest } from './schemas';

/**
 * The code samples of the API pages (SPEC §2: curl, Python, Node.js and PHP for STK push;
 * curl for subscriptions), written from the same sample bodies the sandbox starts from.
 */
export interface CodeExample {
  id: 'curl' | 'python' | 'node' | 'php';
  label: string;
  lang: CodeLanguage;
  code: string;
}

// SPEC §7: the curl examples call /v1/…, the reference lists /api/v1/….
const stkPushUrl = `${site.external.api}/v1/mpesa/stkpush`;
const subscriptionUrl = `${site.external.api}/v1/subscriptions/create`;

function indentJson(value: unknown, indent: string): string {
  return JSON.stringify(value, null, 2).replaceAll('\n', `\n${indent}`);
}

function curl(url: string, body: unknown): string {
  return [
    `curl -X POST ${url} \\`,
    '  -H "Authorization: Bearer YOUR_API_KEY" \\',
    '  -H "Content-Type: application/json" \\',
    `  -d '${indentJson(body, '  ')}'`,
  ].join('\n');
}

const stk = stkPushRequest.sample;

const pythonStkPush = `from kilelepay import KilelePay

client = KilelePay(api_key="YOUR_API_KEY")

response = client.stk_push(
    phone="${stk.phone}",
    amount=${stk.amount},
    reference="${stk.reference}",
    description="${stk.description}",
)
print(response["checkout_request_id"], response["status"])`;

const nodeStkPush = `import { KilelePay } from 'kilelepay';

const client = new KilelePay({ apiKey: process.env.KILELEPAY_API_KEY });

const response = await client.stkPush(${jsObject(stk)});
console.log(response.checkout_request_id, response.status);`;

const phpStkPush = `<?php
$body = json_encode(${phpArray(stk)});

$ch = curl_init('${stkPushUrl}');
curl_setopt_array($ch, [
    CURLOPT_POST => true,
    CURLOPT_RETURNTRANSFER => true,
    CURLOPT_HTTPHEADER => [
        'Authorization: Bearer ' . getenv('KILELEPAY_API_KEY'),
        'Content-Type: application/json',
    ],
    CURLOPT_POSTFIELDS => $body,
]);
$response = json_decode(curl_exec($ch), true);
curl_close($ch);

echo $response['checkout_request_id'];`;

function jsObject(value: Record<string, string | number>): string {
  const entries = Object.entries(value).map(([key, item]) => `  ${key}: ${typeof item === 'number' ? item : `'${item.replaceAll("'", "\\'")}'`},`);
  return `{\n${entries.join('\n')}\n}`;
}

function phpArray(value: Record<string, string | number>): string {
  const entries = Object.entries(value).map(
    ([key, item]) => `    '${key}' => ${typeof item === 'number' ? item : `'${item.replaceAll("'", "\\'")}'`},`,
  );
  return `[\n${entries.join('\n')}\n]`;
}

export const stkPushCodeExamples: CodeExample[] = [
  { id: 'curl', label: 'cURL', lang: 'bash', code: curl(stkPushUrl, stk) },
  { id: 'python', label: 'Python', lang: 'python', code: pythonStkPush },
  { id: 'node', label: 'Node.js', lang: 'javascript', code: nodeStkPush },
  { id: 'php', label: 'PHP', lang: 'php', code: phpStkPush },
];

export const subscriptionCodeExamples: CodeExample[] = [
  { id: 'curl', label: 'cURL', lang: 'bash', code: curl(subscriptionUrl, subscriptionRequest.sample) },
];
