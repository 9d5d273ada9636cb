import { postDemoPayment } from './api';

describe('postDemoPayment', () => {
  it('posts only the phone, as JSON, to /api/demo/payment', async () => {
    const fetchMock = jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{"ok":true,"message":"Sent"}', { status: 200 }));
    await expect(postDemoPayment('254712345678')).resolves.toEqual({ accepted: true, sandbox: false });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/demo/payment');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(init?.body))).toEqual({ phone: '254712345678' });
  });

  it('says when the server only simulated the prompt (sandbox mode)', async () => {
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{"ok":true,"sandbox":true,"message":"Sandbox mode"}', { status: 200 }));
    await expect(postDemoPayment('254712345678')).resolves.toEqual({ accepted: true, sandbox: true });
  });

  it('is not accepted on a failure or no answer, never throwing', async () => {
    const failed = { accepted: false, sandbox: false };
    jest.spyOn(globalThis, 'fetch').mockResolvedValueOnce(new Response('{"error":"x","sandbox":true}', { status: 502 }));
    await expect(postDemoPayment('254712345678')).resolves.toEqual(failed);
    jest.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(postDemoPayment('254712345678')).resolves.toEqual(failed);
  });
});
