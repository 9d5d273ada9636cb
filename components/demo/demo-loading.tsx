import { demoCopy } from '@/lib/content/demo';

/** SPEC §4: the demo opens on a loading screen. The status region announces it; this shows it. */
export function DemoLoading() {
  return (
    <div className="flex h-full min-h-[26rem] flex-col items-center justify-center gap-4 text-muted" aria-hidden="true">
      <span className="size-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700" />
      <p>{demoCopy.loading}</p>
    </div>
  );
}
