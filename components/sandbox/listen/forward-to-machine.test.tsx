import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { TextEncoder } from 'node:util';
import { simulateSandboxCall } from '@/lib/api-docs/sandbox';
import { publishToMachine } from '@/lib/sandbox-listen/publish-to-machine';
import { asProps } from '@/test/island-words';
import { StkSession } from '../stk-session';
import { stkSandboxWordsIn } from '../stk-words-in';

// jsdom has no TextEncoder, which the signing library uses as every browser provides it.
Object.assign(globalThis, { TextEncoder });
// jsdom has no fetch: the publish and the reading of its answer are tested in Node, beside them.
jest.mock('../../../lib/sandbox-listen/publish-to-machine', () => ({ publishToMachine: jest.fn() }));
const publish = jest.mocked(publishToMachine);

const words = asProps(stkSandboxWordsIn('ke', 'en'));

/** A payment to the success test number: its callback is in the inbox at once. */
function session(sessionWords = words) {
  const bodyText = JSON.stringify({ phone: '254700000000', amount: 100, reference: 'ORDER9', callback_url: 'https://shop.example.com/hooks/mpesa' });
  render(<StkSession result={simulateSandboxCall('mpesa-stk-push', bodyText)} bodyText={bodyText} words={sessionWords} />);
}

async function pair(code: string) {
  fireEvent.click(await screen.findByRole('button', { name: 'Forward to my machine' }));
  fireEvent.change(await screen.findByLabelText('Pairing code'), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Forward' }));
}

beforeEach(() => sessionStorage.clear());

describe('Forward to my machine', () => {
  it('publishes each callback shown, the ones before pairing included, and shows what the handler answered', async () => {
    publish.mockResolvedValue({ kind: 'delivered', status: 200, ms: 12 });
    session();
    await screen.findByTestId('callback-delivery');
    expect(publish).not.toHaveBeenCalled();

    await pair('7kq2m x9d4t');
    expect(await screen.findByText('delivered to your machine: 200 in 12 ms')).toBeInTheDocument();
    expect(screen.getByTestId('machine-paired')).toHaveTextContent('code 7KQ2M-X9D4T');
    const shown = screen.getByTestId('callback-http').textContent ?? '';
    expect(publish).toHaveBeenCalledTimes(1);
    expect(publish).toHaveBeenCalledWith('7KQ2M-X9D4T', {
      id: expect.stringMatching(/^msg_/),
      timestamp: expect.any(Number),
      body: shown.split('\r\n\r\n')[1],
    });
    expect(shown).toContain(`webhook-id: ${publish.mock.calls[0]?.[1].id}`);
    // Kept for the tab: the next request's callbacks are forwarded without typing it again.
    expect(sessionStorage.getItem('kilele-pay:sandbox:listen-code')).toBe('7KQ2M-X9D4T');
  });

  it('forwards at once the callbacks of a session that starts already paired', async () => {
    sessionStorage.setItem('kilele-pay:sandbox:listen-code', '7KQ2M-X9D4T');
    publish.mockResolvedValue({ kind: 'delivered', status: 204, ms: 3 });
    session();
    expect(await screen.findByText('delivered to your machine: 204 in 3 ms')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Forward to my machine' })).toBeNull();
  });

  it('refuses a code that cannot be one, without asking the site', async () => {
    session();
    await pair('12345');
    expect(await screen.findByText('Enter the ten-character code that kilele-sandbox listen printed.')).toBeInTheDocument();
    expect(screen.getByLabelText('Pairing code')).toHaveAttribute('aria-invalid', 'true');
    expect(publish).not.toHaveBeenCalled();
  });

  it.each([
    ['no command listening', { kind: 'not-listening' } as const, 'not delivered: is kilele-sandbox listen still running?'],
    ['a handler that does not answer', { kind: 'no-answer', error: 'timeout' } as const, 'sent to your machine: your handler did not answer (timed out)'],
    ['a limit', { kind: 'limited', retryAfterSeconds: 30 } as const, 'Too many callbacks for now: wait 30 s.'],
  ])('says so on %s', async (_case, outcome, text) => {
    publish.mockResolvedValue(outcome);
    session();
    await pair('7KQ2M-X9D4T');
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('forgets a code the site no longer knows, and says to run the command again', async () => {
    publish.mockResolvedValue({ kind: 'unknown-code' });
    session();
    await pair('7KQ2M-X9D4T');
    expect(await screen.findByText('This code has ended: run kilele-sandbox listen again and type the new code.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('machine-paired')).toBeNull());
    expect(sessionStorage.getItem('kilele-pay:sandbox:listen-code')).toBeNull();
  });

  it('speaks Kiswahili on a Kiswahili page', async () => {
    session(asProps(stkSandboxWordsIn('ke', 'sw')));
    expect(await screen.findByRole('button', { name: 'Tuma kwa kompyuta yangu' })).toBeInTheDocument();
  });
});
