/**
 * Runs once when the server starts, before it serves a request. A setting that is set but
 * invalid, or a build without its CSP manifest, stops the start here instead of failing the
 * first visitor's request; sandboxed upstreams and other notes are printed once. Then the
 * metrics start (lib/server/observability.ts).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // A module of the app that reads a bad setting as it loads (SITE_URL, BLOG_CONTENT_DIR)
  // throws here, naming it; Next would log that and serve anyway, so the start stops.
  const boot = await import('./lib/server/boot').catch(refuseToStart);
  await boot.checkServerConfigAtBoot();
  boot.checkCspManifestAtBoot();
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { startObservability } = await import('./lib/server/observability');
  startObservability();
}

function refuseToStart(error: unknown): never {
  console.error(`${error instanceof Error ? error.message : String(error)}\nSee .env.example for every variable. The server did not start.`);
  process.exit(1);
}
