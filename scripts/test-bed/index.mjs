// A production-shaped test bed on loopback, started and stopped by whoever imports it (the
// production Playwright config, `npm run bench:load -- --through-proxy`): redis-server, the
// fake upstream, two standalone instances of the current build sharing that Redis, and nginx
// in front of them, as a deployment of www.kilelepay.co.ke runs them. Every process is a
// child started here with its own files in a temporary folder, and is stopped by its
// process id. Needs `npm run build` and `npm run test:setup` (nginx and redis-server).
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { nginxConfig } from './nginx-config.mjs';

export const publicHost = 'www.kilelepay.co.ke';
// Debian puts nginx in /usr/sbin, which is not on every user's PATH.
const nginxBinary = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
export const standaloneServer = resolve('.next/standalone/server.js');
// The production entry around it: draining on SIGTERM, request ids, metrics (scripts/serve.mjs).
const standaloneEntry = resolve('.next/standalone/serve.mjs');

/** Ports from `base`: nginx, two instances, the fake upstream, Redis, spares for tests' own instances, each instance's metrics port. */
export function bedPorts(base) {
  return {
    nginx: base,
    instances: [base + 1, base + 2],
    upstream: base + 3,
    redis: base + 4,
    spare: base + 5,
    spares: [base + 5, base + 8],
    metrics: [base + 6, base + 7],
  };
}

// Server variables of the caller's environment never leak into the bed.
const serverVariable = /^(MAIL_|PAYMENTS_|AIRTIME_|RATE_LIMIT_|UPSTREAM_|TRUST_PROXY|REDIS_URL|REQUIRE_UPSTREAMS|SITE_URL|METRICS_|SHUTDOWN_|PORT$|HOSTNAME$)/;

/** Each of the two instances has its own metrics port (the spare instance has none). */
function metricsEnv(state, port) {
  const at = state.ports.instances.indexOf(port);
  return at === -1 ? {} : { METRICS_PORT: String(state.ports.metrics[at]) };
}

/** The environment of an instance of the bed (TRUST_PROXY=1: nginx stands in front). */
export function instanceEnv(state, port, extra = {}) {
  const upstream = `http://127.0.0.1:${state.ports.upstream}`;
  return {
    ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !serverVariable.test(name))),
    NODE_ENV: 'production',
    PORT: String(port),
    HOSTNAME: '127.0.0.1',
    SITE_URL: `https://${publicHost}`,
    TRUST_PROXY: '1',
    REDIS_URL: `redis://127.0.0.1:${state.ports.redis}`,
    MAIL_API_URL: `${upstream}/mail`,
    MAIL_TO: 'inbox@kilelepay.test',
    PAYMENTS_API_URL: `${upstream}/payments`,
    PAYMENTS_USERNAME: 'bed-user',
    PAYMENTS_PASSWORD: 'bed-password-7c2e',
    PAYMENTS_MERCHANT_ID: 'bed-merchant',
    AIRTIME_API_URL: `${upstream}/airtime`,
    REQUIRE_UPSTREAMS: 'true',
    // Shorter than a deployment's 5 s so that the restarts of the tests stay quick; still
    // longer than nginx's idle upstream connections live (nginx-config.mjs).
    SHUTDOWN_DRAIN_MS: '2000',
    ...metricsEnv(state, port),
    // The outbox retries within seconds here, so that a test sees delivery soon after an outage.
    OUTBOX_RETRY_BASE_MS: '500',
    OUTBOX_RETRY_MAX_MS: '4000',
    ...extra,
  };
}

/**
 * Starts a process and keeps the end of its output for error messages. `logFile` gets the
 * whole output when given (nothing is left in an unread pipe to stall the child).
 */
function startProcess(name, command, args, options = {}) {
  if (options.logFile) {
    // Written by the child itself: the file outlives this process (a test may start an
    // instance that the bed's teardown stops), and nothing is left in a pipe.
    const fd = openSync(options.logFile, 'a');
    const child = spawn(command, args, { env: options.env ?? process.env, stdio: ['ignore', fd, fd] });
    closeSync(fd);
    const exited = new Promise((resolveExit) => child.on('exit', (code, signal) => resolveExit({ code, signal })));
    const output = () => (existsSync(options.logFile) ? readFileSync(options.logFile, 'utf8').slice(-20_000) : '');
    return { name, child, pid: child.pid, output, exited };
  }
  const child = spawn(command, args, { env: options.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
  const output = [];
  const keep = (chunk) => {
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolveExit) => child.on('exit', (code, signal) => resolveExit({ code, signal })));
  return { name, child, pid: child.pid, output: () => output.join(''), exited };
}

/** Stops a process by its id and waits for it to end (SIGKILL after `graceMs`). */
export async function stopProcess(processHandle, graceMs = 5_000) {
  const { child, exited } = processHandle;
  if (child.exitCode !== null || child.signalCode !== null) return exited;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  const result = await exited;
  clearTimeout(timer);
  return result;
}

async function waitFor(what, check, processHandle, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (processHandle && processHandle.child.exitCode !== null) {
      throw new Error(`${what} exited (${processHandle.child.exitCode}):\n${processHandle.output().slice(-3000)}`);
    }
    try {
      if (await check()) return;
    } catch {
      // Not ready yet.
    }
    await new Promise((resolveWait) => setTimeout(resolveWait, 200));
  }
  throw new Error(`${what} was not ready within ${timeoutMs / 1000} s${processHandle ? `:\n${processHandle.output().slice(-3000)}` : ''}`);
}

