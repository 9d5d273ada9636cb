// The bench's reference row: a bare Next page (bench/reference-app: a heading and six paragraphs,
// no client component, no stylesheet), built from the project's own node_modules, so it runs the
// same Next and React as the site. Measured in the same run as the site's routes, it is the floor
// the site's LCP is compared with (a ratio holds on a busy machine where a time in ms does not).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const referenceAppDir = join('bench', 'reference-app');
/** How the reference row is named in the table and in bench/results.json. */
export const referenceLabel = 'bare Next page';
/** Written beside the reference build: the Next version it was built with. */
const stampFile = 'bench-next-version.json';

function installedNextVersion(root) {
  return JSON.parse(readFileSync(join(root, 'node_modules', 'next', 'package.json'), 'utf8')).version;
}

/** A digest of the reference app's own files, so that a changed page is rebuilt. */
function referenceSourceDigest(root) {
  const hash = createHash('sha256');
  for (const name of readdirSync(join(root, referenceAppDir, 'app')).sort()) hash.update(name).update(readFileSync(join(root, referenceAppDir, 'app', name)));
  return hash.digest('hex').slice(0, 16);
}

/** Whether the reference app has a build made from its current files with the Next installed now. */
export function referenceBuildIsCurrent(root = process.cwd()) {
  const stamp = join(root, referenceAppDir, '.next', stampFile);
  if (!existsSync(join(root, referenceAppDir, '.next', 'build-manifest.json')) || !existsSync(stamp)) return false;
  const built = JSON.parse(readFileSync(stamp, 'utf8'));
  return built.next === installedNextVersion(root) && built.source === referenceSourceDigest(root);
}

/** `next build` of the reference app, with the project's Next. */
export function buildReference(root = process.cwd()) {
  console.log(`Building the reference (${referenceAppDir})…`);
  const next = join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
  const result = spawnSync(process.execPath, [next, 'build', referenceAppDir], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error(`next build ${referenceAppDir} failed (exit ${result.status})`);
  writeFileSync(
    join(root, referenceAppDir, '.next', stampFile),
    `${JSON.stringify({ next: installedNextVersion(root), source: referenceSourceDigest(root) })}\n`,
  );
}

/**
 * When the reference is measured: one Lighthouse run before each of the site's routes and after
 * the last, so it sees the machine as the routes do, and at least `runs` runs in all.
 * @param {number} routeCount
 * @param {number} runs
 * @returns {number} reference runs in each of the routeCount + 1 slots
 */
export function referenceRunsPerSlot(routeCount, runs) {
  return Math.max(1, Math.ceil(runs / (routeCount + 1)));
}

/**
 * A route's LCP over the reference's, both medians of the same run; null when either is missing.
 * @param {number | null | undefined} lcpMs
 * @param {number | null | undefined} referenceLcpMs
 */
export function lcpRatio(lcpMs, referenceLcpMs) {
  if (typeof lcpMs !== 'number' || typeof referenceLcpMs !== 'number' || referenceLcpMs <= 0) return null;
  return lcpMs / referenceLcpMs;
}
