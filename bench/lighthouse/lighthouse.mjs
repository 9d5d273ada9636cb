// Lighthouse with its mobile defaults (Moto G Power screen, Slow 4G and a 4× CPU slowdown)
// against the system Chromium, throttled the way bench/budgets.json says. One browser serves
// every run; Lighthouse clears the cache and storage before each one. The two packages come
// from the bench's own package (bench/package.json), installed on the first `npm run bench`.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { measureRuns } from './runs.mjs';

export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-gpu'];

/** e.g. "Chromium 156.0.8078.79 built on Debian GNU/Linux 12 (bookworm)". */
export function chromiumVersion() {
  try {
    return execFileSync(chromiumPath, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'unknown';
  }
}

export function lighthouseVersion() {
  return JSON.parse(readFileSync(new URL(import.meta.resolve('lighthouse/package.json')), 'utf8')).version;
}

/**
 * @param {{ port?: number }} [options] the DevTools port; chrome-launcher picks one when absent
 */
export async function launchChromium({ port } = {}) {
  if (!existsSync(chromiumPath)) {
    throw new Error(`No Chromium at ${chromiumPath}: run \`npm run test:setup\` or set CHROME_PATH.`);
  }
  // chrome-launcher keeps the process id and kill() ends that process.
  return launch({ chromePath: chromiumPath, chromeFlags, port });
}

/**
 * Lighthouse `runs` times on one page, the median of each figure kept (runs.mjs).
 * @param {Omit<Parameters<typeof measureRuns>[0], 'runLighthouse'>} options
 */
export function measureWithLighthouse(options) {
  return measureRuns({ ...options, runLighthouse: lighthouse });
}
