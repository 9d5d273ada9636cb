import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { apiDocs } from '@/lib/api-docs/catalogue';
import { sandboxCopy } from '@/lib/content/developers';
import { TextEncoder } from 'node:util';
import { SandboxConsole, sandboxDelayMs } from './sandbox-console';
import { stkSandboxWordsIn } from './stk-words-in';

// jsdom has no TextEncoder, which the callbacks' signing library uses as every browser provides it.
Object.assign(globalThis, { TextEncoder });

const sample = JSON.stringify(apiDocs['mpesa-stk-push'].request.sample, null, 2);
const copy = { ...sandboxCopy, hint: 'hint' };

function renderConsole() {
  render(<SandboxConsole apiId="mpesa-stk-push" sample={sample} copy={copy} />);
  return {
    body: screen.getByRole('textbox', { name: 'Request body (JSON)' }),
    button: screen.getByRole('button', { name: /Test API Call|Testing API/ }),
  };
}

/** Lets the lazily imported runtime and the 2 s timer settle. */
async function advance(ms: number) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
  await act(async () => {
    await Promise.resolve();
  });
}

describe('SandboxConsole', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  it('in the server HTML, before hydration or without JavaScript, says what Test API Call needs and keeps it disabled', () => {
    const page = document.createElement('div');
    page.innerHTML = renderToString(<SandboxConsole apiId="mpesa-stk-push" sample={sample} copy={copy} />);
    expect(within(page).getByRole('button', { name: 'Test API Call' })).toBeDisabled();
    expect(within(page).getByText(sandboxCopy.needsScript)).toHaveClass('text-muted');
    expect(sandboxCopy.needsScript).toMatch(/needs JavaScript/);
  });

  it('starts with the sample body and no response', () => {
    const { body } = renderConsole();
    expect(body).toHaveValue(sample);
    expect(screen.getByText(sandboxCopy.idle)).toBeInTheDocument();
  });

  it("reads 'Testing API' and refuses clicks for 2 s, then shows the pending success", async () => {
    const { body, button } = renderConsole();
    fireEvent.change(body, { target: { value: '{"amount": 4321}' } });
    button.focus();
    fireEvent.click(button);
    expect(button).toHaveTextContent('Testing API');
    expect(button).toBeDisabled();

    await advance(sandboxDelayMs - 1);
    expect(button).toHaveTextContent('Testing API');
    fireEvent.click(button);
    expect(screen.queryByText('"pending"')).not.toBeInTheDocument();

    await advance(1);
    expect(button).toHaveTextContent('Test API Call');
    expect(button).toBeEnabled();
    expect(button).toHaveFocus();
    const response = screen.getByRole('region', { name: 'Sandbox response' });
    expect(response).toHaveTextContent('"status": "pending"');
    expect(response).toHaveTextContent('"amount": 4321');
    expect(response).toHaveTextContent('"reference": "TEST_REF"');
    expect(screen.getByText('OK')).toBeInTheDocument();
  });

  it('answers a bad phone with 400 INVALID_PHONE', async () => {
    const { body, button } = renderConsole();
    fireEvent.change(body, { target: { value: '{"phone": "0712345678"}' } });
    fireEvent.click(button);
    await advance(sandboxDelayMs);
    const response = screen.getByRole('region', { name: 'Sandbox response' });
    expect(response).toHaveTextContent('"error_code": "INVALID_PHONE"');
    expect(response).toHaveTextContent('"field": "phone"');
    expect(screen.getByText('400')).toBeInTheDocument();
  });

  it('answers broken JSON with its line and column', async () => {
    const { body, button } = renderConsole();
    fireEvent.change(body, { target: { value: '{\n  "amount": 10,\n}' } });
    fireEvent.click(button);
    await advance(sandboxDelayMs);
    expect(screen.getByRole('region', { name: 'Sandbox response' })).toHaveTextContent(/INVALID_JSON[\s\S]*line 3, column 1/);
  });

  it('shows pasted markup as text, never as HTML', async () => {
    const { body, button } = renderConsole();
    fireEvent.change(body, { target: { value: '{"<img src=x onerror=alert(1)>": 1}' } });
    fireEvent.click(button);
    await advance(sandboxDelayMs);
    const response = screen.getByRole('region', { name: 'Sandbox response' });
    expect(response).toHaveTextContent('<img src=x onerror=alert(1)>');
    expect(response.querySelector('img')).toBeNull();
  });

  it('puts the response in a polite live region and resets to the sample', async () => {
    const { body, button } = renderConsole();
    fireEvent.change(body, { target: { value: '{}' } });
    fireEvent.click(button);
    await advance(sandboxDelayMs);
    expect(screen.getByRole('region', { name: 'Sandbox response' }).closest('[aria-live="polite"]')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Reset to sample' }));
    expect(body).toHaveValue(sample);
  });

  it('with the STK push words, prompts the virtual phone below the response and gives its PIN field the focus', async () => {
    render(<SandboxConsole apiId="mpesa-stk-push" sample={sample} copy={copy} stkWords={stkSandboxWordsIn('ke', 'en')} />);
    const button = screen.getByRole('button', { name: /Test API Call|Testing API/ });
    button.focus();
    fireEvent.click(button);
    await advance(sandboxDelayMs);
    expect(screen.getByRole('region', { name: 'Sandbox response' })).toHaveTextContent('"status": "pending"');
    expect(screen.getByLabelText('Enter your M-Pesa PIN')).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByTestId('callback-delivery')).toHaveAttribute('data-result-code', '1032');
    // The inbox is outside the response's live region: the request is not read out.
    expect(screen.getByTestId('callback-inbox').closest('[aria-live]')).toBeNull();
  });

  it('without them, shows no phone', async () => {
    const { button } = renderConsole();
    fireEvent.click(button);
    await advance(sandboxDelayMs);
    expect(screen.queryByTestId('virtual-phone')).toBeNull();
  });
});
