import { createNonce, pagePolicy } from './policy';

describe('pagePolicy', () => {
  const sources = { scripts: ["'sha256-a='"], styles: ["'sha256-b='"] };

  it('allows in production only what it is given, and no third-party origin', () => {
    const policy = pagePolicy(sources);
    expect(policy).toBe(
      "default-src 'none'; script-src 'self' 'sha256-a='; style-src 'self' 'sha256-b='; img-src 'self'; font-src 'self'; connect-src 'self'; " +
        "base-uri 'none'; form-action 'self'; frame-ancestors 'none'; report-uri /api/csp-report; report-to csp",
    );
    expect(pagePolicy({ ...sources, nonce: 'abc' })).toContain("script-src 'self' 'sha256-a=' 'nonce-abc'; style-src 'self' 'sha256-b=' 'nonce-abc'");
  });

  it('stays loose under next dev: eval for React’s call stacks, a websocket for hot reload', () => {
    const policy = pagePolicy(sources, true);
    expect(policy).toContain("script-src 'self' 'unsafe-inline' 'unsafe-eval'");
    expect(policy).toContain("connect-src 'self' ws:");
    expect(policy).not.toContain('sha256');
  });

  it('makes a new 128-bit nonce each time', () => {
    const nonces = new Set(Array.from({ length: 50 }, createNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });
});
