import type { CodeLanguage } from '../code/highlight';
import { apiKeyEnvVar, sdkClassName, sdkModule } from './sdks';

/**
 * The code samples of an API page, written from the endpoint's own source (method, URL, sample
 * request, SDK method) so that every language calls the same URL with the same body and the
 * same key variable as the OpenAPI document and the other samples.
 */
export interface CodeExample {
  id: 'curl' | 'python' | 'node' | 'php';
  label: string;
  lang: CodeLanguage;
  code: string;
}

type SampleValue = string | number;

export interface SampleSpec {
  method: 'GET' | 'POST';
  /** The absolute URL template, with `{name}` for each path parameter. */
  url: string;
  location: 'body' | 'path';
  sample: Record<string, SampleValue>;
  /** The SDK call, e.g. `stk_push` (Python) and `stkPush` (Node.js), or `wallet.get`. */
  sdkMethod: { python: string; node: string };
  /** Top-level response fields the samples print. */
  printFields: string[];
}

/** The URL a sample calls: the template with the sample's path parameters filled in. */
export function sampleUrl(spec: Pick<SampleSpec, 'url' | 'location' | 'sample'>): string {
  if (spec.location !== 'path') return spec.url;
  return spec.url.replace(/\{(\w+)\}/g, (_match, name: string) => encodeURIComponent(String(spec.sample[name] ?? '')));
}

const quoted = (value: SampleValue, quote: '"' | "'") =>
  typeof value === 'number' ? String(value) : `${quote}${value.replaceAll('\\', '\\\\').replaceAll(quote, `\\${quote}`)}${quote}`;

function entries(spec: SampleSpec): [string, SampleValue][] {
  return Object.entries(spec.sample);
}

function curl(spec: SampleSpec): string {
  const lines = [`curl -X ${spec.method} ${sampleUrl(spec)} \\`, `  -H "Authorization: Bearer $${apiKeyEnvVar}"`];
  if (spec.location === 'path') return lines.join('\n');
  const body = JSON.stringify(spec.sample, null, 2).replaceAll('\n', '\n  ');
  return [`${lines[0]}`, `${lines[1]} \\`, '  -H "Content-Type: application/json" \\', `  -d '${body}'`].join('\n');
}

function python(spec: SampleSpec): string {
  const args = entries(spec).map(([key, value]) => `    ${key}=${quoted(value, '"')},`);
  const printed = spec.printFields.map((field) => `response["${field}"]`).join(', ');
  return [
    'import os',
    '',
    `from ${sdkModule} import ${sdkClassName}`,
    '',
    `client = ${sdkClassName}(api_key=os.environ["${apiKeyEnvVar}"])`,
    '',
    `response = client.${spec.sdkMethod.python}(`,
    ...args,
    ')',
    `print(${printed})`,
  ].join('\n');
}

function node(spec: SampleSpec): string {
  const fields = entries(spec).map(([key, value]) => `  ${key}: ${quoted(value, "'")},`);
  const printed = spec.printFields.map((field) => `response.${field}`).join(', ');
  return [
    `import { ${sdkClassName} } from '${sdkModule}';`,
    '',
    `const client = new ${sdkClassName}({ apiKey: process.env.${apiKeyEnvVar} });`,
    '',
    `const response = await client.${spec.sdkMethod.node}({`,
    ...fields,
    '});',
    `console.log(${printed});`,
  ].join('\n');
}

// The PHP SDK is not out yet: the PHP sample calls the API over HTTP with PHP's curl.
function php(spec: SampleSpec): string {
  const post = spec.location === 'body';
  const body = entries(spec).map(([key, value]) => `    '${key}' => ${quoted(value, "'")},`);
  const printed = spec.printFields.map((field) => `json_encode($response['${field}'])`).join(", ' ', ");
  return [
    '<?php',
    ...(post ? [`$body = json_encode([`, ...body, ']);', ''] : []),
    `$ch = curl_init('${sampleUrl(spec)}');`,
    'curl_setopt_array($ch, [',
    ...(post ? ['    CURLOPT_POST => true,'] : []),
    '    CURLOPT_RETURNTRANSFER => true,',
    '    CURLOPT_HTTPHEADER => [',
    `        'Authorization: Bearer ' . getenv('${apiKeyEnvVar}'),`,
    ...(post ? ["        'Content-Type: application/json',"] : []),
    '    ],',
    ...(post ? ['    CURLOPT_POSTFIELDS => $body,'] : []),
    ']);',
    '$response = json_decode(curl_exec($ch), true);',
    'curl_close($ch);',
    '',
    `echo ${printed};`,
  ].join('\n');
}

/** cURL, Python, Node.js and PHP, in the order the page's tabs show them. */
export function codeExamples(spec: SampleSpec): CodeExample[] {
  return [
    { id: 'curl', label: 'cURL', lang: 'bash', code: curl(spec) },
    { id: 'python', label: 'Python', lang: 'python', code: python(spec) },
    { id: 'node', label: 'Node.js', lang: 'javascript', code: node(spec) },
    { id: 'php', label: 'PHP', lang: 'php', code: php(spec) },
  ];
}
