import { NextRequest, NextResponse } from 'next/server';
import { policyFor, withContentSecurityPolicy } from './proxy-policy';
import type { CspManifest } from './manifest';

const manifest: CspManifest = {
  pages: {
    '/ke': { scripts: ["'sha256-ke1='", "'sha256-ke2='"], styles: [] },
    '/ke/blog/first': { scripts: ["'sha256-post='"], styles: ["'sha256-critical='"] },
    '/ug/coming-soon': { scripts: ["'sha256-ug='"], styles: [] },
    '/_not-found': { scripts: ["'sha256-nf='"], styles: [] },
  },
  runtimeStyles: ["'sha256-toast='"],
};

jest.mock('./manifest', () => ({ cspManifest: () => manifest }));
// The first article is where an unknown slug falls back.
jest.mock('../blog/slugs', () => ({ resolveBlogSlug: () => 'first' }));

const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';

describe('the policy the proxy sets', () => {
  it('gives a prerendered page exactly its hashes, and no nonce', () => {
    const { policy, nonce } = policyFor('GET', '/ke');
    expect(nonce).toBeUndefined();
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'sha256-ke1=' 'sha256-ke2='");
    expect(directive(policy, 'style-src')).toBe("style-src 'self' 'sha256-toast='");
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|nonce-/);
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain('report-uri /api/csp-report; report-to csp');
  });

  it('gives a coming-soon sub-path and a fallback the hashes of the page they show', () => {
    expect(directive(policyFor('GET', '/ug/about').policy, 'script-src')).toBe("script-src 'self' 'sha256-ug='");
    expect(directive(policyFor('HEAD', '/ke/blog/unknown').policy, 'script-src')).toBe("script-src 'self' 'sha256-post='");
    expect(directive(policyFor('GET', '/ke/blog/unknown').policy, 'style-src')).toBe("style-src 'self' 'sha256-critical=' 'sha256-toast='");
  });

  it('gives a file the policy that allows nothing, and an unknown dotted path the page it falls back to', () => {
    for (const path of ['/sitemap.xml', '/icon.svg', '/ke/developers/api/mpesa-stk-push.md']) {
      expect(policyFor('GET', path)).toEqual({ policy: "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'" });
    }
    expect(directive(policyFor('GET', '/ke/blog/post.html').policy, 'script-src')).toBe("script-src 'self' 'sha256-post='");
  });

  it('gives a render on demand (a POST, a path with no built page) a fresh nonce beside the hashes that may still answer', () => {
    const post = policyFor('POST', '/ke');
    expect(post.nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(directive(post.policy, 'script-src')).toBe(`script-src 'self' 'sha256-ke1=' 'sha256-ke2=' 'sha256-nf=' 'nonce-${post.nonce}'`);
    expect(directive(post.policy, 'style-src')).toBe(`style-src 'self' 'sha256-toast=' 'nonce-${post.nonce}'`);
    expect(policyFor('POST', '/ke').nonce).not.toBe(post.nonce);

    const unbuilt = policyFor('GET', '/ke/opengraph-image');
    expect(directive(unbuilt.policy, 'script-src')).toBe(`script-src 'self' 'sha256-nf=' 'nonce-${unbuilt.nonce}'`);
  });

  it('sets the policy and the reporting endpoint on the response, and passes a nonce policy on to the render', () => {
    const get = withContentSecurityPolicy(new NextRequest('http://localhost/ke'), NextResponse.next());
    expect(get.headers.get('content-security-policy')).toBe(policyFor('GET', '/ke').policy);
    expect(get.headers.get('reporting-endpoints')).toBe('csp="/api/csp-report"');
    expect(get.headers.get('x-middleware-request-content-security-policy')).toBeNull();

    const request = new NextRequest('http://localhost/ke', { method: 'POST', headers: { 'next-action': 'abc' } });
    const routed = NextResponse.next({ request: { headers: new Headers({ 'x-routed': 'kept' }) } });
    const post = withContentSecurityPolicy(request, routed);
    const policy = post.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/'nonce-[^']+'/);
    expect(post.headers.get('x-middleware-request-content-security-policy')).toBe(policy);
    expect(post.headers.get('x-middleware-request-next-action')).toBe('abc');
    expect(post.headers.get('x-middleware-request-x-routed')).toBe('kept');
    expect(post.headers.get('x-middleware-override-headers')?.split(',')).toEqual(
      expect.arrayContaining(['content-security-policy', 'next-action', 'x-routed']),
    );
  });

  it('sets a policy with no hash on a redirect', () => {
    const { policy, nonce } = policyFor('GET', '/');
    expect(nonce).toBeUndefined();
    expect(policy).not.toMatch(/sha256|nonce/);
  });
});
