import type { Locator, Page } from '@playwright/test';
import { z } from 'zod';

export interface TextChange {
  text: string;
  /** The page's own clock (performance.now()), so that a busy test runner does not skew gaps. */
  at: number;
}

/**
 * Records, from the page's first byte, every change of the text of the first element matching
 * `selector`. Call before `page.goto`. Timings measured this way are the page's, not the time
 * the test runner took to notice.
 */
export async function recordTextChanges(page: Page, selector: string): Promise<TextChange[]> {
  const changes: TextChange[] = [];
  const binding = `recordTextChange${Math.random().toString(36).slice(2)}`;
  await page.exposeFunction(binding, (text: string, at: number) => {
    changes.push({ text, at });
  });
  await page.addInitScript(
    ({ selector: watched, binding: name }) => {
      let last: string | null = null;
      const check = () => {
        const text = document.querySelector(watched)?.textContent ?? null;
        if (text === last) return;
        last = text;
        const report = Reflect.get(window, name);
        if (text !== null && typeof report === 'function') report(text, performance.now());
      };
      new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
    },
    { selector, binding },
  );
  return changes;
}

/** When `text` first appeared, on the page's clock. */
export function firstAt(changes: TextChange[], text: string): number {
  const change = changes.find((candidate) => candidate.text === text);
  if (!change) throw new Error(`"${text}" never appeared; saw ${JSON.stringify(changes.map((c) => c.text))}`);
  return change.at;
}

const stateLog = z.array(z.object({ at: z.number(), text: z.string(), disabled: z.boolean() }));

/**
 * Records, inside the page, each change of a button's text and disabled state with its time.
 * Durations measured by the page itself hold on a busy machine, where the test's own clock
 * lags behind the browser's.
 */
export async function recordButtonStates(button: Locator) {
  await button.evaluate((element) => {
    const log: { at: number; text: string; disabled: boolean }[] = [];
    const record = () => log.push({ at: performance.now(), text: element.textContent ?? '', disabled: element.hasAttribute('disabled') });
    record();
    new MutationObserver(record).observe(element, { subtree: true, childList: true, characterData: true, attributes: true });
    Reflect.set(window, '__buttonStates', log);
  });
  return async () => stateLog.parse(await button.page().evaluate(() => Reflect.get(window, '__buttonStates')));
}

/** How long the button showed `text`, from the first record with it to the first without it after. */
export function shownFor(log: z.infer<typeof stateLog>, text: string): { ms: number; disabled: boolean[] } {
  const start = log.findIndex((entry) => entry.text === text);
  const end = log.findIndex((entry, index) => index > start && entry.text !== text);
  const during = log.slice(start, end === -1 ? undefined : end);
  return { ms: (log[end]?.at ?? Number.NaN) - (log[start]?.at ?? Number.NaN), disabled: during.map((entry) => entry.disabled) };
}

/**
 * Records, in the page, when each selector first matches. Timings measured there hold on a
 * loaded machine, where a check from the test runner may come after a 1 s state is over.
 */
export async function watchFor(page: Page, selectors: Record<string, string>) {
  await page.evaluate((wanted) => {
    const seen = document.documentElement.dataset;
    const check = () => {
      for (const [name, selector] of Object.entries(wanted)) {
        if (!seen[name] && document.querySelector(selector)) seen[name] = String(performance.now());
      }
    };
    new MutationObserver(check).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  }, selectors);
  return async () => {
    const seen = await page.evaluate(() => ({ ...document.documentElement.dataset }));
    return Object.fromEntries(Object.keys(selectors).map((name) => [name, Number(seen[name] ?? Number.NaN)]));
  };
}
