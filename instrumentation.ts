/**
 * Runs once when the server starts. A server setting that is set but invalid, or a build
 * without its CSP manifest, stops the start here, instead of failing the first visitor's request.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { checkCspManifestAtBoot, checkServerConfigAtBoot } = await import('./lib/server/boot');
  checkServerConfigAtBoot();
  checkCspManifestAtBoot();
}
