import type * as FormChecks from './form-checks';

/** One shared download of the form checks, started early (on focus) and reused by every form. */
let loading: Promise<typeof FormChecks> | null = null;

export function loadFormChecks(): Promise<typeof FormChecks> {
  loading ??= import('./form-checks').catch((error: unknown) => {
    // A failed download (offline) may be retried on the next attempt.
    loading = null;
    throw error;
  });
  return loading;
}
