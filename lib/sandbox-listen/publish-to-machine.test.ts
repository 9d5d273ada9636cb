import { publishToMachine } from './publish-to-machine';

const callback = { id: 'msg_sandbox_1', timestamp: 1_767_000_000, body: '{"type":"mpesa.stk_push.succeeded"}' };
const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

describe('publishToMachine', () => {
  it('posts the code and the callback to the events route, and reads the handler’s status and time', async () => {
    const fetchMock = jest.spyOn(globalThis, 'fetch').mockResolvedValue(json(200, { ok: true, eventId: '1-0', result: { status: 200, error: null, ms: 12 } }));
    await expect(publishToMachine('7KQ2M-X9D4T', callback)).resolves.toEqual({ kind: 'delivered', status: 200, ms: 12 });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/sandbox/listen/events');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ code: '7KQ2M-X9D4T', callback });
  });

  it.each([
    ['no report in time', json(200, { ok: true, eventId: '1-0', result: null }), { kind: 'not-listening' }],
    [
      'a handler that never answered',
      json(200, { ok: true, eventId: '1-0', result: { status: null, error: 'network', ms: 2 } }),
      { kind: 'no-answer', error: 'network' },
    ],
    ['a pairing the site does not know', json(404, { error: 'x', error_code: 'UNKNOWN_CODE' }), { kind: 'unknown-code' }],
    ['a limit', json(429, { error: 'x' }, { 'Retry-After': '42' }), { kind: 'limited', retryAfterSeconds: 42 }],
    ['a refusal of another kind', json(400, { error: 'x' }), { kind: 'failed' }],
    ['a 200 that is not an answer', json(200, { ok: true }), { kind: 'failed' }],
    ['a body that is not JSON', new Response('<html>', { status: 502 }), { kind: 'failed' }],
  ])('names the outcome: %s', async (_case, answer, expected) => {
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(answer);
    await expect(publishToMachine('7KQ2M-X9D4T', callback)).resolves.toEqual(expected);
  });

  it('never rejects', async () => {
    jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(publishToMachine('7KQ2M-X9D4T', callback)).resolves.toEqual({ kind: 'failed' });
  });
});
