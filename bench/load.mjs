// Load benchmark on loopback, bounded in time (npm run bench:load, after `npm run build`).
// Measures a static page (plain, and brotli as browsers ask) and POST /api/contact, then floods /api/contact from one client to
// show the rate limiter answering 429 without errors. Two shapes:
//
//   npm run bench:load                       one standalone server in sandbox mode (no upstream)
//   npm run bench:load -- --through-proxy    the production test bed (scripts/test-bed): nginx
//                                            in front of two instances sharing Redis, the mail
//                                            API played by the fake upstream
//
// The page runs use wrk (Debian's, written in C; `npm run test:setup` installs it) when it is
// there: autocannon, in JavaScript on the same two cores, reads a cached page more slowly than
// nginx sends it, so it measures itself. The posts use autocannon (a client address per request).
//
// Every process is stopped by its id at the end.
//   BENCH_PORT (3300; the bed takes 14 ports from it)  BENCH_SECONDS (5)  BENCH_CONNECTIONS (10)
//   BENCH_WORKERS (1: client threads for the page runs)  BENCH_CLIENT (wrk when installed, else autocannon)
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import autocannon from 'autocannon';
import { startTestBed, standaloneServer, stopProcess } from '../scripts/test-bed/index.mjs';

const port = Number(process.env.BENCH_PORT ?? 3300);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
// autocannon's worker threads for the page runs: one thread cannot read a front door's cached
// answers as fast as nginx sends them on this 2-core machine, so a second one shows more of what
// nginx holds. (The posts' per-request client addresses need the one thread.)
const workers = Number(process.env.BENCH_WORKERS ?? 1);
const pageClient = process.env.BENCH_CLIENT ?? (hasCommand('wrk') ? 'wrk' : 'autocannon');
const throughProxy = process.argv.includes('--through-proxy');
const perClientLimit = 10;
const settleMs = 5_000;

if (!existsSync(standaloneServer)) {
  console.error('bench:load: no production build; run `npm run build` first');
  process.exit(1);
}

function hasCommand(name) {
  try {
    execFileSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const limits = { RATE_LIMIT_PER_CLIENT: String(perClientLimit), RATE_LIMIT_WINDOW_SECONDS: '600', TRUST_PROXY: '1' };

/**
 * The target: its origin, the header that names the client of a request, and how to stop
 * it. Directly, the server trusts the x-forwarded-for a client sends (TRUST_PROXY=1, nothing
 * in front). Through the bed, nginx takes the client's address from x-bench-client (the
 * bench's nginx only) and appends it to X-Forwarded-For as it would a real client's. The
 * per-route ceiling is lifted so that the many-clients run measures the handler, not it.
 */
async function startTarget() {
  if (throughProxy) {
    const bed = await startTestBed({ basePort: port, env: { ...limits, RATE_LIMIT_PER_ROUTE: '1000000' }, clientAddressHeader: 'x-bench-client' });
    return {
      origin: `http://127.0.0.1:${bed.state.ports.nginx}`,
      clientHeader: 'x-bench-client',
      describe: 'through nginx to 2 instances sharing Redis, mail to the fake upstream',
      stop: bed.stop,
    };
  }
  // Sandbox mode: no upstream is called, so the figures are the site's own.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !/^(MAIL_|PAYMENTS_|AIRTIME_|RATE_LIMIT_|UPSTREAM_|TRUST_PROXY|REDIS_URL|REQUIRE_UPSTREAMS|PORT$|HOSTNAME$)/.test(name),
    ),
  );
  Object.assign(env, { NODE_ENV: 'production', PORT: String(port), HOSTNAME: '127.0.0.1', ...limits, RATE_LIMIT_PER_ROUTE: '1000000' });
  // Sandbox log lines go nowhere (an unread pipe would stall the server); errors are kept.
  const child = spawn(process.execPath, [standaloneServer], { env, stdio: ['ignore', 'ignore', 'pipe'] });
  let serverErrors = '';
  child.stderr.on('data', (chunk) => {
    serverErrors = (serverErrors + chunk.toString()).slice(-4000);
  });
  const handle = { child, exited: new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal }))) };
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${serverErrors}`);
    if (Date.now() > deadline) throw new Error('the server did not answer within 60 s');
    try {
      if ((await fetch(`${origin}/ke`)).ok) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { origin, clientHeader: 'x-forwarded-for', describe: 'one standalone server, sandbox mode', stop: () => stopProcess(handle) };
}

const contact = JSON.stringify({
  fullname: 'Load Test',
  email: 'load@example.com',
  company: 'Bench Ltd',
  phone: '0712345678',
  subject: 'Other',
  message: 'Measuring the contact handler.',
});
const json = { 'content-type': 'application/json' };
const browserEncodings = 'gzip, deflate, br, zstd';

// 10.x.y.z, a fresh client for every request, so that the limiter lets them all through.
let counter = 0;
const nextAddress = () => {
  counter += 1;
  return `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
};

