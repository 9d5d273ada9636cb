// No credential reaches the browser. Scans what a browser can download after `next build`
// (everything under .next/static, and every prerendered page and payload under
// .next/server/app) for the server credentials and for any `Basic` header value.
//
//   node scripts/check-no-secrets.mjs           check the current build
//   node scripts/check-no-secrets.mjs --build   build with sentinel credentials first (npm test)
//   node scripts/check-no-secrets.mjs --dir X   check another build directory (its own tests)
//
// A scan for credentials nobody set would find nothing whatever the code did; building with
// sentinel values makes the check meaningful. Server code reads its settings when it runs,
// not at build time, so the build this leaves behind serves as any other.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Distinctive values for every server-only setting, so a leak cannot hide among real text. */
const sentinelEnv = {
  MAIL_API_URL: 'https://mail-api.sentinel-9c41.invalid',
  MAIL_TO: 'sentinel-inbox-9c41@sentinel-9c41.invalid',
  PAYMENTS_API_URL: 'https://payments-api.sentinel-9c41.invalid',
  PAYMENTS_USERNAME: 'sentinel-user-9c41',
  PAYMENTS_PASSWORD: 'sentinel-pass-9c41-Zq7',
  PAYMENTS_MERCHANT_ID: 'sentinel-merchant-9c41',
  AIRTIME_API_URL: 'https://airtime-api.sentinel-9c41.invalid',
};

const secretVariables = Object.keys(sentinelEnv);

const args = process.argv.slice(2);
const dirIndex = args.indexOf('--dir');
const distDir = dirIndex >= 0 ? args[dirIndex + 1] : '.next';
const build = args.includes('--build');

if (build) {
  console.log('check-no-secrets: building with sentinel credentials');
  // The project's own build script, as a developer runs it, with the sentinels in its environment.
  const result = spawnSync('npm', ['run', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, ...sentinelEnv },
    shell: process.platform === 'win32',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// With --build, the sentinels are what the build saw; without it, whatever this shell has set.
const env = build ? { ...process.env, ...sentinelEnv } : process.env;
const needles = new Map();
for (const variable of secretVariables) {
  const value = env[variable]?.trim();
  if (value) needles.set(value, variable);
}
if (env.PAYMENTS_USERNAME && env.PAYMENTS_PASSWORD) {
  needles.set(Buffer.from(`${env.PAYMENTS_USERNAME.trim()}:${env.PAYMENTS_PASSWORD.trim()}`).toString('base64'), 'the Basic credentials');
}

/** `Basic <base64>` whose value decodes to printable user:password: a credential in any build. */
function basicCredentials(text) {
  const found = [];
  for (const match of text.matchAll(/Basic\s+([A-Za-z0-9+/]{4,}={0,2})/g)) {
    const decoded = Buffer.from(match[1], 'base64').toString('latin1');
    if (/^[\x20-\x7e]+:[\x20-\x7e]*$/.test(decoded)) found.push(match[0]);
  }
  return found;
}

// Prerendered output: pages, their RSC payloads and segment files, route handler bodies.
const prerendered = /\.(html|rsc|body|meta|txt|xml|json)$/;

function files(dir, keep) {
  let entries;
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path, keep);
    return keep(name) ? [path] : [];
  });
}

const targets = [
  ...files(join(distDir, 'static'), () => true),
  ...files(join(distDir, 'server', 'app'), (name) => prerendered.test(name) && !name.endsWith('.nft.json')),
];
const pages = targets.filter((path) => path.endsWith('.html'));
if (pages.length === 0) {
  console.error(`check-no-secrets: no prerendered page under ${distDir}; build first (or pass --build)`);
  process.exit(1);
}

const leaks = [];
for (const path of targets) {
  const text = readFileSync(path, 'latin1');
  for (const [needle, variable] of needles) {
    if (text.includes(needle)) leaks.push(`${relative('.', path)}: the value of ${variable}`);
  }
  for (const header of basicCredentials(text)) leaks.push(`${relative('.', path)}: an Authorization value "${header.slice(0, 12)}…"`);
}

if (leaks.length > 0) {
  console.error(`check-no-secrets: server credentials reach the browser:\n  ${leaks.join('\n  ')}`);
  process.exit(1);
}
console.log(`check-no-secrets: ${targets.length} browser-facing files (${pages.length} pages) hold no credential (${needles.size} values checked)`);
