import { postDemoPayment } from './api';

describe('postDemoPayment', () => {
  it('posts only the phone, as JSON, to /api/demo/payment', async () => {
    const fetchMock = jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{"ok":true,"message":"Sent"}', { status: 200 }));
    await expect(postDemoPayment('254712345678')).resolves.toBe(true);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/demo/payment');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(init?.body))).toEqual({ phone: '254712345678' });
  });

  it('resolves false on a failure or no answer, never throwing', async () => {
    jest.spyOn(globalThis, 'fetch').mockResolvedValueOnce(new Response('{"error":"x"}', { status: 502 }));
    await expect(postDemoPayment('254712345678')).resolves.toBe(false);
    jest.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(postDemoPayment('254712345678')).resolves.toBe(false);
  });
});
