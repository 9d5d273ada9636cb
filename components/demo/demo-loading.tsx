import type { DemoWords } from './demo-words';

export interface DemoLoadingProps {
  copy: Pick<DemoWords['demoCopy'], 'loading' | 'loadFailed'>;
  /** The demo's code could not be downloaded (offline): said instead of loading for ever. */
  failed?: boolean;
}

/** The demo opens on a loading screen. The status region announces it; this shows it. */
export function DemoLoading({ copy, failed = false }: DemoLoadingProps) {
  return (
    <div className="flex h-full min-h-[26rem] flex-col items-center justify-center gap-4 text-muted" aria-hidden="true">
      {failed ? null : <span className="size-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700" />}
      <p>{failed ? copy.loadFailed : copy.loading}</p>
    </div>
  );
}
