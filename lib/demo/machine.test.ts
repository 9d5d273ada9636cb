import { demoReducer, demoTimer, demoTimings, emptyDemoValues, initialDemoState } from './machine';
import type { DemoEvent, DemoState } from './machine';
import { driveMachine } from '@/test/drive-machine';

const run = (events: DemoEvent[], state: DemoState = initialDemoState()) => events.reduce(demoReducer, state);
const ready = (type: DemoState['type'] = 'express') => run([{ type: 'loaded' }], initialDemoState(type));

const drive = (start: DemoState) => driveMachine(demoReducer, demoTimer, start);

describe('demo timings', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows the loading screen for 1.5 s, then the form', () => {
    const demo = drive(initialDemoState());
    expect(demo.state.phase).toBe('loading');
    jest.advanceTimersByTime(1499);
    expect(demo.state.phase).toBe('loading');
    jest.advanceTimersByTime(1);
    expect(demo.state.phase).toBe('form');
    expect(demoTimings.loadingMs).toBe(1500);
  });

  it.each(['subscription', 'card'] as const)('simulates the %s submit for 3 s, then succeeds', (type) => {
    const demo = drive(ready(type));
    demo.send({ type: 'submit', values: emptyDemoValues });
    expect(demo.state.phase).toBe('submitting');
    jest.advanceTimersByTime(2999);
    expect(demo.state.phase).toBe('submitting');
    jest.advanceTimersByTime(1);
    expect(demo.state.phase).toBe('success');
  });

  it('does not time the Express submit: it waits for its call', () => {
    const demo = drive(ready('express'));
    demo.send({ type: 'submit', values: emptyDemoValues });
    jest.advanceTimersByTime(60_000);
    expect(demo.state.phase).toBe('submitting');
    demo.send({ type: 'settled', attempt: demo.state.attempt });
    expect(demo.state.phase).toBe('success');
  });

  it('drops a simulated submit when the visitor switches type meanwhile', () => {
    const demo = drive(ready('card'));
    demo.send({ type: 'submit', values: emptyDemoValues });
    jest.advanceTimersByTime(1000);
    demo.send({ type: 'select', demoType: 'subscription' });
    jest.advanceTimersByTime(5000);
    expect(demo.state).toMatchObject({ phase: 'form', type: 'subscription' });
  });
});

describe('demoReducer', () => {
  it('keeps what was sent, for the success screen', () => {
    const sent = { ...emptyDemoValues, phone: '0712345678', wantsReceipt: true, email: 'a@b.co' };
    const state = run(
      [
        { type: 'submit', values: sent },
        { type: 'settled', attempt: 1 },
      ],
      ready(),
    );
    expect(state).toMatchObject({ phase: 'success', values: sent });
  });

  it("clears a field's error when it is edited again", () => {
    const state = run(
      [
        { type: 'invalid', errors: { phone: 'x', email: 'y' } },
        { type: 'edit', field: 'phone' },
      ],
      ready(),
    );
    expect(state.errors).toEqual({ email: 'y' });
  });

  it('switching type clears the form, its errors and the success state', () => {
    const typed = run(
      [
        { type: 'toggleReceipt', wantsReceipt: true },
        { type: 'invalid', errors: { email: 'bad' } },
      ],
      ready(),
    );
    const switched = demoReducer(typed, { type: 'select', demoType: 'card' });
    expect(switched).toMatchObject({ phase: 'form', type: 'card', values: emptyDemoValues, errors: {} });

    const succeeded = run(
      [
        { type: 'submit', values: emptyDemoValues },
        { type: 'settled', attempt: 1 },
      ],
      ready('subscription'),
    );
    expect(succeeded.phase).toBe('success');
    expect(demoReducer(succeeded, { type: 'select', demoType: 'express' })).toMatchObject({ phase: 'form', type: 'express' });
  });

  it('choosing the type already shown keeps the form', () => {
    const typed = run([{ type: 'toggleReceipt', wantsReceipt: true }], ready());
    expect(demoReducer(typed, { type: 'select', demoType: 'express' })).toBe(typed);
  });

  it('ignores the answer of a call the visitor has moved on from', () => {
    const submitted = run([{ type: 'submit', values: emptyDemoValues }], ready());
    const moved = run(
      [
        { type: 'select', demoType: 'card' },
        { type: 'select', demoType: 'express' },
        { type: 'submit', values: emptyDemoValues },
      ],
      submitted,
    );
    expect(demoReducer(moved, { type: 'settled', attempt: submitted.attempt }).phase).toBe('submitting');
    expect(demoReducer(moved, { type: 'settled', attempt: moved.attempt }).phase).toBe('success');
  });

  it('Try Another Demo resets the form of the same type', () => {
    const done = run(
      [
        { type: 'submit', values: { ...emptyDemoValues, cardNumber: '4242' } },
        { type: 'settled', attempt: 1 },
      ],
      ready('card'),
    );
    expect(demoReducer(done, { type: 'reset' })).toMatchObject({ phase: 'form', type: 'card', values: emptyDemoValues });
  });

  it('the Express Paybill sub-mode completes to success or cancels back to the form', () => {
    const paybill = run([{ type: 'openPaybill', values: { ...emptyDemoValues, phone: '0712' } }], ready());
    expect(paybill.phase).toBe('paybill');
    expect(demoReducer(paybill, { type: 'paybillCompleted' })).toMatchObject({ phase: 'success', via: 'paybill' });
    expect(demoReducer(paybill, { type: 'paybillCancelled' })).toMatchObject({ phase: 'form', values: { phone: '0712' } });
    expect(run([{ type: 'openPaybill', values: emptyDemoValues }], ready('card')).phase).toBe('form');
  });

  it('unticking the receipt box drops the email error', () => {
    const state = run(
      [
        { type: 'toggleReceipt', wantsReceipt: true },
        { type: 'invalid', errors: { email: 'Enter it' } },
        { type: 'toggleReceipt', wantsReceipt: false },
      ],
      ready(),
    );
    expect(state.errors).toEqual({});
  });
});
