import type { Page } from '@playwright/test';

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
