import { jsonPostInit } from './json-post';

describe('jsonPostInit', () => {
  it('posts the body as JSON and asks for JSON back', async () => {
    const request = new Request('https://api.example/pay', jsonPostInit({ amount: 50, phone: '254712345678' }));
    expect(request.method).toBe('POST');
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(request.headers.get('accept')).toBe('application/json');
    expect(await request.json()).toEqual({ amount: 50, phone: '254712345678' });
  });

  it('sends extra headers along, without letting them change the media types', () => {
    const init = jsonPostInit({}, { headers: { Authorization: 'Bearer key', 'Content-Type': 'text/plain' }, redirect: 'error' });
    const request = new Request('https://api.example/pay', init);
    expect(request.headers.get('authorization')).toBe('Bearer key');
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(request.redirect).toBe('error');
  });
});
