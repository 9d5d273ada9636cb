/**
 * The request every JSON POST of ours sends, from the browser to our routes and from the
 * server to an upstream: the body as JSON, and JSON asked for in return. Headers given in
 * `init` go along, but never replace these two.
 */
export function jsonPostInit(body: unknown, init: Omit<RequestInit, 'method' | 'body' | 'headers'> & { headers?: Record<string, string> } = {}): RequestInit {
  return {
    ...init,
    method: 'POST',
    headers: { ...init.headers, 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  };
}
