import { createHash } from 'node:crypto';
import { expect, test } from './support/test';
import type { APIResponse } from '@playwright/test';
import { allPages } from './support/routes';
import { headerToggle, watchViolations } from './support/policy';

// The production Content-Security-Policy (lib/csp/): each page allows exactly the hashes of
// its own inline code, and the browser runs nothing else inline.

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * The inline scripts and <style>s of a page as Next and React write them (no `<` inside a
 * script, attributes quoted), read independently of the build step that hashes them.
 */
function inlineCode(html: string) {
  const text = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => (match[1] ?? '').replace(/\r\n?/g, '\n'));
  return {
    scripts: text(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi),
    styles: text(/<style[^>]*>([\s\S]*?)<\/style>/gi),
  };
}

/** directive name → its sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

/** Every Content-Security-Policy header of a response: two would both be enforced. */
function policies(response: APIResponse): string[] {
  return response
    .headersArray()
    .filter(({ name }) => name.toLowerCase() === 'content-security-policy')
    .map(({ value }) => value);
}

test.describe('every page is served with its own strict policy @once', () => {
  for (const path of allPages) {
    test(`${path}: one policy, exactly the hashes of its inline code, nothing unsafe`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const [policy = '', ...more] = policies(response);
      expect(more, 'a second Content-Security-Policy header').toEqual([]);
      const csp = directives(policy);
      const { scripts, styles } = inlineCode(await response.text());
      expect(scripts.length).toBeGreaterThan(0);

      const scriptSources = csp.get('script-src') ?? [];
      expect(scriptSources).not.toContain("'unsafe-inline'");
      expect(scriptSources).not.toContain("'unsafe-eval'");
      expect(
        scriptSources.filter((source) => source.startsWith("'nonce-")),
        'a static page has no nonce',
      ).toEqual([]);
      expect(new Set(scriptSources.filter((source) => source.startsWith("'sha256-")))).toEqual(new Set(scripts.map(hash)));
      expect(scriptSources).toContain("'self'");

      const styleSources = csp.get('style-src') ?? [];
      expect(styleSources).not.toContain("'unsafe-inline'");
      expect(styleSources).toEqual(expect.arrayContaining(styles.map(hash)));

      expect(csp.get('default-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('report-uri')).toEqual(['/api/csp-report']);
      expect(csp.get('report-to')).toEqual(['csp']);
      expect(response.headers()['reporting-endpoints']).toBe('csp="/api/csp-report"');
      // No third-party origin anywhere in the policy.
      expect(policy).not.toMatch(/https?:|\*/);
    });
  }

  test('responses that are not pages carry one policy that allows nothing', async ({ request, baseURL }) => {
    const html = await (await request.get('/ke')).text();
    const chunk = html.match(/<script src="(\/_next\/static\/chunks\/[^"]+\.js)"/)?.[1] ?? '';
    expect(chunk).not.toBe('');
    const responses = [
      await request.post('/api/contact', { data: {}, headers: { origin: new URL(baseURL ?? '').origin } }),
      await request.get('/sitemap.xml'),
      await request.get('/icon.svg'),
      await request.get(chunk),
    ];
    for (const response of responses) {
      const [policy = '', ...more] = policies(response);
      expect(more, `${response.url()}: a second policy`).toEqual([]);
      expect(directives(policy).get('default-src'), response.url()).toEqual(["'none'"]);
      expect(policy, response.url()).not.toMatch(/script-src|style-src/);
    }
  });

  test('a request rendered on demand gets a fresh nonce with the hashes of the page that may answer it', async ({ request }) => {
    const get = directives(policies(await request.get('/ke'))[0] ?? '');
    const posts = [await request.post('/ke', { form: { email: 'a@example.com' } }), await request.post('/ke', { form: { email: 'a@example.com' } })];
    const nonces = posts.map((post) => (directives(policies(post)[0] ?? '').get('script-src') ?? []).find((source) => source.startsWith("'nonce-")));
    expect(nonces[0]).toMatch(/^'nonce-[A-Za-z0-9+/]{22}=='$/);
    expect(nonces[1]).not.toBe(nonces[0]);
    const postScripts = directives(policies(posts[0]!)[0] ?? '').get('script-src') ?? [];
    expect(postScripts).toEqual(expect.arrayContaining(get.get('script-src') ?? []));
    expect(postScripts).not.toContain("'unsafe-inline'");
  });
});

