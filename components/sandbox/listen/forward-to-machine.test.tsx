import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { TextEncoder } from 'node:util';
import { simulateSandboxCall } from '@/lib/api-docs/sandbox';
import { asProps } from '@/test/island-words';
import { StkSession } from '../stk-session';
import { stkSandboxWordsIn } from '../stk-words-in';

// jsdom has no TextEncoder, which the signing library uses as every browser provides it.
Object.assign(globalThis, { TextEncoder });

const words = asProps(stkSandboxWordsIn('ke', 'en'));

/** A payment to the success test number: its callback is in the inbox at once. */
function session(sessionWords = words) {
  const bodyText = JSON.stringify({ phone: '254700000000', amount: 100, reference: 'ORDER9', callback_url: 'https://shop.example.com/hooks/mpesa' });
  render(<StkSession result={simulateSandboxCall('mpesa-stk-push', bodyText)} bodyText={bodyText} words={sessionWords} />);
}

const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

async function pair(code: string) {
  fireEvent.click(await screen.findByRole('button', { name: 'Forward to my machine' }));
  fireEvent.change(await screen.findByLabelText('Pairing code'), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Forward' }));
}

beforeEach(() => sessionStorage.clear());

describe('Forward to my machine', () => {
  it('publishes each callback shown, the ones before pairing included, and shows what the handler answered', async () => {
    const fetchMock = jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(answer(200, { ok: true, eventId: '1-0', result: { status: 200, error: null, ms: 12 } }));
    session();
    await screen.findByTestId('callback-delivery');
    expect(fetchMock).not.toHaveBeenCalled();

    await pair('7kq2m x9d4t');
    expect(await screen.findByText('delivered to your machine: 200 in 12 ms')).toBeInTheDocument();
    expect(screen.getByTestId('machine-paired')).toHaveTextContent('code 7KQ2M-X9D4T');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/sandbox/listen/events');
    const shown = screen.getByTestId('callback-http').textContent ?? '';
    const posted: unknown = JSON.parse(String(init?.body));
    expect(posted).toEqual({
      code: '7KQ2M-X9D4T',
      callback: { id: expect.stringMatching(/^msg_/), timestamp: expect.any(Number), body: shown.split('\r\n\r\n')[1] },
    });
    // Kept for the tab: the next request's callbacks are forwarded without typing it again.
    expect(sessionStorage.getItem('kilele-pay:sandbox:listen-code')).toBe('7KQ2M-X9D4T');
  });

  it('refuses a code that cannot be one, without asking the site', async () => {
    const fetchMock = jest.spyOn(globalThis, 'fetch');
    session();
    await pair('12345');
    expect(await screen.findByText('Enter the ten-character code that kilele-sandbox listen printed.')).toBeInTheDocument();
    expect(screen.getByLabelText('Pairing code')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['no command listening', answer(200, { ok: true, eventId: '1-0', result: null }), 'not delivered: is kilele-sandbox listen still running?'],
    [
      'a handler that does not answer',
      answer(200, { ok: true, eventId: '1-0', result: { status: null, error: 'timeout', ms: 10000 } }),
      'sent to your machine: your handler did not answer (timed out)',
    ],
    ['a limit', answer(429, { error: 'Too many' }, { 'Retry-After': '30' }), 'Too many callbacks for now: wait 30 s.'],
  ])('says so on %s', async (_case, response, text) => {
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(response);
    session();
    await pair('7KQ2M-X9D4T');
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('forgets a code the site no longer knows, and says to run the command again', async () => {
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(answer(404, { error: 'No pairing', error_code: 'UNKNOWN_CODE' }));
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
