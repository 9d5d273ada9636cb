// A production-shaped test bed on loopback, started and stopped by whoever imports it (the
// production and failover Playwright configs, `npm run bench:load -- --through-proxy`):
// redis-server, the fake upstream, two standalone instances of the current build sharing that
// Redis, and nginx in front of them, as a deployment of www.kilelepay.co.ke runs them. In the
// Sentinel shape (`redis: 'sentinel'`), Redis is a master, a replica and three sentinels, and
// the instances follow the sentinels (REDIS_SENTINEL). Every Redis and sentinel asks for a
// password, as a deployment's must; with `redisTls`, they speak TLS only, with a certificate
// authority made for the run (openssl). Every process is a child started here
// with its own files in a temporary folder, and is stopped by its process id. Needs
// `npm run build` and `npm run test:setup` (nginx, redis-server, redis-sentinel).
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, closeSync, cpSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { connect as connectTls } from 'node:tls';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { bedRequestLimit, nginxConfig, selfSignedCertificate } from './nginx-config.mjs';

export const publicHost = 'www.kilelepay.co.ke';
// Debian puts nginx in /usr/sbin, which is not on every user's PATH.
const nginxBinary = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
export const standaloneFolder = resolve('.next/standalone');
export const standaloneServer = join(standaloneFolder, 'server.js');
// The production entry around it: draining on SIGTERM, request ids, metrics (scripts/serve.mjs).
const entryOf = (folder) => join(folder, 'serve.mjs');

/**
 * Ports from `base`: nginx, two instances, the fake upstream, Redis (the first master in the
 * Sentinel shape), spares for tests' own instances, each instance's metrics port, then the
 * Sentinel shape's replica and three sentinels.
 */
export function bedPorts(base) {
  return {
    nginx: base,
    instances: [base + 1, base + 2],
    upstream: base + 3,
    redis: base + 4,
    spare: base + 5,
    spares: [base + 5, base + 8],
    metrics: [base + 6, base + 7],
    replica: base + 9,
    sentinels: [base + 10, base + 11, base + 12],
    compressor: base + 13,
    // A developer's callback endpoint, the one origin sandbox deliveries may reach (below).
    callbackListener: base + 14,
    // nginx's TLS listener (a self-signed certificate made at the bed's start).
    tls: base + 15,
  };
}

// Server variables of the caller's environment never leak into the bed.
const serverVariable =
  /^(MAIL_|PAYMENTS_|AIRTIME_|RATE_LIMIT_|UPSTREAM_|TRUST_PROXY|REDIS_|REQUIRE_UPSTREAMS|SITE_URL|METRICS_|SHUTDOWN_|SANDBOX_|PORT$|HOSTNAME$)/;

/** Each of the two instances has its own metrics port (the spare instance has none). */
function metricsEnv(state, port) {
  const at = state.ports.instances.indexOf(port);
  return at === -1 ? {} : { METRICS_PORT: String(state.ports.metrics[at]) };
}

/** The name under which the sentinels know the bed's master. */
export const sentinelMasterName = 'kilele';

/** The password of every redis-server of the bed (requirepass, and masterauth for replication). */
export const redisPassword = 'bed-redis-9f3c1a7e';
/** The password of every sentinel of the bed (their requirepass, and between sentinels). */
export const sentinelPassword = 'bed-sentinel-4b8d2e60';

/** The bed's Redis as REDIS_URL gives it: with its password, over TLS when the bed has it. */
export function bedRedisUrl(state) {
  return `${state.redisTls ? 'rediss' : 'redis'}://:${redisPassword}@127.0.0.1:${state.ports.redis}`;
}

/**
 * How an instance (or the operator's command) finds Redis: its address, or the sentinels
 * with their password; in both, REDIS_URL gives the master's password and TLS (in the Sentinel
 * shape its host is not used), and the bed's certificate authority is trusted.
 */
export function bedRedisEnv(state) {
  const tls = state.redisTls ? { REDIS_TLS_CA_FILE: tlsFiles(state).ca } : {};
  if (state.redisShape !== 'sentinel') return { REDIS_URL: bedRedisUrl(state), ...tls };
  return {
    REDIS_URL: bedRedisUrl(state),
    REDIS_SENTINEL: `${sentinelMasterName}@${state.ports.sentinels.map((port) => `127.0.0.1:${port}`).join(',')}`,
    REDIS_SENTINEL_PASSWORD: sentinelPassword,
    REDIS_SENTINEL_TLS: state.redisTls ? 'true' : 'false',
    ...tls,
  };
}

