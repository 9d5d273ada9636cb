import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { airtimeCopy as swahiliAirtime } from '@/lib/content/sw/airtime';
import { contactFormCopy as swahiliContact, contactSubjectLabels as swahiliSubjects } from '@/lib/content/sw/contact';
import { validationMessages as swahiliMessages } from '@/lib/content/sw/validation';
import { demoCopy as swahiliDemo, demoType as swahiliDemoType } from '@/lib/content/sw/demo';
import { languageSwitcherCopy as englishSwitcher } from '@/lib/content/language';
import { languageSwitcherCopy as swahiliSwitcher } from '@/lib/content/sw/language';
import { englishWordsIn, mayStayAsIs } from '@/lib/i18n/completeness';
import { languageCookie } from '@/lib/i18n/language-choice';
import { absoluteUrl } from '@/lib/site-url';
import { expectNoAxeViolations } from './support/axe';
import { contactFormHydrated, typedContact } from './support/contact-form';
import type { ContactValues } from './support/contact-form';
import { expectUpstreamReceived, upstreamReceived } from './support/fake-upstream';
import { sitemapEntries } from '@/lib/seo/sitemap';
import { htmlElements } from './support/html';
import { allPages, blogPosts, swahiliBlogPosts } from './support/routes';

// The Kiswahili site: its own addresses below /{country}/sw, its language in the static HTML,
// reciprocal hreflang, a switcher that works without JavaScript, and the flows in Swahili.
// (axe, the page frame and hydration over every Swahili route: every-page.spec.ts, which reads the
// same list.)

const swahiliPages = allPages.filter((path) => /^\/[a-z]{2}\/sw(\/|$)/.test(path));
const englishTwin = (path: string) => path.replace(/^(\/[a-z]{2})\/sw(?=\/|$)/, '$1');

/**
 * Every string a visitor reads or hears on the page: its text (outside code, names marked
 * translate="no", and anything marked as another language, such as an English article listed
 * as English), the
 * names and descriptions given in attributes, the title and the share texts.
 */
async function readableStrings(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // A drawn picture (an article's cover, inlined as SVG) is a picture: the labels drawn in it
    // are part of the image, as they would be in a photograph.
    const foreign = (element: Element | null) => element?.closest('code, pre, script, style, template, svg, [translate="no"], [lang]:not(html)') ?? null;
    const strings: string[] = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      if (text && !foreign(node.parentElement)) strings.push(text);
    }
    for (const element of document.querySelectorAll('[aria-label], [alt], [placeholder], [title]')) {
      if (foreign(element)) continue;
      for (const name of ['aria-label', 'alt', 'placeholder', 'title']) strings.push(element.getAttribute(name) ?? '');
    }
    for (const meta of document.querySelectorAll(
      'meta[name="description"], meta[property="og:title"], meta[property="og:description"], meta[property="og:image:alt"], meta[name="twitter:title"], meta[name="twitter:description"], meta[name="twitter:image:alt"]',
    )) {
      strings.push(meta.getAttribute('content') ?? '');
    }
    return strings.filter(Boolean);
  });
}

