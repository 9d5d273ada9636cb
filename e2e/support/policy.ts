import type { Page } from '@playwright/test';
import { siteChromeCopy as englishChrome } from '@/lib/content/site-chrome';
import { siteChromeCopy as swahiliChrome } from '@/lib/content/sw/site-chrome';
import { menuLabels as englishMenus } from '@/lib/content/navigation';
import { menuLabels as swahiliMenus } from '@/lib/content/sw/navigation';
import { menuButton } from './header';

/** Content-Security-Policy violations the page reports, as console errors and as the DOM event. */
export function watchViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Content Security Policy violation: ${event.effectiveDirective} ${event.blockedURI}`);
    });
  });
  return violations;
}

/**
 * The control that answers a tap only once React has hydrated the header: the hamburger on a
 * phone, the Products menu otherwise, named in the page's language.
 */
export function headerToggle(page: Page, isMobile: boolean) {
  const swahili = /^\/[a-z]{2}\/sw(\/|$)/.test(new URL(page.url()).pathname);
  const words = swahili ? { menu: swahiliChrome.menu, products: swahiliMenus.products } : { menu: englishChrome.menu, products: englishMenus.products };
  return menuButton(page.getByRole('banner'), isMobile ? words.menu : words.products);
}
