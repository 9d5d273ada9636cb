import { postToRoute } from './post-to-route';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('postToRoute', () => {
  it('posts JSON and takes any 2xx as success', async () => {
    const fetchMock = jest.spyOn(globalThis, 'fetch').mockResolvedValue(json(202, { ok: true, message: 'Sent' }));
    await expect(postToRoute('/api/airtime', { amount: 50 })).resolves.toEqual({ ok: true, sandbox: false });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/airtime');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(init?.body))).toEqual({ amount: 50 });
  });

  it('says when the server answered in sandbox mode, and only when it says so plainly', async () => {
    const fetchMock = jest.spyOn(globalThis, 'fetch');
    fetchMock.mockResolvedValueOnce(json(202, { ok: true, sandbox: true, message: 'Sandbox mode' }));
    await expect(postToRoute('/api/airtime', {})).resolves.toEqual({ ok: true, sandbox: true });
    fetchMock.mockResolvedValueOnce(json(200, { ok: true, sandbox: 'yes' }));
    await expect(postToRoute('/api/airtime', {})).resolves.toEqual({ ok: true, sandbox: false });
    fetchMock.mockResolvedValueOnce(new Response('', { status: 200 }));
    await expect(postToRoute('/api/airtime', {})).resolves.toEqual({ ok: true, sandbox: false });
  });

  it("reads a 400's field messages, keeping only text ones", async () => {
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(json(400, { error: 'Invalid', fields: { email: 'Enter a valid email address', other: 3 } }));
    await expect(postToRoute('/api/notify', {})).resolves.toEqual({ ok: false, status: 400, fields: { email: 'Enter a valid email address' } });
  });

  it('reports other failures by status only, whatever the body says', async () => {
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(json(502, { error: 'Upstream said: db down', fields: { email: 'x' } }));
    await expect(postToRoute('/api/contact', {})).resolves.toEqual({ ok: false, status: 502, fields: {} });
  });

  it('logs a warning on a 401, and nothing more', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(json(401, { error: 'Unauthorized' }));
    await expect(postToRoute('/api/contact', {})).resolves.toEqual({ ok: false, status: 401, fields: {} });
    expect(warn).toHaveBeenCalledWith('Unauthorized, logging out...');
  });

  it('copes with a 400 that is not JSON', async () => {
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('<html>', { status: 400 }));
    await expect(postToRoute('/api/contact', {})).resolves.toEqual({ ok: false, status: 400, fields: {} });
  });

  it('never rejects: no answer is status 0', async () => {
    jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(postToRoute('/api/contact', {})).resolves.toEqual({ ok: false, status: 0, fields: {} });
  });

  it('gives up after the time limit', async () => {
    jest.useFakeTimers();
    jest
      .spyOn(globalThis, 'fetch')
      .mockImplementation(
        (_url, init) => new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
      );
    const pending = postToRoute('/api/demo/payment', {}, { timeoutMs: 1000 });
    jest.advanceTimersByTime(1000);
    await expect(pending).resolves.toEqual({ ok: false, status: 0, fields: {} });
    jest.useRealTimers();
  });
});
