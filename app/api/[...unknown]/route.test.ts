import { DELETE, GET, POST } from './route';

describe('an unknown API path', () => {
  it.each([
    ['GET', GET],
    ['POST', POST],
    ['DELETE', DELETE],
  ])('answers %s with a JSON 404, never stored', async (_method, handler) => {
    const answer = handler();
    expect(answer.status).toBe(404);
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.json()).toEqual({ error: expect.any(String) });
  });
});