/** Where the bed's certificate authority and Redis's certificate and key are (made by makeTlsFiles). */
function tlsFiles(state) {
  const folder = join(state.dir, 'tls');
  return { folder, ca: join(folder, 'ca.crt'), caKey: join(folder, 'ca.key'), cert: join(folder, 'redis.crt'), key: join(folder, 'redis.key') };
}

/**
 * A certificate authority for the run, and a certificate it signs for 127.0.0.1 (the address
 * the sentinels name the master by): every redis-server and sentinel serves it, and checks it
 * when they connect to each other; the instances trust the authority (REDIS_TLS_CA_FILE).
 */
function makeTlsFiles(state) {
  const files = tlsFiles(state);
  mkdirSync(files.folder, { recursive: true });
  const openssl = (...args) => execFileSync('openssl', args, { stdio: ['ignore', 'pipe', 'pipe'] });
  // P-256 keys: handshakes far cheaper than RSA's on the bed's shared cores.
  const key = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  openssl('req', '-x509', ...key, '-days', '2', '-subj', '/CN=Kilele test bed CA', '-keyout', files.caKey, '-out', files.ca);
  const request = join(files.folder, 'redis.csr');
  openssl('req', ...key, '-subj', '/CN=127.0.0.1', '-keyout', files.key, '-out', request);
  const extensions = join(files.folder, 'redis.ext');
  writeFileSync(extensions, 'subjectAltName=IP:127.0.0.1,DNS:localhost\nextendedKeyUsage=serverAuth,clientAuth\n');
  openssl('x509', '-req', '-in', request, '-CA', files.ca, '-CAkey', files.caKey, '-CAcreateserial', '-days', '2', '-extfile', extensions, '-out', files.cert);
  // redis-server may run as another user than the one who made them (a root bed): readable.
  for (const file of [files.cert, files.key, files.ca]) chmodSync(file, 0o644);
}

