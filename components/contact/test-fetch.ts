/**
 * A stand-in for fetch in jsdom tests (jsdom has neither fetch nor Response): the test decides
 * when and how the server answers, and reads what was sent.
 */
export interface FakeResponse {
  ok: boolean;
  status: number;
  json: () => Promise<unknown>;
}

export function jsonResponse(status: number, body: unknown): FakeResponse {
  return { ok: status >= 200 && status < 300, status, json: async () => body };
}

export function installFetch() {
  let answer: (value: FakeResponse) => void = () => {};
  let fail: (reason: Error) => void = () => {};
  const fetchMock = jest.fn(
    (_url: string, _init: RequestInit) =>
      new Promise<FakeResponse>((resolve, reject) => {
        answer = resolve;
        fail = reject;
      }),
  );
  Object.defineProperty(globalThis, 'fetch', { value: fetchMock, configurable: true, writable: true });
  return {
    fetchMock,
    answer: (status: number, body: unknown) => answer(jsonResponse(status, body)),
    failNetwork: () => fail(new TypeError('Failed to fetch')),
    /** The URL and parsed JSON body of the nth call. */
    sent(call = 0) {
      const [url, init] = fetchMock.mock.calls[call] ?? [];
      return { url, init, body: JSON.parse(String(init?.body)) };
    },
  };
}

export function removeFetch() {
  Reflect.deleteProperty(globalThis, 'fetch');
}
