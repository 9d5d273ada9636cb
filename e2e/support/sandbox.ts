import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

/** How long a cold page on a busy machine may take before its sandbox answers a click. */
const readyTimeoutMs = 60_000;

/** The API sandbox of a reference page, as a developer finds it. */
export function sandboxOf(page: Page) {
  const region = page.getByRole('region', { name: 'API Sandbox' });
  return {
    region,
    body: region.getByRole('textbox', { name: /^(Request body|Path parameters) \(JSON\)$/ }),
    button: region.getByRole('button', { name: /Test API Call|Testing API/ }),
    response: region.getByRole('region', { name: 'Sandbox response' }),
  };
}

/**
 * Types a request into the sandbox and runs it. The button stays disabled until React has taken
 * over the editor: text typed before then is the browser's alone and the hydrated editor shows the
 * sample again, so the wait comes before the typing, and the text is checked before the click.
 */
export async function sendToSandbox(page: Page, body: string | Record<string, unknown>): Promise<void> {
  const { body: editor, button } = sandboxOf(page);
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  await expect(button).toBeEnabled({ timeout: readyTimeoutMs });
  await editor.fill(text);
  await expect(editor).toHaveValue(text);
  await button.click();
}