/** One Redis command over a raw socket (an inline command): no client library needed. */
export function redisCommand(port, line) {
  return new Promise((resolveCommand) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.setTimeout(1_000, () => socket.destroy());
    socket.on('connect', () => socket.write(`${line}\r\n`));
    socket.on('data', (chunk) => {
      answer += chunk.toString();
      if (answer.includes('\r\n')) socket.end();
    });
    socket.on('close', () => resolveCommand(answer));
    socket.on('error', () => resolveCommand(''));
  });
}

export const redisAnswers = async (port) => (await redisCommand(port, 'PING')).startsWith('+PONG');

/**
 * Starts redis-server for the bed: `noeviction` as a deployment must set it (the instances
 * refuse to start otherwise), and with `state.redisAof` the append-only file a deployment
 * keeps the outbox of leads in (fsync on every write). Its pid goes to a file of the bed, so
 * that a test in another process can stop and restart it (stopRedis, startRedis, restartRedis).
 */
export async function startRedis(state) {
  const handle = startProcess('redis-server', 'redis-server', [
    '--port',
    String(state.ports.redis),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    state.redisAof ? 'yes' : 'no',
    '--appendfsync',
    'always',
    '--maxmemory-policy',
    'noeviction',
    '--dir',
    state.dir,
    '--logfile',
    join(state.dir, 'redis.log'),
  ]);
  await waitFor('redis-server', () => redisAnswers(state.ports.redis), handle, 15_000);
  writeFileSync(join(state.dir, 'redis.pid'), String(handle.pid));
  // Detached from this process's event loop: a test worker may end while Redis runs on.
  handle.child.unref();
  handle.child.stdout.destroy();
  handle.child.stderr.destroy();
  return handle;
}

/**
 * Stops the bed's Redis, whichever process started it, and waits until it no longer answers.
 * `signal` SIGKILL: a crash, with no chance to flush anything.
 */
export async function stopRedis(state, signal = 'SIGTERM') {
  const pidFile = join(state.dir, 'redis.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8'));
  rmSync(pidFile);
  try {
    process.kill(pid, signal);
  } catch {
    return;
  }
  if (!(await exited(pid, 10_000))) process.kill(pid, 'SIGKILL');
}

/** Kills the bed's Redis with SIGKILL and starts it again on the same port and files (its AOF). */
export async function restartRedis(state) {
  await stopRedis(state, 'SIGKILL');
  await startRedis(state);
}

/** Kills instance `index` of the bed (0 or 1) with SIGKILL, as a crash or an OOM kill would. */
export async function killInstance(state, index) {
  const pidFile = join(state.dir, `instance-${state.ports.instances[index]}.pid`);
  const pid = existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8')) : state.instancePids?.[index];
  if (!pid) throw new Error(`test bed: no pid for instance ${index}`);
  process.kill(pid, 'SIGKILL');
  await exited(pid, 10_000);
}

/**
 * Starts instance `index` again after killInstance (or any stop), as startInstance does: its
 * pid goes to the bed's file, so that the bed's stop() ends it whichever process started it.
 */
export async function restartInstance(state, index, extraEnv = {}) {
  await startInstance(state, state.ports.instances[index], extraEnv);
}

let instanceStarts = 0;

/**
 * One standalone instance of the build, through its production entry (serve.mjs), ready once
 * /api/health/ready answers 200. Its output goes to a file of its own in the bed's folder
 * (`instance-<port>-<n>.log`), its pid to `instance-<port>.pid`, so that any process of the
 * run can follow its log lines, restart it, and the bed's teardown stop it.
 * `until: 'listening'`: resolves as soon as the port accepts a connection, without sending
 * it a request, so that a test's own request is the instance's very first.
 */
export async function startInstance(state, port, extraEnv = {}, { until = 'ready' } = {}) {
  instanceStarts += 1;
  const logFile = join(state.dir, `instance-${port}-${process.pid}-${instanceStarts}.log`);
  const handle = startProcess(`instance :${port}`, process.execPath, [standaloneEntry], { env: instanceEnv(state, port, extraEnv), logFile });
  writeFileSync(join(state.dir, `instance-${port}.pid`), String(handle.pid));
  const check = until === 'listening' ? () => accepts(port) : async () => (await fetch(`http://127.0.0.1:${port}/api/health/ready`)).ok;
  await waitFor(`instance :${port}`, check, handle);
  return handle;
}

