import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { requestDelivery } from '@/lib/callback-delivery/request-delivery';
import type { DeliveryOutcome } from '@/lib/callback-delivery/request-delivery';
import { callbackDeliveryWordsIn } from './callback-delivery-words-in';
import { CallbackDelivery } from './callback-delivery';

// jsdom has no fetch: the request and the reading of its answer are tested in Node, beside them.
jest.mock('../../../lib/callback-delivery/request-delivery', () => ({ requestDelivery: jest.fn() }));
const deliver = jest.mocked(requestDelivery);

const callback = { id: 'msg_sandbox_1', timestamp: 1_767_000_000, body: '{"type":"mpesa.stk_push.succeeded"}' };
const english = callbackDeliveryWordsIn('en');

const logOf = (delivered: boolean, ...attempts: [number, number | null, 'timeout' | 'network' | null, number][]): DeliveryOutcome => ({
  kind: 'log',
  log: { ok: true, delivered, attempts: attempts.map(([attempt, status, error, ms]) => ({ attempt, status, error, ms })) },
});

function renderPanel(words = english) {
  render(<CallbackDelivery callback={callback} defaultUrl="https://shop.example.com/mpesa/callback" words={words} />);
  return { field: screen.getByRole('textbox', { name: words.urlLabel }), button: screen.getByRole('button', { name: words.send }) };
}

describe('CallbackDelivery', () => {
  it('sends the URL typed and the callback shown, then shows the delivery log: each attempt, its status and its time, never the answer', async () => {
    deliver.mockResolvedValue(logOf(true, [1, 503, null, 41], [2, null, 'timeout', 4000], [3, 200, null, 87]));
    const { field, button } = renderPanel();
    expect(field).toHaveValue('https://shop.example.com/mpesa/callback');
    fireEvent.change(field, { target: { value: ' https://hooks.example.com/in ' } });
    fireEvent.click(button);

    const table = await screen.findByRole('table', { name: 'Delivery log' });
    expect(deliver).toHaveBeenCalledWith('https://hooks.example.com/in', callback);
    expect(screen.getByText('Delivered: your server answered 200.')).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Attempt', 'Status or error', 'Time taken']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['1', '503', '41 ms'],
      ['2', 'Timed out: no answer in time', '4000 ms'],
      ['3', '200', '87 ms'],
    ]);
  });

  it('says a redirect was not followed, and that nothing was delivered when no attempt got a 2xx', async () => {
    deliver.mockResolvedValue(logOf(false, [1, 307, null, 12]));
    fireEvent.click(renderPanel().button);
    expect(await screen.findByText('307: redirect not followed')).toBeInTheDocument();
    expect(screen.getByText(/^Not delivered/)).toBeInTheDocument();
  });

  it.each([
    ['delivery is off on this site', 'off', null, english.problems.off],
    ['the address is refused', 'refused', null, english.problems.refused],
    ['the URL is not one', 'invalidUrl', null, english.problems.invalidUrl],
    ['the callback is too old', 'expired', null, english.problems.expired],
    ['there were too many deliveries', 'limited', 42, 'Too many deliveries for now: wait 42 s, then try again.'],
    ['the server could not be reached', 'failed', null, english.problems.failed],
  ] as const)('explains when %s, with no log', async (_case, problem, retryAfterSeconds, message) => {
    deliver.mockResolvedValue({ kind: 'problem', problem, retryAfterSeconds });
    fireEvent.click(renderPanel().button);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('disables the button while the attempts run', async () => {
    let answer: (outcome: DeliveryOutcome) => void = () => undefined;
    deliver.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    fireEvent.click(renderPanel().button);
    expect(screen.getByRole('button', { name: english.sending })).toBeDisabled();
    answer(logOf(true, [1, 204, null, 5]));
    await waitFor(() => expect(screen.getByRole('button', { name: english.send })).toBeEnabled());
    expect(screen.getByText('Delivered: your server answered 204.')).toBeInTheDocument();
  });

  it('speaks the page’s language', async () => {
    const swahili = callbackDeliveryWordsIn('sw');
    deliver.mockResolvedValue(logOf(false, [1, null, 'network', 3]));
    fireEvent.click(renderPanel(swahili).button);
    const table = await screen.findByRole('table', { name: swahili.logCaption });
    expect(within(table).getByText(swahili.attemptErrors.network)).toBeInTheDocument();
    expect(within(table).getByText('milisekunde 3')).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([swahili.columns.attempt, swahili.columns.result, swahili.columns.time]);
    expect(swahili.send).not.toBe(english.send);
  });
});
