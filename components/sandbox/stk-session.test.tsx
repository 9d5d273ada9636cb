import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { simulateSandboxCall } from '@/lib/api-docs/sandbox';
import { stkCallbackSchema } from '@/lib/mpesa-sandbox/callback';
import { findPayment } from '@/lib/mpesa-sandbox/payment-store';
import { phoneTimeoutSeconds, testNumbers } from '@/lib/mpesa-sandbox/test-numbers';
import { asProps } from '@/test/island-words';
import { TextEncoder } from 'node:util';
import { StkSession } from './stk-session';
import { stkSandboxWordsIn } from './stk-words-in';

// jsdom has no TextEncoder, which the signing library uses as every browser provides it.
Object.assign(globalThis, { TextEncoder });

const words = asProps(stkSandboxWordsIn('ke', 'en'));
const request = { phone: '254712345678', amount: 1500, reference: 'ORDER9', callback_url: 'https://shop.example.com/hooks/mpesa' };

function session(body: Record<string, unknown> = request, sessionWords = words) {
  const bodyText = JSON.stringify(body);
  const result = simulateSandboxCall('mpesa-stk-push', bodyText);
  render(<StkSession result={result} bodyText={bodyText} words={sessionWords} />);
  return result;
}

const pinField = () => screen.getByLabelText('Enter your M-Pesa PIN');
const deliveries = () => screen.queryAllByTestId('callback-delivery');
const requests = () => screen.queryAllByTestId('callback-http').map((pre) => pre.textContent ?? '');

function bodyOf(httpText: string) {
  return stkCallbackSchema.parse(JSON.parse(httpText.split('\r\n\r\n')[1] ?? ''));
}

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2026-01-15T10:30:00Z') });
  sessionStorage.clear();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('the virtual phone', () => {
  it('shows the prompt with the business, the amount in KES and the reference, and moves the focus to the labelled PIN field', () => {
    session();
    const phone = screen.getByRole('group', { name: 'Virtual phone screen' });
    expect(phone).toHaveTextContent('Do you want to pay KES 1,500 to Kilele Pay, account no. ORDER9?');
    expect(pinField()).toHaveFocus();
    expect(pinField()).toHaveAttribute('inputmode', 'numeric');
    expect(within(phone).getByRole('button', { name: 'Send' })).toBeEnabled();
    expect(within(phone).getByRole('button', { name: 'Cancel' })).toBeEnabled();
    expect(deliveries()).toHaveLength(0);
  });

  it.each([
    ['a four-digit PIN', '1234', 0, 'Success'],
    ['the wrong PIN 0000', '0000', 2001, 'Wrong PIN'],
  ])('%s (%s) ends with code %i and one callback in the inbox', (_case, pin, code, meaning) => {
    session();
    fireEvent.change(pinField(), { target: { value: pin } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByTestId('phone-result')).toHaveTextContent(`Result code ${code}: ${meaning}.`);
    expect(screen.getByTestId('phone-result')).toHaveFocus();
    expect(screen.getByRole('heading', { name: `Result code ${code}: ${meaning}` })).toBeInTheDocument();
    const [text = ''] = requests();
    expect(text.startsWith('POST /hooks/mpesa HTTP/1.1\r\nHost: shop.example.com\r\n')).toBe(true);
    expect(bodyOf(text).data).toMatchObject({ result_code: code, amount: 1500, reference: 'ORDER9' });
    expect(screen.getByRole('link', { name: `What result code ${code} means` })).toHaveAttribute('href', `/ke/developers/result-codes/${code}`);
  });

  it('Cancel ends with 1032, from the keyboard too', () => {
    session();
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    cancel.focus();
    fireEvent.click(cancel);
    expect(screen.getByTestId('phone-result')).toHaveAttribute('data-result-code', '1032');
    expect(requests()).toHaveLength(1);
  });

  it('refuses a PIN that is not four digits, and says so', () => {
    session();
    fireEvent.change(pinField(), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('A PIN is four digits.')).toBeInTheDocument();
    expect(pinField()).toHaveAttribute('aria-invalid', 'true');
    expect(deliveries()).toHaveLength(0);
  });

  it('counts down without announcing each second, then ends with 1037 after the phone timeout', () => {
    session();
    const timer = screen.getByRole('timer');
    expect(timer).toHaveAttribute('aria-live', 'off');
    expect(timer).toHaveTextContent(`The prompt closes in ${phoneTimeoutSeconds} s`);
    act(() => {
      jest.advanceTimersByTime(5000);
    });
    expect(timer).toHaveTextContent(`The prompt closes in ${phoneTimeoutSeconds - 5} s`);
    act(() => {
      jest.advanceTimersByTime((phoneTimeoutSeconds - 5) * 1000);
    });
    expect(screen.queryByLabelText('Enter your M-Pesa PIN')).toBeNull();
    expect(screen.getByTestId('phone-result')).toHaveTextContent('Result code 1037: No answer from the phone.');
    expect(screen.getByTestId('phone-result').closest('[aria-live="polite"]')).not.toBeNull();
    expect(bodyOf(requests()[0] ?? '').data.result_code).toBe(1037);
  });

  it('keeps the payment in the tab for the status query: pending, then final', () => {
    const result = session();
    const id = result.status === 200 && 'checkout_request_id' in result.body ? result.body.checkout_request_id : '';
    expect(findPayment(sessionStorage, id)).toEqual({ checkout_request_id: id, status: 'pending' });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(findPayment(sessionStorage, id)).toMatchObject({ status: 'failed', result_code: 1032 });
    expect(simulateSandboxCall('mpesa-stk-query', JSON.stringify({ checkout_request_id: id }))).toMatchObject({
      status: 200,
      body: { status: 'failed', result_code: 1032 },
    });
  });

  it('sends the callbacks to the sandbox default URL when the request names none', () => {
    session({ phone: '254700000000' });
    expect(requests()[0]?.startsWith('POST /mpesa/callback HTTP/1.1\r\nHost: example.com\r\n')).toBe(true);
  });

  it('speaks Kiswahili on a Kiswahili page', () => {
    session(request, asProps(stkSandboxWordsIn('ke', 'sw')));
    expect(screen.getByLabelText('Weka PIN yako ya M-Pesa')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Tuma' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Ghairi' }));
    expect(screen.getByRole('link', { name: 'Maana ya msimbo wa matokeo 1032' })).toHaveAttribute('href', '/ke/sw/developers/result-codes/1032');
  });
});

