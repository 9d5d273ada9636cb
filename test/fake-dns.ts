import type * as Dns from 'node:dns';

type LookupCallback = (error: NodeJS.ErrnoException | null, address?: string | Dns.LookupAddress[], family?: number) => void;

/** What the fake resolves each name to: an address, or null for a name that does not resolve (ENOTFOUND). */
export const fakeAnswers = new Map<string, string | null>();

/**
 * `node:dns` with the names of `fakeAnswers` answered from it: what a name resolves to is the
 * test's choice, with no network; a name not in the table is resolved for real. In a test file:
 *
 *   jest.mock('node:dns', () => jest.requireActual('<relative path>/test/fake-dns').fakeDns());
 *   import { fakeAnswers } from '<relative path>/test/fake-dns';
 */
export function fakeDns(answers: ReadonlyMap<string, string | null> = fakeAnswers): typeof Dns {
  const actual = jest.requireActual<typeof Dns>('node:dns');
  function lookup(hostname: string, ...rest: unknown[]): void {
    const callback = rest.at(-1);
    if (typeof callback !== 'function') throw new TypeError('lookup needs a callback');
    const answer = answers.get(hostname);
    if (answer === undefined) {
      Reflect.apply(actual.lookup, actual, [hostname, ...rest]);
      return;
    }
    const options = rest.length > 1 ? rest[0] : undefined;
    const all = typeof options === 'object' && options !== null && 'all' in options && options.all === true;
    const reply: LookupCallback = (...args) => process.nextTick(() => Reflect.apply(callback, undefined, args));
    if (answer === null) {
      reply(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND', hostname }));
      return;
    }
    const family = answer.includes(':') ? 6 : 4;
    if (all) reply(null, [{ address: answer, family }]);
    else reply(null, answer, family);
  }
  return { ...actual, lookup: Object.assign(lookup, { __promisify__: actual.lookup.__promisify__ }) };
}
