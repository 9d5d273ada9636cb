import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The check itself must be able to fail: run it on a small fake build directory.
const secrets = { PAYMENTS_USERNAME: 'fixture-user', PAYMENTS_PASSWORD: 'fixture-pass-123', PAYMENTS_API_URL: 'https://pay.fixture.invalid' };
let dir: string;

function check(env: Record<string, string> = secrets) {
  const result = spawnSync(process.execPath, ['scripts/check-no-secrets.mjs', '--dir', dir], {
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', ...env },
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'no-secrets-'));
  mkdirSync(join(dir, 'static', 'chunks'), { recursive: true });
  mkdirSync(join(dir, 'server', 'app', 'ke'), { recursive: true });
  writeFileSync(join(dir, 'static', 'chunks', 'page.js'), 'fetch("/api/demo/payment",{method:"POST"})');
  writeFileSync(join(dir, 'server', 'app', 'ke.html'), '<p>Bearer auth. Basic authentication is not used by the public API.</p>');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('scripts/check-no-secrets.mjs', () => {
  it('passes a clean build', () => {
    const result = check();
    expect(result.output).toMatch(/hold no credential/);
    expect(result.status).toBe(0);
  });

  it('fails when a credential reaches a client chunk, naming the file and the variable', () => {
    writeFileSync(join(dir, 'static', 'chunks', 'leak.js'), 'const p="fixture-pass-123"');
    const result = check();
    expect(result.status).toBe(1);
    expect(result.output).toMatch(/static\/chunks\/leak\.js: the value of PAYMENTS_PASSWORD/);
  });

  it('fails on any Basic header value in a prerendered page or payload, even of unknown credentials', () => {
    writeFileSync(join(dir, 'server', 'app', 'ke', 'demo.rsc'), `{"Authorization":"Basic ${Buffer.from('someone:else').toString('base64')}"}`);
    const result = check({});
    expect(result.status).toBe(1);
    expect(result.output).toMatch(/ke\/demo\.rsc: an Authorization value/);
  });

  it('fails when the internal upstream address shows in a page', () => {
    writeFileSync(join(dir, 'server', 'app', 'ke.html'), '<a href="https://pay.fixture.invalid/x">x</a>');
    expect(check().status).toBe(1);
  });

  it('refuses to pass when there is no build to check', () => {
    rmSync(join(dir, 'server'), { recursive: true });
    expect(check().status).toBe(1);
  });
});
