import { expect, test } from '../support/test';
import { startInstance } from '../../scripts/test-bed/index.mjs';
import { bed } from './support/bed';

// Every setting is checked when the server starts: a bad value stops it (exit 1) with a line
// naming the variable, before it serves anything, including the settings read outside the
// server-only module (SITE_URL, BLOG_CONTENT_DIR).

const refusals: [variable: string, value: string][] = [
  ['SITE_URL', 'not a url'],
  ['SITE_URL', 'ftp://www.kilelepay.co.ke'],
  ['BLOG_CONTENT_DIR', 'no/such/folder'],
  ['UPSTREAM_TIMEOUT_MS', 'soon'],
  ['TRUST_PROXY', 'maybe'],
  ['REDIS_URL', 'http://127.0.0.1:1'],
  ['METRICS_PORT', '70000'],
  ['SHUTDOWN_DRAIN_MS', '-1'],
];

for (const [variable, value] of refusals) {
  test(`a start with ${variable}=${JSON.stringify(value)} is refused, naming ${variable}`, async () => {
    const state = bed();
    await expect(startInstance(state, state.ports.spare, { [variable]: value })).rejects.toThrow(
      new RegExp(`exited \\(1\\)[\\s\\S]*${variable}[\\s\\S]*The server did not start`),
    );
  });
}