/** Whether `port` accepts a TCP connection (closed at once, nothing sent). */
function accepts(port) {
  return new Promise((resolveAccepts) => {
    const socket = connect(port, '127.0.0.1');
    socket.on('connect', () => {
      socket.destroy();
      resolveAccepts(true);
    });
    socket.on('error', () => resolveAccepts(false));
  });
}

/** Every line the bed's instances have written so far, from every start. */
export function instanceLogLines(state) {
  return readdirSync(state.dir)
    .filter((name) => /^instance-\d+-.*\.log$/.test(name))
    .flatMap((name) => readFileSync(join(state.dir, name), 'utf8').split('\n'));
}

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Waits up to `timeoutMs` for process `pid` to be gone; true when it is. */
async function exited(pid, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (alive(pid) && Date.now() < deadline) await new Promise((resolveWait) => setTimeout(resolveWait, 50));
  return !alive(pid);
}

/** Stops the instance on `port` by the pid in its file, whoever started it: SIGTERM, then SIGKILL after `graceMs`. */
export async function stopInstanceOn(state, port, graceMs = 30_000) {
  const pidFile = join(state.dir, `instance-${port}.pid`);
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8'));
  rmSync(pidFile);
  if (!alive(pid)) return;
  process.kill(pid, 'SIGTERM');
  if (!(await exited(pid, graceMs))) process.kill(pid, 'SIGKILL');
}

/**
 * A rolling restart, as a deployment does it: for each instance in turn, SIGTERM, wait until
 * its readiness says 503 (the balancer takes it out) and the process has exited (its requests
 * in flight done), then start the new build on the same port and wait until it is ready,
 * before the next one. Resolves with what each step took, for the report.
 */
export async function rollingRestart(state, extraEnv = {}) {
  const steps = [];
  for (const port of state.ports.instances) {
    const pidFile = join(state.dir, `instance-${port}.pid`);
    const pid = Number(readFileSync(pidFile, 'utf8'));
    const started = Date.now();
    process.kill(pid, 'SIGTERM');
    await waitFor(`instance :${port} draining`, async () => (await fetch(`http://127.0.0.1:${port}/api/health/ready`)).status === 503, null, 10_000);
    const draining = Date.now();
    await waitFor(`instance :${port} exit`, async () => !alive(pid), null, 60_000);
    const exited = Date.now();
    await startInstance(state, port, extraEnv);
    steps.push({ port, drainingAfterMs: draining - started, exitedAfterMs: exited - started, readyAfterMs: Date.now() - started });
  }
  return steps;
}

/**
 * Starts the whole bed. Returns what a test needs to reach it (`state`, serialisable) and
 * `stop()`, which stops every process by its id and removes the temporary folder.
 * `env`: more variables for both instances. `clientAddressHeader`: see nginx-config.mjs.
 */
export async function startTestBed({ basePort = 3710, env = {}, clientAddressHeader, redisAof = true } = {}) {
  if (!existsSync(standaloneServer)) throw new Error('test bed: no standalone build; run `npm run build` first');
  const dir = mkdtempSync(join(tmpdir(), 'kilele-bed-'));
  const state = { dir, ports: bedPorts(basePort), redisAof };
  const started = [];
  const stop = async () => {
    // Instances by their pid files: a test may have replaced those started here.
    await Promise.all(state.ports.instances.map((port) => stopInstanceOn(state, port, 5_000)));
    await Promise.all(started.reverse().map((handle) => stopProcess(handle)));
    await stopRedis(state);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await startRedis(state);
    const upstream = startProcess('fake upstream', process.execPath, ['--import', 'tsx', 'test/fake-upstream.ts', String(state.ports.upstream)]);
    started.push(upstream);
    await waitFor('fake upstream', async () => (await fetch(`http://127.0.0.1:${state.ports.upstream}/__health`)).ok, upstream);
    started.push(...(await Promise.all(state.ports.instances.map((port) => startInstance(state, port, env)))));

    const confFile = join(dir, 'nginx.conf');
    writeFileSync(confFile, nginxConfig({ dir, listenPort: state.ports.nginx, instancePorts: state.ports.instances, publicHost, clientAddressHeader }));
    const nginx = startProcess('nginx', nginxBinary, ['-p', `${dir}/`, '-e', join(dir, 'nginx-error.log'), '-c', confFile, '-g', 'daemon off;']);
    started.push(nginx);
    await waitFor('nginx', async () => (await fetch(`http://127.0.0.1:${state.ports.nginx}/api/health/ready`)).ok, nginx, 15_000);
    state.instancePids = started.filter(({ name }) => name.startsWith('instance')).map(({ pid }) => pid);
    return { state, stop, processes: started };
  } catch (error) {
    await stop();
    throw error;
  }
}