// That every page hydrates under its policy, its menu included, is checked on each page's one
// visit (every-page.spec.ts).
test.describe('the policy lets pages run', () => {
  test('client-side navigation brings in other pages (code samples, JSON-LD) with no violation @desktop-only', async ({ page }) => {
    const violations = watchViolations(page);
    await page.goto('/ke/blog', { waitUntil: 'networkidle' });
    // A marker that only a full page load would wipe: the navigations below stay in the page.
    await page.evaluate(() => Reflect.set(window, 'sameDocument', true));
    await page.locator('main a[href^="/ke/blog/"]').first().click();
    await page.waitForURL(/\/ke\/blog\/[^/]+$/);
    await expect(page.locator('main h1')).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: /home/ }).click();
    await page.waitForURL(/\/ke$/);
    await expect(page.locator('main pre').first()).toBeVisible();
    expect(await page.evaluate(() => Reflect.get(window, 'sameDocument'))).toBe(true);
    expect(violations).toEqual([]);
  });

  test('the not-found page (a missing file) runs under the policy it gets @desktop-only', async ({ page }) => {
    const violations = watchViolations(page);
    const response = await page.goto('/ke/about/opengraph-image', { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(404);
    // The 404 is a document of its own (English and Swahili pages each have a root layout), so
    // its link loads the home as a new document, which runs under its own policy too.
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await page.waitForURL(/\/ke$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('a page answering a form posted without JavaScript renders and hydrates under its policy @desktop-only', async ({ page }) => {
    const violations = watchViolations(page);
    await page.goto('/ke');
    // A plain HTML form post, as a browser sends one before (or without) JavaScript.
    await Promise.all([
      page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/ke'),
      page.evaluate(() => {
        const form = document.createElement('form');
        form.method = 'post';
        form.action = '/ke';
        form.innerHTML = '<input name="email" value="a@example.com">';
        document.body.append(form);
        form.submit();
      }),
    ]);
    await page.waitForLoadState('networkidle');
    const toggle = headerToggle(page, false);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(violations).toEqual([]);
  });
});

test.describe('an altered inline script', () => {
  // The page must not hydrate: nothing to wait for after its navigation.
  test.use({ waitsForHydration: false });

  test('the browser refuses an inline script altered on its way, and the page does not hydrate', async ({ page, isMobile }) => {
    const violations: { directive: string; blocked: string }[] = [];
    await page.exposeFunction('reportViolation', (directive: string, blocked: string) => violations.push({ directive, blocked }));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        Reflect.get(window, 'reportViolation')(event.effectiveDirective, event.blockedURI);
      });
    });
    // The real page and its real headers, with one inline script changed: the first chunk of
    // the server component payload gets a statement appended.
    let altered = '';
    let policy = '';
    await page.route('**/ke/about', async (route) => {
      const response = await route.fetch();
      policy = response.headers()['content-security-policy'] ?? '';
      const html = await response.text();
      const original = html.match(/<script>(self\.__next_f\.push\(\[1,[\s\S]*?)<\/script>/)?.[1] ?? '';
      expect(original).not.toBe('');
      altered = `${original};window.alteredScriptRan=true`;
      await route.fulfill({ response, body: html.replace(original, altered) });
    });

    await page.goto('/ke/about');
    expect(policy).toMatch(/script-src 'self' 'sha256-/);
    expect(policy).not.toContain(hash(altered));

    await expect.poll(() => violations).toContainEqual({ directive: 'script-src-elem', blocked: 'inline' });
    expect(await page.evaluate(() => Reflect.get(window, 'alteredScriptRan'))).toBeUndefined();
    // Without that chunk React cannot hydrate: the page never marks itself hydrated, and the
    // header's menus stay the browser's own (they open from the HTML, without React's state).
    await page.waitForTimeout(1_000);
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
    const toggle = headerToggle(page, isMobile);
    await toggle.click();
    await expect(toggle).not.toHaveAttribute('aria-expanded');
    // Only the altered script was refused.
    expect(violations).toHaveLength(1);
  });
});

test('styles: the toasts style themselves, a <style> the policy does not list is refused @desktop-only', async ({ page }) => {
  const violations = watchViolations(page);
  await page.route('**/api/newsletter', (route) => route.fulfill({ status: 200, json: { ok: true, message: 'Subscribed' } }));
  await page.goto('/ke');
  const newsletter = page.getByRole('form', { name: 'Stay Updated' });
  await newsletter.getByRole('textbox').fill('wanjiru@example.co.ke');
  await newsletter.getByRole('button').click();
  // sonner inserts its stylesheet as a <style> when the first toast loads it: hashed.
  await expect(page.locator('[data-sonner-toast]')).toBeVisible();
  expect(await page.locator('[data-sonner-toaster]').evaluate((toaster) => getComputedStyle(toaster).position)).toBe('fixed');
  expect(violations).toEqual([]);

  const applied = await page.evaluate(() => {
    const style = document.createElement('style');
    style.textContent = 'body { --csp-probe: applied; }';
    document.head.append(style);
    return getComputedStyle(document.body).getPropertyValue('--csp-probe').trim();
  });
  expect(applied).toBe('');
  await expect.poll(() => violations.join('\n')).toContain('style-src-elem inline');
});
