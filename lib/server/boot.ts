import 'server-only';
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