test.describe('every Swahili route, as a crawler reads it', () => {
  test.use({ javaScriptEnabled: false });

  test('the list of Swahili routes covers every page and both coming-soon markets @desktop-only', () => {
    for (const path of ['/ke/sw', '/ke/sw/about', '/ke/sw/products', '/ke/sw/demo', '/ke/sw/airtime', '/ke/sw/blog', '/ke/sw/developers', '/tz/sw', '/ug/sw']) {
      expect(swahiliPages).toContain(path);
    }
  });

  for (const path of swahiliPages) {
    test(`${path} is in Swahili, with no English left @desktop-only`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
      await expect(page.locator('main')).toBeVisible();
      // No English left: no common English word, and no string its English twin also says
      // (but names, numbers and code, which stay as they are).
      const swahili = await readableStrings(page);
      await page.goto(englishTwin(path));
      const englishStrings = new Set(await readableStrings(page));
      const english = swahili.filter((text) => englishWordsIn(text).length > 0 || (englishStrings.has(text) && !mayStayAsIs(text)));
      expect([...new Set(english)], 'English on a Swahili page').toEqual([]);
    });
  }

  // The canonical page and its language versions, read from the HTML as a crawler reads it (a
  // request, no page): every Swahili address, the deeper coming-soon ones included, names its own
  // canonical page and the same versions as the sitemap gives that page, whose versions name each
  // other back (the sitemap's unit tests).
  test('every Swahili address names its canonical page and the versions the sitemap gives it @desktop-only', async ({ request }) => {
    const alternatesInSitemap = new Map(sitemapEntries([...blogPosts, ...swahiliBlogPosts]).map((entry) => [entry.url, entry.alternates?.languages ?? {}]));
    for (const path of swahiliPages) {
      const elements = htmlElements(await (await request.get(path)).text());
      // A deeper coming-soon address shows its market's one page, canonical at the market's home.
      const comingSoon = /^\/(tz|ug)\/sw/.exec(path);
      const own = absoluteUrl(comingSoon ? `/${comingSoon[1]}/sw` : path);
      expect(
        elements('link', { rel: 'canonical' }).map((link) => link.attribute('href')),
        path,
      ).toEqual([own]);
      const alternates = Object.fromEntries(
        elements('link', { rel: 'alternate' }).flatMap((link) => {
          const language = link.attribute('hreflang');
          return language ? [[language, link.attribute('href')]] : [];
        }),
      );
      expect(alternates, path).toEqual(alternatesInSitemap.get(own));
      expect(Object.values(alternates), path).toContain(own);
      expect(alternates['x-default'], path).toBeDefined();
    }
  });

  test('English pages stay English @desktop-only', async ({ page }) => {
    for (const path of swahiliPages.map(englishTwin)) {
      await page.goto(path);
      await expect(page.locator('html'), path).toHaveAttribute('lang', 'en');
    }
  });
});