/** A wrk figure with its unit (850.00us, 3.42ms, 1.02s) in milliseconds. */
function milliseconds(figure) {
  const [, value, unit] = /^([\d.]+)(us|ms|s)$/.exec(figure) ?? [];
  if (value === undefined) throw new Error(`wrk printed an unreadable latency: ${figure}`);
  return Number(value) * { us: 0.001, ms: 1, s: 1000 }[unit];
}

/** A page run with wrk, read into the figures autocannon gives (requests/s, p50, p99, statuses). */
function wrkRun(origin, title, path, headers = {}) {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
  const args = ['-t', String(workers), '-c', String(connections), '-d', `${seconds}s`, '--latency', ...headerArgs, `${origin}${path}`];
  const output = execFileSync('wrk', args, { encoding: 'utf8' });
  const percentile = (p) => milliseconds(new RegExp(`^\\s*${p}%\\s+(\\S+)`, 'm').exec(output)?.[1] ?? '');
  const count = (pattern) => Number(pattern.exec(output)?.[1] ?? 0);
  const total = count(/^\s*(\d+) requests in/m);
  const non2xx = count(/Non-2xx or 3xx responses: (\d+)/);
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output)?.slice(1).map(Number) ?? [0, 0, 0, 0];
  const result = {
    requests: { average: Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? 0) },
    latency: { p50: percentile(50), p99: percentile(99) },
    errors: socketErrors.slice(0, 3).reduce((sum, value) => sum + value, 0),
    timeouts: socketErrors[3] ?? 0,
    non2xx,
    statusCodeStats: { '2xx': { count: total - non2xx }, ...(non2xx > 0 ? { other: { count: non2xx } } : {}) },
  };
  return Promise.resolve({ title, result });
}

function run(origin, title, path, options) {
  if (pageClient === 'wrk' && options.method === 'GET') return wrkRun(origin, title, path, options.headers);
  return autocannon({
    url: `${origin}${path}`,
    connections,
    duration: seconds,
    ...(workers > 1 && options.method === 'GET' ? { workers } : {}),
    ...options,
  }).then((result) => ({ title, result }));
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
let target = null;
process.on('SIGINT', () => Promise.resolve(target?.stop()).then(() => process.exit(130)));
try {
  target = await startTarget();
  const { origin, clientHeader } = target;
  // Warm up: load each route's code before measuring, in every instance behind the proxy, and
  // put the page in the front door's cache in each encoding a run asks for (fetch would ask for
  // gzip by itself). A run that started on an empty cache would measure its first second: the
  // requests waiting for the one that fetches the page are woken every 500 ms by nginx.
  for (let i = 0; i < 4; i += 1) {
    for (const encoding of ['identity', browserEncodings]) await fetch(`${origin}/ke`, { headers: { 'accept-encoding': encoding } });
    await fetch(`${origin}/api/contact`, { method: 'POST', headers: { ...json, [clientHeader]: `192.0.2.${i}` }, body: contact });
  }
  // A spike comes to a site that is already running: the processes just started (the instances,
  // the fake upstream compiling its TypeScript) keep the two cores busy for a few seconds after
  // they first answer, and a run started then measures their start.
  await new Promise((resolve) => setTimeout(resolve, settleMs));

  const results = [];
  results.push(await run(origin, 'GET /ke (static page)', '/ke', { method: 'GET' }));
  // As browsers ask for it: compressed (the front door keeps the brotli copy in its cache).
  results.push(await run(origin, 'GET /ke (static page, brotli)', '/ke', { method: 'GET', headers: { 'accept-encoding': browserEncodings } }));
  results.push(
    await run(origin, 'POST /api/contact (many clients)', '/api/contact', {
      requests: [
        {
          method: 'POST',
          path: '/api/contact',
          headers: json,
          body: contact,
          setupRequest: (request) => ({ ...request, headers: { ...request.headers, [clientHeader]: nextAddress() } }),
        },
      ],
    }),
  );
  results.push(
    await run(origin, 'POST /api/contact flood, one client', '/api/contact', {
      method: 'POST',
      headers: { ...json, [clientHeader]: '203.0.113.99' },
      body: contact,
    }),
  );

  // Figures depend on what else the machine runs: say how busy it was.
  const load = loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
  console.log(
    `\n${pageClient} for the pages, autocannon for the posts: ${connections} connections, ${workers} client thread(s) for the pages, ${seconds} s per run, loopback, ${target.describe}; ${cpus().length} CPUs, load average ${load}\n`,
  );
  console.log(`${'run'.padEnd(42)} ${'req/s'.padStart(7)} ${'p50ms'.padStart(6)} ${'p99ms'.padStart(6)} ${'errors'.padStart(6)}   statuses`);
  for (const entry of results) console.log(row(entry));

  const [page, compressedPage, api, flood] = results.map(({ result }) => result);
  const problems = [];
  for (const { title, result } of results) {
    if (result.errors + result.timeouts > 0) problems.push(`${title}: ${result.errors} errors, ${result.timeouts} timeouts`);
  }
  if (page.non2xx + compressedPage.non2xx > 0) problems.push('the static page answered non-2xx');
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
  await target?.stop();
}
process.exit(failed ? 1 : 0);
