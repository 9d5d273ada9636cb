import { NextRequest } from 'next/server';
import { proxy } from '../../proxy';
import { routeRequest } from '../route-request';
import { policyFor, routeShown } from './proxy-policy';
import type { CspManifest } from './manifest';

const manifest: CspManifest = {
  pages: {
    '/ke/en': { scripts: ["'sha256-ke1='", "'sha256-ke2='"], styles: [] },
    '/ke/en/blog/first': { scripts: ["'sha256-post='"], styles: ["'sha256-critical='"] },
    '/ug/en/coming-soon': { scripts: ["'sha256-ug='"], styles: [] },
    '/_not-found': { scripts: ["'sha256-nf='"], styles: [] },
  },
  runtimeStyles: ["'sha256-toast='"],
};

jest.mock('./manifest', () => ({ cspManifest: () => manifest }));
// The first article is where an unknown slug falls back.
jest.mock('../blog/slugs', () => ({ resolveBlogSlug: () => 'first', blogSlugElsewhere: () => null }));

/** The policy of the page a request for `path` is served, as the proxy decides it. */
const policyAt = (method: string, path: string) => policyFor(method, routeShown(path, routeRequest(path)));

const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';

describe('the policy the proxy sets', () => {
  it('gives a prerendered page exactly its hashes, and no nonce', () => {
    const { policy, nonce } = policyAt('GET', '/ke');
    expect(nonce).toBeUndefined();
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'sha256-ke1=' 'sha256-ke2='");
    expect(directive(policy, 'style-src')).toBe("style-src 'self' 'sha256-toast='");
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|nonce-/);
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain('report-uri /api/csp-report; report-to csp');
  });

  it('lets the service worker fetch the site’s own pages and files, and nothing else', () => {
    const { policy } = policyFor('GET', '/sw.js');
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self'");
    expect(policy).toContain("default-src 'none'");
    expect(policy).not.toMatch(/script-src|unsafe/);
  });

  it('gives a coming-soon sub-path and a fallback the hashes of the page they show', () => {
    expect(directive(policyAt('GET', '/ug/about').policy, 'script-src')).toBe("script-src 'self' 'sha256-ug='");
    expect(directive(policyAt('HEAD', '/ke/blog/unknown').policy, 'script-src')).toBe("script-src 'self' 'sha256-post='");
    expect(directive(policyAt('GET', '/ke/blog/unknown').policy, 'style-src')).toBe("style-src 'self' 'sha256-critical=' 'sha256-toast='");
  });

  it('gives a file the policy that allows nothing, and an unknown dotted path the page it falls back to', () => {
    for (const path of ['/sitemap.xml', '/icon.svg', '/ke/developers/api/mpesa-stk-push.md', '/search-index/sw.json']) {
      expect(policyAt('GET', path)).toEqual({ policy: "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'" });
    }
    expect(directive(policyAt('GET', '/ke/blog/post.html').policy, 'script-src')).toBe("script-src 'self' 'sha256-post='");
  });

  it('gives a render on demand (a POST, a path with no built page) a fresh nonce beside the hashes that may still answer', () => {
    const post = policyAt('POST', '/ke');
    expect(post.nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(directive(post.policy, 'script-src')).toBe(`script-src 'self' 'sha256-ke1=' 'sha256-ke2=' 'sha256-nf=' 'nonce-${post.nonce}'`);
    expect(directive(post.policy, 'style-src')).toBe(`style-src 'self' 'sha256-toast=' 'nonce-${post.nonce}'`);
    expect(policyAt('POST', '/ke').nonce).not.toBe(post.nonce);

    const unbuilt = policyAt('GET', '/ke/opengraph-image');
    expect(directive(unbuilt.policy, 'script-src')).toBe(`script-src 'self' 'sha256-nf=' 'nonce-${unbuilt.nonce}'`);
  });

  it('sets the policy and the reporting endpoint on the response, and passes a nonce policy on to the render', () => {
    const get = proxy(new NextRequest('http://localhost/ke'));
    expect(get.headers.get('content-security-policy')).toBe(policyAt('GET', '/ke').policy);
    expect(get.headers.get('reporting-endpoints')).toBe('csp="/api/csp-report"');
    expect(get.headers.get('x-middleware-rewrite')).toBe('http://localhost/ke/en');
    expect(get.headers.get('x-middleware-request-content-security-policy')).toBeNull();

    const post = proxy(new NextRequest('http://localhost/ke', { method: 'POST', headers: { 'next-action': 'abc' } }));
    const policy = post.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/'nonce-[^']+'/);
    expect(post.headers.get('x-middleware-request-content-security-policy')).toBe(policy);
    expect(post.headers.get('x-middleware-request-next-action')).toBe('abc');
    expect(post.headers.get('x-middleware-rewrite')).toBe('http://localhost/ke/en');
  });

  it('redirects to the page the routing table names, its query kept', () => {
    const redirect = proxy(new NextRequest('http://127.0.0.1:3000/about?x=1'));
    expect(redirect.status).toBe(308);
    expect(new URL(redirect.headers.get('location') ?? '').pathname + new URL(redirect.headers.get('location') ?? '').search).toBe('/ke/about?x=1');
  });

  it('sets a policy with no hash on a redirect', () => {
    const { policy, nonce } = policyAt('GET', '/');
    expect(nonce).toBeUndefined();
    expect(policy).not.toMatch(/sha256|nonce/);
  });
});
