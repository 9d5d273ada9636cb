import { PlainLink } from '@/components/ui/plain-link';
import type { DemoWords } from './demo-words';

export interface DemoNeedsScriptProps {
  docsHref: string;
  copy: Pick<DemoWords['demoCopy'], 'needsScript' | 'viewDocs'>;
}

/**
 * The demo panel as the server renders it: the demo needs JavaScript, so until the page is
 * live (or for good, with JavaScript off) it says so and offers the docs, instead of a
 * loading screen that never ends. Hydration replaces it with the loading screen.
 */
export function DemoNeedsScript({ docsHref, copy }: DemoNeedsScriptProps) {
  return (
    <div className="flex h-full min-h-[26rem] flex-col items-center justify-center gap-4 text-center text-muted">
      <p className="max-w-sm">{copy.needsScript}</p>
      <PlainLink href={docsHref} className="btn btn-secondary">
        {copy.viewDocs}
      </PlainLink>
    </div>
  );
}
