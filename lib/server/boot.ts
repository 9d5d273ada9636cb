import 'server-only';
import { cspManifest, CspManifestError } from '@/lib/csp/manifest';
import { serverConfig, ServerConfigError } from './config';

/**
 * Validates the server settings when the server starts (instrumentation.ts). Next logs an
 * error thrown from there and keeps serving with a broken setup, so a bad setting ends the
 * process instead, with one message naming each variable at fault.
 */
export function checkServerConfigAtBoot(): void {
  try {
    serverConfig();
  } catch (error) {
    if (!(error instanceof ServerConfigError)) throw error;
    console.error(`${error.message}\nSee .env.example for every variable. The server did not start.`);
    process.exit(1);
  }
}

/**
 * Production pages run only the inline scripts the build hashed: without the build's CSP
 * manifest none would hydrate, so a server started without it stops here, naming the file.
 */
export function checkCspManifestAtBoot(): void {
  if (process.env.NODE_ENV !== 'production' || process.env.NEXT_PHASE === 'phase-production-build') return;
  try {
    cspManifest();
  } catch (error) {
    if (!(error instanceof CspManifestError)) throw error;
    console.error(`${error.message}\nThe server did not start.`);
    process.exit(1);
  }
}