/** redis-server's or redis-sentinel's settings for TLS only (no plain port), as arguments or as lines of a file. */
function tlsSettings(state, port) {
  const files = tlsFiles(state);
  return [
    ['port', '0'],
    ['tls-port', String(port)],
    ['tls-cert-file', files.cert],
    ['tls-key-file', files.key],
    ['tls-ca-cert-file', files.ca],
    // Clients show a password, not a certificate.
    ['tls-auth-clients', 'no'],
    // Replication, and a sentinel's own connections, over TLS too.
    ['tls-replication', 'yes'],
  ];
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
    ...bedRedisEnv(state),
    // Every instance keys submission ids alike (required in production with Redis).
    LEAD_ID_SECRET: 'bed-lead-id-secret-the-same-on-every-instance',
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
    // The specs post several hundred leads a minute from hundreds of addresses (two outage runs
    // back to back): above a deployment's ceiling of 300 a route, which the unit tests cover.
    RATE_LIMIT_PER_ROUTE: '5000',
    // The outbox retries within seconds here, so that a test sees delivery soon after an outage.
    OUTBOX_RETRY_BASE_MS: '500',
    OUTBOX_RETRY_MAX_MS: '4000',
    // Sandbox callbacks may be sent to a developer's URL; on loopback, only to the test's own
    // listener (every other loopback address stays refused).
    SANDBOX_CALLBACK_DELIVERY: 'true',
    SANDBOX_CALLBACK_ALLOW: `http://127.0.0.1:${state.ports.callbackListener}`,
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

/**
 * A connection to the redis-server or sentinel of the bed on `port`, as the bed's Redis takes
 * them: over TLS when the bed has it, trusting the bed's authority. `ready` is the event to
 * write after.
 */
function redisSocket(state, port) {
  if (!state.redisTls) return { socket: connect(port, '127.0.0.1'), ready: 'connect' };
  return { socket: connectTls({ host: '127.0.0.1', port, ca: readFileSync(tlsFiles(state).ca) }), ready: 'secureConnect' };
}

/** The password of the redis-server or sentinel on `port`. */
const passwordFor = (state, port) => (state.ports.sentinels.includes(port) ? sentinelPassword : redisPassword);

/**
 * One command to the bed's Redis or sentinel on `port` (inline, after AUTH with its password):
 * its reply as it came (`raw`, RESP) and parsed (`value`: a string, a number, an array of those,
 * or null; an Error for an error reply; undefined when nothing came in time). No client library.
 */
function redisExchange(state, port, command, timeoutMs = 2_000) {
  return new Promise((resolveAnswer) => {
    const { socket, ready } = redisSocket(state, port);
    let answer = '';
    const done = (value, raw = '') => {
      socket.destroy();
      resolveAnswer({ value, raw });
    };
    socket.setTimeout(timeoutMs, () => done(undefined));
    socket.on(ready, () => socket.write(`AUTH ${passwordFor(state, port)}\r\n${command}\r\n`));
    socket.on('data', (chunk) => {
      answer += chunk.toString();
      const auth = parseResp(answer, 0);
      if (!auth) return;
      if (auth.value instanceof Error) return done(auth.value, answer);
      const reply = parseResp(answer, auth.end);
      if (reply) done(reply.value, answer.slice(auth.end));
    });
    socket.on('error', () => done(undefined));
  });
}

/** One Redis command to the bed's Redis on `port` (authenticated): its reply as RESP text, '' when none came. */
export async function redisCommand(state, port, line) {
  return (await redisExchange(state, port, line, 1_000)).raw;
}

export const redisAnswers = async (state, port) => (await redisCommand(state, port, 'PING')).startsWith('+PONG');

/**
 * Starts redis-server for the bed: `noeviction` as a deployment must set it (the instances
 * refuse to start otherwise), and with `state.redisAof` the append-only file a deployment
 * keeps the outbox of leads in (fsync on every write). Its pid goes to a file of the bed, so
 * that a test in another process can stop and restart it (stopRedis, startRedis, restartRedis).
 * In the Sentinel shape, the master (the replica has startRedisServer).
 */
export async function startRedis(state) {
  return startRedisServer(state, state.ports.redis);
}

/** One redis-server of the bed on `port`, a replica of `replicaOf` when given, with its own folder (its AOF). */
export async function startRedisServer(state, port, { replicaOf } = {}) {
  const folder = join(state.dir, `redis-${port}`);
  mkdirSync(folder, { recursive: true });
  const handle = startProcess(`redis-server :${port}`, 'redis-server', [
    ...(state.redisTls ? tlsSettings(state, port).flatMap(([name, value]) => [`--${name}`, value]) : ['--port', String(port)]),
    // Every server may become a replica after a failover: each asks the others for the password too.
    '--requirepass',
    redisPassword,
    '--masterauth',
    redisPassword,
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
    folder,
    '--logfile',
    join(folder, 'redis.log'),
    ...(replicaOf ? ['--replicaof', '127.0.0.1', String(replicaOf)] : []),
  ]);
  await waitFor(`redis-server :${port}`, () => redisAnswers(state, port), handle, 15_000);
  writeFileSync(redisPidFile(state, port), String(handle.pid));
  // Detached from this process's event loop: a test worker may end while Redis runs on.
  handle.child.unref();
  handle.child.stdout.destroy();
  handle.child.stderr.destroy();
  return handle;
}

const redisPidFile = (state, port) => join(state.dir, `redis-${port}.pid`);

/**
 * Stops the bed's Redis (the first master), whichever process started it, and waits until it
 * no longer answers. `signal` SIGKILL: a crash, with no chance to flush anything.
 */
export async function stopRedis(state, signal = 'SIGTERM') {
  await stopRedisServer(state, state.ports.redis, signal);
}

/** Stops the redis-server or sentinel on `port` by the pid in its file. */
export async function stopRedisServer(state, port, signal = 'SIGTERM') {
  const pidFile = redisPidFile(state, port);
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

/**
 * One sentinel of the bed, watching the master on `masterPort` (its first start) with a
 * quorum of two; it rewrites its configuration file as the master changes, and a restart
 * reads it back. Failover is quick here (1 s without an answer), so that a test sees it soon.
 */
export async function startSentinel(state, port, masterPort = state.ports.redis) {
  const config = join(state.dir, `sentinel-${port}.conf`);
  if (!existsSync(config)) {
    writeFileSync(
      config,
      [
        ...(state.redisTls ? tlsSettings(state, port).map(([name, value]) => `${name} ${value}`) : [`port ${port}`]),
        'bind 127.0.0.1',
        // Clients, and the other sentinels, show this password; the sentinels show it to each other.
        `requirepass ${sentinelPassword}`,
        `sentinel sentinel-pass ${sentinelPassword}`,
        `dir ${state.dir}`,
        `logfile ${join(state.dir, `sentinel-${port}.log`)}`,
        `sentinel monitor ${sentinelMasterName} 127.0.0.1 ${masterPort} 2`,
        `sentinel auth-pass ${sentinelMasterName} ${redisPassword}`,
        `sentinel down-after-milliseconds ${sentinelMasterName} 1000`,
        `sentinel failover-timeout ${sentinelMasterName} 5000`,
        `sentinel parallel-syncs ${sentinelMasterName} 1`,
        '',
      ].join('\n'),
    );
  }
  const handle = startProcess(`sentinel :${port}`, sentinelBinary, [config, ...(sentinelBinary === 'redis-server' ? ['--sentinel'] : [])]);
  await waitFor(`sentinel :${port}`, () => redisAnswers(state, port), handle, 15_000);
  writeFileSync(redisPidFile(state, port), String(handle.pid));
  handle.child.unref();
  handle.child.stdout.destroy();
  handle.child.stderr.destroy();
  return handle;
}

// Debian's redis-sentinel; redis-server --sentinel is the same program.
const sentinelBinary = existsSync('/usr/bin/redis-sentinel') ? '/usr/bin/redis-sentinel' : 'redis-server';

/** The parsed answer to one command sent to `port` (see redisExchange). */
async function redisAsk(state, port, command) {
  return (await redisExchange(state, port, command)).value;
}

/** One RESP value at `at`, with where it ends, or null while it is incomplete. */
function parseResp(text, at) {
  const lineEnd = text.indexOf('\r\n', at);
  if (lineEnd === -1) return null;
  const type = text[at];
  const line = text.slice(at + 1, lineEnd);
  const next = lineEnd + 2;
  if (type === '+') return { value: line, end: next };
  if (type === '-') return { value: new Error(line), end: next };
  if (type === ':') return { value: Number(line), end: next };
  if (type === '$') {
    const length = Number(line);
    if (length === -1) return { value: null, end: next };
    if (Buffer.byteLength(text.slice(next)) < length + 2) return null;
    const value = Buffer.from(text.slice(next)).subarray(0, length).toString();
    return { value, end: next + value.length + 2 };
  }
  if (type === '*') {
    const count = Number(line);
    if (count === -1) return { value: null, end: next };
    const items = [];
    let end = next;
    for (let index = 0; index < count; index += 1) {
      const item = parseResp(text, end);
      if (!item) return null;
      items.push(item.value);
      end = item.end;
    }
    return { value: items, end };
  }
  return { value: new Error(`unexpected reply ${JSON.stringify(text.slice(at, at + 20))}`), end: text.length };
}

/** The port of the master the sentinels name now (asked of the first one that answers), or null. */
export async function sentinelMasterPort(state) {
  for (const port of state.ports.sentinels) {
    const answer = await redisAsk(state, port, `SENTINEL get-master-addr-by-name ${sentinelMasterName}`);
    // [host, port]
    const found = Array.isArray(answer) ? Number(answer[1]) : NaN;
    if (Number.isInteger(found)) return found;
  }
  return null;
}

/** The role a redis-server reports (master, slave), or null when it does not answer. */
export async function redisRole(state, port) {
  const answer = await redisAsk(state, port, 'ROLE');
  return Array.isArray(answer) && typeof answer[0] === 'string' ? answer[0] : null;
}

/**
 * The Sentinel shape: a master, a replica in sync with it, and three sentinels that agree on
 * them (a quorum is reachable), as `startTestBed({ redis: 'sentinel' })` starts them.
 */
export async function startSentinelRedis(state, { masterPort = state.ports.redis, replicaPort = state.ports.replica } = {}) {
  await startRedisServer(state, masterPort);
  await startRedisServer(state, replicaPort, { replicaOf: masterPort });
  await waitFor('replica in sync', async () => String(await redisAsk(state, replicaPort, 'INFO replication')).includes('master_link_status:up'), null, 15_000);
  for (const port of state.ports.sentinels) await startSentinel(state, port, masterPort);
  await waitFor(
    'sentinels agreeing',
    async () => String(await redisAsk(state, state.ports.sentinels[0], `SENTINEL ckquorum ${sentinelMasterName}`)).startsWith('OK'),
    null,
    20_000,
  );
}

/** Stops every Redis process of the Sentinel shape (`signal` SIGKILL: a crash). */
export async function stopSentinelRedis(state, signal = 'SIGTERM') {
  await Promise.all([...state.ports.sentinels, state.ports.redis, state.ports.replica].map((port) => stopRedisServer(state, port, signal)));
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
  const handle = startProcess(`instance :${port}`, process.execPath, [entryOf(state.release ?? standaloneFolder)], {
    env: instanceEnv(state, port, extraEnv),
    logFile,
  });
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

/** Where the front door serves files from: every deployed build's assets, the current build's public/. */
const filesRootOf = (state) => join(state.dir, 'front-files');

/**
 * The first step of a deployment: the build in `standalone` (a folder like .next/standalone)
 * puts its assets beside those of the builds before it, which stay, and its public/ files over
 * the current ones, before any instance runs it. From then on `startInstance` starts that build.
 */
export function deployFiles(state, standalone = standaloneFolder) {
  const root = filesRootOf(state);
  mkdirSync(join(root, '_next'), { recursive: true });
  cpSync(join(standalone, '.next', 'static'), join(root, '_next', 'static'), { recursive: true, force: false, errorOnExist: false });
  for (const entry of readdirSync(root).filter((name) => name !== '_next')) rmSync(join(root, entry), { recursive: true, force: true });
  if (existsSync(join(standalone, 'public'))) cpSync(join(standalone, 'public'), root, { recursive: true });
  state.release = standalone;
}

/**
 * Starts the whole bed. Returns what a test needs to reach it (`state`, serialisable) and
 * `stop()`, which stops every process by its id and removes the temporary folder.
 * `env`: more variables for both instances. `clientAddressHeader`: see nginx-config.mjs.
 */
export async function startTestBed({ basePort = 3710, env = {}, clientAddressHeader, redisAof = true, redis = 'single', redisTls = false } = {}) {
  if (!existsSync(standaloneServer)) throw new Error('test bed: no standalone build; run `npm run build` first');
  const dir = mkdtempSync(join(tmpdir(), 'kilele-bed-'));
  // nginx's workers run as an unprivileged user when the bed runs as root: they read the
  // files they serve and keep the page cache in here.
  chmodSync(dir, 0o755);
  const state = { dir, ports: bedPorts(basePort), redisAof, redisShape: redis, redisTls };
  const started = [];
  const stop = async () => {
    // Instances by their pid files: a test may have replaced those started here.
    await Promise.all(state.ports.instances.map((port) => stopInstanceOn(state, port, 5_000)));
    await Promise.all(started.reverse().map((handle) => stopProcess(handle)));
    if (redis === 'sentinel') await stopSentinelRedis(state);
    else await stopRedis(state);
    // KEEP_TEST_BED=1 keeps the logs of every process for a look after the run.
    if (process.env.KEEP_TEST_BED) console.log(`test bed files kept in ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
  };
  try {
    if (redisTls) makeTlsFiles(state);
    if (redis === 'sentinel') await startSentinelRedis(state);
    else await startRedis(state);
    const upstream = startProcess('fake upstream', process.execPath, ['--import', 'tsx', 'test/fake-upstream.ts', String(state.ports.upstream)]);
    started.push(upstream);
    await waitFor('fake upstream', async () => (await fetch(`http://127.0.0.1:${state.ports.upstream}/__health`)).ok, upstream);
    deployFiles(state);
    started.push(...(await Promise.all(state.ports.instances.map((port) => startInstance(state, port, env)))));

    const confFile = join(dir, 'nginx.conf');
    const config = nginxConfig({
      dir,
      listenPort: state.ports.nginx,
      compressorPort: state.ports.compressor,
      instancePorts: state.ports.instances,
      publicHost,
      filesRoot: filesRootOf(state),
      clientAddressHeader,
      tls: { port: state.ports.tls, ...selfSignedCertificate(dir, publicHost) },
      requestLimit: bedRequestLimit,
    });
    writeFileSync(confFile, config);
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
