import { postAirtime } from './api';

const order = { phoneNumber: '254712345678', recipientPhone: '254722000000', amount: 50 };
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('postAirtime', () => {
  it('posts the order as JSON to /api/airtime and takes any 2xx as accepted', async () => {
    const fetchMock = jest.spyOn(globalThis, 'fetch').mockResolvedValue(json(202, { ok: true, message: 'Sent' }));
    await expect(postAirtime(order)).resolves.toEqual({ accepted: true, sandbox: false });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/airtime');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(init?.body))).toEqual(order);
  });

  it('says when the server accepted in sandbox mode (no prompt went out)', async () => {
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(json(202, { ok: true, sandbox: true, message: 'Sandbox mode' }));
    await expect(postAirtime(order)).resolves.toEqual({ accepted: true, sandbox: true });
  });

  it('fails on a server error or no answer, without throwing', async () => {
    jest.spyOn(globalThis, 'fetch').mockResolvedValueOnce(json(500, { error: 'Upstream said: db down' }));
    await expect(postAirtime(order)).resolves.toEqual({ accepted: false });
    jest.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(postAirtime(order)).resolves.toEqual({ accepted: false });
  });

  it("maps the fields of a 400 to the form's fields, dropping unknown ones", async () => {
    jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(json(400, { error: 'Invalid', fields: { phoneNumber: 'Bad payer', amount: 'Too little', other: 'x', recipientPhone: 3 } }));
    await expect(postAirtime(order)).resolves.toEqual({ accepted: false, errors: { payingPhone: 'Bad payer', amount: 'Too little' } });
  });

  it('copes with a 400 that is not JSON', async () => {
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('<html>', { status: 400 }));
    await expect(postAirtime(order)).resolves.toEqual({ accepted: false });
  });
});
