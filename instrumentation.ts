/**
 * Runs once when the server starts, before it serves a request. A server setting that is set
 * but invalid, or a build without its CSP manifest, stops the start here instead of failing the
 * first visitor's request; sandboxed upstreams and other notes are printed once.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { checkCspManifestAtBoot, checkServerConfigAtBoot } = await import('./lib/server/boot');
  await checkServerConfigAtBoot();
  checkCspManifestAtBoot();
}