describe('test numbers in the sandbox', () => {
  const number = (kind: string) => testNumbers.find((candidate) => candidate.outcome.kind === kind)?.phone ?? '';

  it.each(testNumbers.filter(({ outcome }) => outcome.kind === 'result').map(({ phone, outcome }) => [phone, outcome.kind === 'result' ? outcome.code : -1]))(
    '%s gives code %i at once, without the prompt',
    (phone, code) => {
      session({ ...request, phone });
      expect(screen.queryByLabelText('Enter your M-Pesa PIN')).toBeNull();
      expect(screen.getByText(`Test number ${phone}: the sandbox gives its outcome at once, without the phone.`)).toBeInTheDocument();
      expect(deliveries().map((entry) => entry.dataset.resultCode)).toEqual([String(code)]);
      expect(bodyOf(requests()[0] ?? '').data.result_code).toBe(code);
    },
  );

  it('the duplicate number shows the same callback twice, same webhook-id, with the note to deduplicate', () => {
    session({ ...request, phone: number('duplicate') });
    const [first, second] = deliveries();
    expect(deliveries()).toHaveLength(2);
    expect(second?.dataset.webhookId).toBe(first?.dataset.webhookId);
    expect(requests()[1]).toBe(requests()[0]);
    expect(within(second ?? document.body).getByText(/your handler must deduplicate on the webhook-id/)).toBeInTheDocument();
    expect(within(second ?? document.body).getByText('Duplicate')).toBeInTheDocument();
  });

  it('the late number delivers only after its delay, marked late', () => {
    const late = testNumbers.find(({ outcome }) => outcome.kind === 'late');
    const afterSeconds = late?.outcome.kind === 'late' ? late.outcome.afterSeconds : 0;
    session({ ...request, phone: late?.phone ?? '' });
    expect(screen.getByText('No callback yet.')).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(afterSeconds * 1000);
    });
    expect(deliveries().map((entry) => entry.dataset.deliveryKind)).toEqual(['late']);
  });

  it('the no-callback number never delivers, and points to the status query', () => {
    session({ ...request, phone: number('no-callback') });
    act(() => {
      jest.advanceTimersByTime(10 * 60_000);
    });
    expect(deliveries()).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'STK push status query' })).toHaveAttribute('href', '/ke/developers/api/mpesa-stk-query');
  });
});
