import { blogContentDir, readPostSources } from '../blog/source';
import { apiEndpoints } from './catalogue';
import { fencedCodeBlocks, unknownApiReferences } from './code-references';

describe('unknownApiReferences', () => {
  it.each(apiEndpoints.flatMap((doc) => doc.codeExamples.map((example) => [doc.name, example.label, example.code] as const)))(
    'knows everything in the %s %s sample the source writes',
    (_name, _label, code) => {
      expect(unknownApiReferences(code)).toEqual([]);
    },
  );

  it.each([
    ['a base URL variable', 'curl -X POST "$KILELE_API_URL/api/v1/mpesa/stkpush"', /KILELE_API_URL/],
    ['a path without /api', 'curl https://api.kilelepay.co.ke/v1/mpesa/stkpush', /not a documented endpoint/],
    ['an undocumented endpoint', "fetch('https://api.kilelepay.co.ke/api/v1/refunds')", /not a documented endpoint/],
    ['another host', 'requests.post("https://sandbox.kilelepay.co.ke/api/v1/payouts")', /does not start with/],
    ['another key variable', 'client = KilelePay(api_key=os.environ["KILELE_API_KEY"])', /KILELE_API_KEY/],
    ['a generic key variable', 'Authorization: Bearer $PAYMENTS_API_KEY', /PAYMENTS_API_KEY/],
    ['another Python class', 'from kilelepay import Client', /SDK class Client/],
    ['a module attribute', 'client = kilelepay.Client(api_key=key)', /SDK class Client/],
    ['another Node class', "import { KileleClient } from 'kilelepay';", /KileleClient/],
    ['a required class', "const Pay = require('kilelepay').Client;", /SDK class Client/],
  ])('reports %s', (_case, code, message) => {
    expect(unknownApiReferences(code).join('\n')).toMatch(message);
  });

  it('accepts a documented path with its parameter filled in, and code with no API call', () => {
    expect(unknownApiReferences('curl https://api.kilelepay.co.ke/api/v1/wallet/CUS_9 -H "Authorization: Bearer $KILELEPAY_API_KEY"')).toEqual([]);
    expect(unknownApiReferences("app.post('/webhooks/kilele', handler);")).toEqual([]);
  });
});

describe('fencedCodeBlocks', () => {
  it('finds each fenced block with its language and line, and nothing outside them', () => {
    const doc = [
      '# Title',
      'Text with `inline code`.',
      '',
      '```bash',
      'echo one',
      '```',
      '',
      '~~~python',
      'print(2)',
      '~~~',
      '````md',
      '```',
      'nested',
      '```',
      '````',
    ].join('\n');
    expect(fencedCodeBlocks(doc)).toEqual([
      { lang: 'bash', code: 'echo one', line: 4 },
      { lang: 'python', code: 'print(2)', line: 8 },
      { lang: 'md', code: '```\nnested\n```', line: 11 },
    ]);
  });
});

// The real articles, whatever they are: a block that calls a URL, a class or a key variable
// the API's source does not know fails here with its file and line.
describe('the code blocks of every article', () => {
  const posts = readPostSources(blogContentDir);

  it('finds the articles', () => {
    expect(posts.length).toBeGreaterThan(0);
  });

  it.each(posts.map((post) => [post.file, post.body] as const))('%s uses only what the API source documents', (_file, body) => {
    const problems = fencedCodeBlocks(body).flatMap((block) =>
      unknownApiReferences(block.code).map((problem) => `code block at body line ${block.line}: ${problem}`),
    );
    expect(problems).toEqual([]);
  });
});