test.describe('the language switcher', () => {
  test('links both ways without JavaScript, remembering the choice for the bare origin only @no-js', async ({ page, context }) => {
    await page.goto('/ke/about');
    const toSwahili = page.getByRole('banner').getByRole('link', { name: swahiliSwitcher.linkHere });
    await expect(toSwahili).toHaveAttribute('hreflang', 'sw');
    await expect(toSwahili).toHaveAttribute('lang', 'sw');
    await toSwahili.click();
    await expect(page).toHaveURL(/\/ke\/sw\/about$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
    expect((await context.cookies()).find((cookie) => cookie.name === languageCookie)?.value).toBe('sw');

    // The choice opens the Swahili home at the bare origin, and changes no page address.
    await page.goto('/');
    await expect(page).toHaveURL(/\/ke\/sw$/);
    await page.goto('/ke/about');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await page.goto('/ke/sw/about');
    const toEnglish = page.getByRole('contentinfo').getByRole('link', { name: englishSwitcher.linkHere });
    await expect(toEnglish).toHaveAttribute('hreflang', 'en');
    await expect(toEnglish).toHaveAttribute('lang', 'en');
    await toEnglish.click();
    await expect(page).toHaveURL(/\/ke\/about$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/ke$/);
  });

  test('the header, the footer and the hamburger menu each lead to the same page in the language they name @no-js', async ({ page, request }) => {
    for (const [from, name, to] of [
      ['/ke/airtime', swahiliSwitcher.linkHere, '/ke/sw/airtime'],
      ['/ke/sw/airtime', englishSwitcher.linkHere, '/ke/airtime'],
      ['/ug', swahiliSwitcher.linkHere, '/ug/sw'],
      ['/ug/sw', englishSwitcher.linkHere, '/ug'],
      ['/ke/developers/api/mpesa-stk-push', swahiliSwitcher.linkHere, '/ke/sw/developers'],
    ] as const) {
      await page.goto(from);
      const links = page.locator(`header a[hreflang], footer a[hreflang]`).filter({ hasText: name });
      // The bar's, the hamburger menu's (inside its closed <details>) and the footer's.
      await expect(links, from).toHaveCount(3);
      for (const { href, language } of await links.evaluateAll((anchors) =>
        anchors.map((anchor) => ({ href: anchor.getAttribute('href') ?? '', language: anchor.getAttribute('hreflang') ?? '' })),
      )) {
        // Each link names the language it leads to: the endpoint needs no idea of "the other one".
        expect(new URL(href, 'http://site.invalid').searchParams.get('to'), from).toBe(language);
        const switched = await request.get(href, { maxRedirects: 0 });
        expect(switched.status(), from).toBe(303);
        expect(switched.headers()['location'], from).toBe(to);
      }
    }
  });

  test("a translated article's switcher leads to its English original, the page its hreflang names @no-js", async ({ page, request }) => {
    // Every Swahili article that names its original, read from the articles' folder as the build reads it.
    for (const post of swahiliBlogPosts.filter((article) => article.translationOf !== undefined)) {
      const path = `/ke/sw/blog/${post.slug}`;
      const original = `/ke/blog/${post.translationOf}`;
      await page.goto(path);
      const english = await page.locator('link[rel="alternate"][hreflang="en-KE"]').getAttribute('href');
      expect(new URL(english ?? '', 'http://site.invalid').pathname, path).toBe(original);
      const switchHref = await page.getByRole('contentinfo').getByRole('link', { name: englishSwitcher.linkHere }).getAttribute('href');
      const switched = await request.get(switchHref ?? '', { maxRedirects: 0 });
      expect(switched.headers()['location'], path).toBe(original);
    }
  });

  test("the header's and footer's words and links are in the page's language @no-js", async ({ page }) => {
    await page.goto('/ke/sw/about');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Kuhusu sisi' }).first()).toHaveAttribute('href', '/ke/sw/about');
    await expect(header.getByRole('link', { name: 'Blogu' }).first()).toHaveAttribute('href', '/ke/sw/blog');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Sera ya Faragha' })).toHaveAttribute('href', '/ke/sw/legal/privacy');
    await expect(page.getByRole('contentinfo')).toContainText('Haki zote zimehifadhiwa.');
    await expect(page.getByRole('contentinfo')).not.toContainText('All rights reserved');
  });

  test('never redirects by Accept-Language: every address serves its own language @once', async ({ request }) => {
    for (const [path, lang] of [
      ['/ke', 'en'],
      ['/ke/sw', 'sw'],
      ['/ke/about', 'en'],
    ] as const) {
      const response = await request.get(path, { headers: { 'Accept-Language': lang === 'en' ? 'sw-KE,sw;q=0.9' : 'en-US,en;q=0.9' }, maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      expect(await response.text()).toContain(`<html lang="${lang}"`);
    }
    const origin = await request.get('/', { headers: { 'Accept-Language': 'sw-KE,sw;q=0.9' }, maxRedirects: 0 });
    expect(origin.headers()['location']).toBe('/ke');
  });

  test('refuses to send a visitor to another site @once', async ({ request }) => {
    const response = await request.get('/api/language?from=//evil.example/', { maxRedirects: 0 });
    expect(response.status()).toBe(303);
    expect(response.headers()['location']).toBe('/ke');
    expect(response.headers()['set-cookie']).toBeUndefined();
  });
});

test.describe('the flows in Swahili', () => {
  test.describe.configure({ timeout: 60_000 });

  test('the payment demo completes in Swahili', async ({ page }) => {
    await page.route('**/api/demo/payment', (route) => route.fulfill({ status: 200, json: { ok: true, message: 'Prompt sent', sandbox: false } }));
    await page.goto('/ke/sw/demo');
    await expect(page.getByRole('heading', { level: 1, name: swahiliDemo.title })).toBeVisible();
    const phone = page.getByLabel(swahiliDemo.fields.phone.label);
    await expect(phone).toBeVisible({ timeout: 30_000 });
    await phone.fill('0712 345 678');
    await page.getByRole('button', { name: swahiliDemoType('express').submitLabel }).click();
    await expect(page.getByRole('heading', { name: swahiliDemo.success.express.title })).toBeFocused();
    await expect(page.getByRole('link', { name: swahiliDemo.viewDocs })).toHaveAttribute('href', '/ke/developers/api/mpesa-stk-push');
    await expectNoAxeViolations(page);
  });

  test('buying airtime completes in Swahili', async ({ page }) => {
    await page.route('**/api/airtime', (route) => route.fulfill({ status: 200, json: { ok: true, message: 'Prompt sent' } }));
    await page.goto('/ke/sw/airtime');
    const submit = page.getByRole('button', { name: swahiliAirtime.submit });
    await expect(submit).toBeEnabled();
    await page.getByLabel(swahiliAirtime.fields.payingPhone.label).fill('0712 345 678');
    await page.getByLabel(swahiliAirtime.fields.amount.label).fill('50');
    await submit.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toHaveAccessibleName(swahiliAirtime.modal.steps[0] ?? '');
    await dialog.getByRole('button', { name: swahiliAirtime.modal.continue }).click();
    await dialog.getByRole('button', { name: swahiliAirtime.modal.continue }).click();
    await expect(dialog).toHaveAccessibleName(swahiliAirtime.modal.steps[2] ?? '');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: swahiliAirtime.modal.done }).click();
    await expect(dialog).toBeHidden();
  });
});

test.describe('the contact form in Swahili', () => {
  test.describe.configure({ timeout: 60_000 });

  const swahiliForm = (page: Page) => page.getByRole('form', { name: swahiliContact.title });

  async function fillInSwahili(page: Page, typed: ContactValues) {
    const form = swahiliForm(page);
    const { labels } = swahiliContact;
    await form.getByLabel(labels.fullname).fill(typed.fullname);
    await form.getByLabel(labels.email).fill(typed.email);
    await form.getByLabel(labels.company).fill(typed.company);
    await form.getByLabel(labels.phone).fill(typed.phone);
    // The visitor picks the Swahili label; the form posts the subject's own value.
    await form.getByLabel(labels.subject).selectOption({ label: swahiliSubjects.Other });
    await form.getByLabel(labels.message).fill(typed.message);
  }

  test('says what is missing or wrong in Swahili, then delivers the lead @desktop-only', async ({ page, request }) => {
    const { labels } = swahiliContact;
    await page.goto('/ke/sw#contact');
    const form = swahiliForm(page);
    await contactFormHydrated(page);
    await form.getByRole('button', { name: swahiliContact.submit }).click();
    await expect(form.getByLabel(labels.fullname)).toHaveAccessibleDescription(swahiliMessages.contact.fullname);
    await expect(form.getByLabel(labels.email)).toHaveAccessibleDescription(swahiliMessages.email.required);
    await expect(form.getByLabel(labels.message)).toHaveAccessibleDescription(swahiliMessages.contact.message);
    await expect(form.getByLabel(labels.fullname)).toBeFocused();

    const typed = typedContact({ subject: 'Other' });
    await fillInSwahili(page, { ...typed, email: 'not-an-address', phone: '0712' });
    await form.getByRole('button', { name: swahiliContact.submit }).click();
    await expect(form.getByLabel(labels.email)).toHaveAccessibleDescription(swahiliMessages.email.invalid);
    await expect(form.getByLabel(labels.phone)).toHaveAccessibleDescription(new RegExp(swahiliMessages.contact.phoneInvalid.slice(0, 40)));

    await form.getByLabel(labels.email).fill(typed.email);
    await form.getByLabel(labels.phone).fill(typed.phone);
    await form.getByRole('button', { name: swahiliContact.submit }).click();
    await expect(page.getByText(swahiliContact.success).filter({ visible: true }).first()).toBeVisible();
    const [sent] = await expectUpstreamReceived(request, typed.email, 1);
    expect(sent?.body).toMatchObject({ data: { fullname: typed.fullname, subject: 'Other', phone: '+254712345678' } });
  });

  test('without JavaScript, the answer page and the receipt are in Swahili @no-js', async ({ page, request }) => {
    const { labels } = swahiliContact;
    const typed = typedContact({ subject: 'Other' });
    await page.goto('/ke/sw#contact');
    await fillInSwahili(page, { ...typed, phone: '12345' });
    await swahiliForm(page).getByRole('button', { name: swahiliContact.submit }).click();

    await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
    await expect(page.getByRole('alert')).toHaveText(swahiliContact.invalid);
    await expect(page.getByLabel(labels.phone)).toHaveAccessibleDescription(new RegExp(swahiliMessages.contact.phoneInvalid.slice(0, 40)));
    await expect(page.getByLabel(labels.message)).toHaveValue(typed.message);
    expect(await upstreamReceived(request, typed.email)).toHaveLength(0);

    await page.getByLabel(labels.phone).fill('0712 345 678');
    await page.getByRole('button', { name: swahiliContact.submit }).click();
    await expect(page).toHaveURL(/\/ke\/sw#contact-received$/);
    await expect(swahiliForm(page).getByRole('status').filter({ hasText: swahiliContact.success })).toBeVisible();
    await expectUpstreamReceived(request, typed.email, 1);
  });
});
