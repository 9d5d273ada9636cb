// Load benchmark on loopback, bounded in time (npm run bench:load, after `npm run build`).
// Starts `next start` in sandbox mode (no upstream set), measures a static page and
// POST /api/contact, then floods /api/contact from one client to show the rate limiter
// answering 429 without errors. Stops the server by its process id at the end.
//
//   BENCH_PORT (3300)  BENCH_SECONDS (5)  BENCH_CONNECTIONS (10)
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import autocannon from 'autocannon';

const port = Number(process.env.BENCH_PORT ?? 3300);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const origin = `http://127.0.0.1:${port}`;
const perClientLimit = 10;

if (!existsSync('.next/BUILD_ID')) {
  console.error('bench:load: no production build; run `npm run build` first');
  process.exit(1);
}

// Sandbox mode: no upstream is called, so the figures are the site's own. Behind one
// (pretend) proxy, so that the contact run can spread over many client addresses.
const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(MAIL_|PAYMENTS_|AIRTIME_|RATE_LIMIT_|UPSTREAM_|TRUST_PROXY)/.test(name)));
Object.assign(env, { NODE_ENV: 'production', TRUST_PROXY: '1', RATE_LIMIT_PER_CLIENT: String(perClientLimit), RATE_LIMIT_WINDOW_SECONDS: '600' });

// Sandbox log lines go nowhere (an unread pipe would stall the server); errors are kept.
const server = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '--port', String(port), '--hostname', '127.0.0.1'], {
  env,
  stdio: ['ignore', 'ignore', 'pipe'],
});
let serverErrors = '';
server.stderr.on('data', (chunk) => {
  serverErrors = (serverErrors + chunk.toString()).slice(-4000);
});
const stopped = new Promise((resolve) => server.on('exit', resolve));

async function stopServer() {
  if (server.exitCode !== null) return;
  server.kill('SIGTERM');
  const timer = setTimeout(() => server.kill('SIGKILL'), 5_000);
  await stopped;
  clearTimeout(timer);
}
process.on('SIGINT', () => stopServer().then(() => process.exit(130)));

async function waitForServer() {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode}):\n${serverErrors}`);
    try {
      if ((await fetch(`${origin}/ke`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not answer within 60 s');
}

const contact = JSON.stringify({
  fullname: 'Load Test',
  email: 'load@example.com',
  company: 'Bench Ltd',
  phone: '0712345678',
  subject: 'Other',
  message: 'Measuring the contact handler in sandbox mode.',
});
const json = { 'content-type': 'application/json' };

// 10.x.y.z, a fresh client for every request, so that the limiter lets them all through.
let counter = 0;
const nextAddress = () => {
  counter += 1;
  return `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
};

function run(title, path, options) {
  return autocannon({ url: `${origin}${path}`, connections, duration: seconds, ...options }).then((result) => ({ title, result }));
}

function row({ title, result }) {
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .map(([status, { count }]) => `${status}×${count}`)
    .join(' ');
  return [
    title.padEnd(42),
    `${Math.round(result.requests.average)}`.padStart(7),
    `${result.latency.p50}`.padStart(6),
    `${result.latency.p99}`.padStart(6),
    `${result.errors + result.timeouts}`.padStart(6),
    `  ${statuses}`,
  ].join(' ');
}

let failed = false;
try {
  await waitForServer();
  // Warm up: load each route's code once before measuring.
  await fetch(`${origin}/ke`);
  await fetch(`${origin}/api/contact`, { method: 'POST', headers: { ...json, 'x-forwarded-for': '192.0.2.1' }, body: contact });

  const results = [];
  results.push(await run('GET /ke (static page)', '/ke', { method: 'GET' }));
  results.push(
    await run('POST /api/contact (sandbox, many clients)', '/api/contact', {
      requests: [
        {
          method: 'POST',
          path: '/api/contact',
          headers: json,
          body: contact,
          setupRequest: (request) => ({ ...request, headers: { ...request.headers, 'x-forwarded-for': nextAddress() } }),
        },
      ],
    }),
  );
  results.push(
    await run('POST /api/contact flood, one client', '/api/contact', {
      method: 'POST',
      headers: { ...json, 'x-forwarded-for': '203.0.113.99' },
      body: contact,
    }),
  );

  // Figures depend on what else the machine runs: say how busy it was.
  const load = loadavg().map((value) => value.toFixed(1)).join(' ');
  console.log(`\nautocannon: ${connections} connections, ${seconds} s per run, loopback, sandbox mode; ${cpus().length} CPUs, load average ${load}\n`);
  console.log(`${'run'.padEnd(42)} ${'req/s'.padStart(7)} ${'p50ms'.padStart(6)} ${'p99ms'.padStart(6)} ${'errors'.padStart(6)}   statuses`);
  for (const entry of results) console.log(row(entry));

  const [page, api, flood] = results.map(({ result }) => result);
  const problems = [];
  for (const { title, result } of results) {
    if (result.errors + result.timeouts > 0) problems.push(`${title}: ${result.errors} errors, ${result.timeouts} timeouts`);
  }
  if (page.non2xx > 0) problems.push('the static page answered non-2xx');
  if (api.non2xx > 0) problems.push('the contact handler answered non-2xx to distinct clients');
  const floodStatuses = Object.keys(flood.statusCodeStats ?? {});
  if (!floodStatuses.includes('429')) problems.push('the flood got no 429');
  if (floodStatuses.some((status) => status !== '200' && status !== '429')) problems.push(`the flood got statuses ${floodStatuses.join(', ')}`);
  if ((flood.statusCodeStats?.['200']?.count ?? 0) > perClientLimit) problems.push(`the flood got more than ${perClientLimit} successes`);

  if (problems.length > 0) {
    failed = true;
    console.error(`\nbench:load failed:\n  ${problems.join('\n  ')}`);
  } else {
    console.log(`\nThe flood: ${flood.statusCodeStats['200']?.count ?? 0} accepted (limit ${perClientLimit}), the rest 429 with Retry-After, no errors.`);
  }
} catch (error) {
  failed = true;
  console.error(`bench:load: ${error.message}`);
} finally {
  await stopServer();
}
process.exit(failed ? 1 : 0);
