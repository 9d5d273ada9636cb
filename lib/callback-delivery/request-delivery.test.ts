import { requestDelivery } from './request-delivery';

const callback = { id: 'msg_sandbox_1', timestamp: 1_767_000_000, body: '{"type":"mpesa.stk_push.succeeded"}' };
const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
const log = { ok: true, delivered: true, attempts: [{ attempt: 1, status: 204, error: null, ms: 5 }] };

describe('requestDelivery', () => {
  it('posts the URL and the callback to the delivery route, and returns the log', async () => {
    const fetchMock = jest.spyOn(globalThis, 'fetch').mockResolvedValue(json(200, log));
    await expect(requestDelivery('https://hooks.example.com/in', callback)).resolves.toEqual({ kind: 'log', log });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/sandbox/callbacks');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ url: 'https://hooks.example.com/in', callback });
  });

  it('keeps only the status and the time of each attempt, whatever else an answer carries', async () => {
    const attempts = [{ attempt: 1, status: 200, error: null, ms: 5, answerStart: '{"secret":1}', headers: { 'x-internal': 'yes' } }];
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(json(200, { ...log, attempts }));
    await expect(requestDelivery('https://hooks.example.com/in', callback)).resolves.toEqual({
      kind: 'log',
      log: { ...log, attempts: [{ attempt: 1, status: 200, error: null, ms: 5 }] },
    });
  });

  it.each([
    ['off', json(404, { error: 'off', error_code: 'DELIVERY_OFF' }), { problem: 'off', retryAfterSeconds: null }],
    ['refused', json(422, { error: 'refused', error_code: 'ADDRESS_REFUSED' }), { problem: 'refused', retryAfterSeconds: null }],
    ['a bad URL', json(400, { error: 'invalid', fields: { url: 'Enter an absolute https URL' } }), { problem: 'invalidUrl', retryAfterSeconds: null }],
    ['a stale callback', json(400, { error: 'invalid', fields: { callback: 'must be recent' } }), { problem: 'expired', retryAfterSeconds: null }],
    ['a limit', json(429, { error: 'Too many requests' }, { 'Retry-After': '42' }), { problem: 'limited', retryAfterSeconds: 42 }],
    ['a limit without a wait', json(429, { error: 'Too many requests' }), { problem: 'limited', retryAfterSeconds: null }],
    ['a server failure', json(500, { error: 'x' }), { problem: 'failed', retryAfterSeconds: null }],
    ['a 200 that is not a log', json(200, { ok: true, message: 'hi' }), { problem: 'failed', retryAfterSeconds: null }],
    ['a body that is not JSON', new Response('<html>', { status: 502 }), { problem: 'failed', retryAfterSeconds: null }],
  ])('names the problem: %s', async (_case, answer, expected) => {
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(answer);
    await expect(requestDelivery('https://hooks.example.com/in', callback)).resolves.toEqual({ kind: 'problem', ...expected });
  });

  it('refuses what is not an http(s) URL without asking the server, and never rejects', async () => {
    const fetchMock = jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(requestDelivery('hooks.example.com/in', callback)).resolves.toMatchObject({ problem: 'invalidUrl' });
    await expect(requestDelivery('javascript:alert(1)', callback)).resolves.toMatchObject({ problem: 'invalidUrl' });
    expect(fetchMock).not.toHaveBeenCalled();
    await expect(requestDelivery('https://hooks.example.com/in', callback)).resolves.toMatchObject({ problem: 'failed' });
  });

  it('gives up after its time limit', async () => {
    jest.useFakeTimers();
    jest
      .spyOn(globalThis, 'fetch')
      .mockImplementation(
        (_url, init) => new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
      );
    const pending = requestDelivery('https://hooks.example.com/in', callback, { timeoutMs: 1000 });
    jest.advanceTimersByTime(1000);
    await expect(pending).resolves.toMatchObject({ problem: 'failed' });
    jest.useRealTimers();
  });
});
