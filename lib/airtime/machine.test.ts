import { driveMachine } from '@/test/drive-machine';
import { airtimeReducer, airtimeTimer, airtimeTimings, airtimeView, initialAirtimeState, isSending, purchaseCompleted } from './machine';
import type { AirtimeEvent, AirtimeOrder, AirtimeState } from './machine';

const order: AirtimeOrder = { phoneNumber: '254712345678', recipientPhone: '254722000000', amount: 50 };
const run = (events: AirtimeEvent[], state: AirtimeState = initialAirtimeState) => events.reduce(airtimeReducer, state);
const typed = initialAirtimeState;

describe('airtime modal timings', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const submit = () => {
    const modal = driveMachine(airtimeReducer, airtimeTimer, typed);
    modal.send({ type: 'submitted', order });
    return modal;
  };

  it('opens at step 1, moves to step 2 after 2 s and to step 3 after another 2 s', () => {
    const modal = submit();
    modal.send({ type: 'answered', attempt: 1, accepted: true });
    expect(airtimeView(modal.state)).toBe('submitted');
    jest.advanceTimersByTime(1999);
    expect(airtimeView(modal.state)).toBe('submitted');
    jest.advanceTimersByTime(1);
    expect(airtimeView(modal.state)).toBe('prompt');
    jest.advanceTimersByTime(1999);
    expect(airtimeView(modal.state)).toBe('prompt');
    jest.advanceTimersByTime(1);
    expect(airtimeView(modal.state)).toBe('complete');
    jest.advanceTimersByTime(10_000);
    expect(modal.state.modal?.step).toBe(3);
    expect(airtimeTimings.stepMs).toBe(2000);
  });

  it('Continue advances at once, and the next step waits its own 2 s', () => {
    const modal = submit();
    modal.send({ type: 'answered', attempt: 1, accepted: true });
    jest.advanceTimersByTime(500);
    modal.send({ type: 'advance' });
    expect(airtimeView(modal.state)).toBe('prompt');
    jest.advanceTimersByTime(1999);
    expect(airtimeView(modal.state)).toBe('prompt');
    jest.advanceTimersByTime(1);
    expect(airtimeView(modal.state)).toBe('complete');
  });

  it('does not claim completion before the server answered: step 3 waits for it', () => {
    const modal = submit();
    jest.advanceTimersByTime(4000);
    expect(airtimeView(modal.state)).toBe('waiting');
    modal.send({ type: 'answered', attempt: 1, accepted: true });
    expect(airtimeView(modal.state)).toBe('complete');
  });

  it('a failed call shows the failure at once and stops the steps', () => {
    const modal = submit();
    jest.advanceTimersByTime(2000);
    modal.send({ type: 'answered', attempt: 1, accepted: false });
    expect(airtimeView(modal.state)).toBe('failed');
    jest.advanceTimersByTime(10_000);
    expect(airtimeView(modal.state)).toBe('failed');
    modal.send({ type: 'advance' });
    expect(airtimeView(modal.state)).toBe('failed');
  });

  it('closing stops the steps', () => {
    const modal = submit();
    modal.send({ type: 'close' });
    jest.advanceTimersByTime(10_000);
    expect(modal.state.modal).toBeNull();
  });
});

describe('airtimeReducer', () => {
  it("drops a field's message once the visitor edits it, and only that one", () => {
    const invalid = run([{ type: 'invalid', errors: { recipientPhone: 'Enter the recipient phone number', amount: 'Enter the amount' } }], typed);
    expect(airtimeReducer(invalid, { type: 'edit', field: 'recipientPhone' }).errors).toEqual({ amount: 'Enter the amount' });
  });

  it('keeps what was typed after a failed or sandboxed request', () => {
    const failed = run([{ type: 'submitted', order }, { type: 'answered', attempt: 1, accepted: false }, { type: 'close' }], typed);
    expect(purchaseCompleted(failed)).toBe(false);
    const sandboxed = run([{ type: 'submitted', order }, { type: 'answered', attempt: 1, accepted: true, sandbox: true }, { type: 'close' }], typed);
    expect(purchaseCompleted(sandboxed)).toBe(false);
  });

  it("shows the server's field messages from a 400", () => {
    const failed = run(
      [
        { type: 'submitted', order },
        { type: 'answered', attempt: 1, accepted: false, errors: { amount: 'Too much' } },
      ],
      typed,
    );
    expect(failed.errors).toEqual({ amount: 'Too much' });
  });

  it('Done after a completed purchase closes the modal and resets the form', () => {
    const done = run(
      [{ type: 'submitted', order }, { type: 'answered', attempt: 1, accepted: true }, { type: 'advance' }, { type: 'advance' }, { type: 'close' }],
      typed,
    );
    expect(done.modal).toBeNull();
    expect(purchaseCompleted(done)).toBe(true);
  });

  it('does not send a second request while one is pending, even with the modal closed', () => {
    const closed = run([{ type: 'submitted', order }, { type: 'close' }], typed);
    expect(isSending(closed)).toBe(true);
    expect(airtimeReducer(closed, { type: 'submitted', order })).toBe(closed);
    const answered = airtimeReducer(closed, { type: 'answered', attempt: 1, accepted: true });
    expect(isSending(answered)).toBe(false);
    expect(purchaseCompleted(answered)).toBe(true);
  });

  it('ignores an answer to an older request', () => {
    const first = run(
      [{ type: 'submitted', order }, { type: 'answered', attempt: 1, accepted: false }, { type: 'close' }, { type: 'submitted', order }],
      typed,
    );
    expect(airtimeReducer(first, { type: 'answered', attempt: 1, accepted: true }).request?.status).toBe('pending');
  });
});
