'use client';

import { useEffect, useId, useRef, useState } from 'react';
import type { ApiDocId } from '@/lib/api-docs/ids';
import type { SandboxResult } from '@/lib/api-docs/sandbox';
import { onDemand } from '@/lib/on-demand';
import { useHydrated } from '@/components/ui/use-hydrated';
import type * as Runtime from './sandbox-runtime';
import type { StkSandboxWords } from './stk-words';

const sandboxRuntime = onDemand(() => import('./sandbox-runtime'));

/** The sandbox answers after 2 s. */
export const sandboxDelayMs = 2000;

export interface SandboxConsoleCopy {
  bodyLabel: string;
  hint: string;
  run: string;
  running: string;
  reset: string;
  idle: string;
  /** Said in the server HTML, before the page's JavaScript runs or when it never does. */
  needsScript: string;
  loadFailed: string;
}

export interface SandboxConsoleProps {
  apiId: ApiDocId;
  /** The sample request body, pretty-printed: what the editor starts with. */
  sample: string;
  copy: SandboxConsoleCopy;
  /** The STK push sandbox's virtual phone and callback inbox words: given, an accepted STK push runs its lifecycle below the response. */
  stkWords?: StkSandboxWords;
}

type Phase =
  | { name: 'idle' }
  | { name: 'pending' }
  | { name: 'done'; result: SandboxResult; bodyText: string; View: typeof Runtime.SandboxResponse; Session: typeof Runtime.StkSession }
  | { name: 'failed' };

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The sandbox's editor and Test API Call button. This part is small and ships with the page;
 * the simulation and the highlighter load with import() when the visitor first focuses or
 * points at the sandbox, and the answer comes after the documented 2 s.
 */
export function SandboxConsole({ apiId, sample, copy, stkWords }: SandboxConsoleProps) {
  const id = useId();
  const [body, setBody] = useState(sample);
  const [phase, setPhase] = useState<Phase>({ name: 'idle' });
  const mounted = useRef(true);
  const button = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  const followUp = useRef<HTMLDivElement>(null);
  // Until React runs the page the button cannot do anything: it stays disabled and the status
  // line says what the sandbox needs, instead of a button that silently does nothing.
  const hydrated = useHydrated();

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // A disabled button can lose focus; give it back so a keyboard user can run the next test.
  useEffect(() => {
    if (phase.name === 'pending' || !refocus.current) return;
    refocus.current = false;
    // The virtual phone's prompt may have taken the focus for its PIN field: leave it there.
    if (followUp.current?.contains(document.activeElement)) return;
    if (document.activeElement !== button.current) button.current?.focus();
  }, [phase]);

  async function run() {
    if (phase.name === 'pending') return;
    refocus.current = document.activeElement === button.current;
    const text = body;
    setPhase({ name: 'pending' });
    try {
      const [{ simulateSandboxCall, SandboxResponse, StkSession }] = await Promise.all([sandboxRuntime.load(), wait(sandboxDelayMs)]);
      if (mounted.current) setPhase({ name: 'done', result: simulateSandboxCall(apiId, text), bodyText: text, View: SandboxResponse, Session: StkSession });
    } catch {
      if (mounted.current) setPhase({ name: 'failed' });
    }
  }

  const pending = phase.name === 'pending';
  return (
    <div className="space-y-3" onPointerEnter={sandboxRuntime.preload} onFocus={sandboxRuntime.preload}>
      <div className="flex items-end justify-between gap-2">
        <label htmlFor={`${id}-body`} className="text-sm font-semibold">
          {copy.bodyLabel}
        </label>
        <button type="button" className="btn btn-ghost min-h-9 px-2 py-1 text-xs" onClick={() => setBody(sample)}>
          {copy.reset}
        </button>
      </div>
      <textarea
        id={`${id}-body`}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        aria-describedby={`${id}-hint`}
        rows={Math.min(14, sample.split('\n').length + 2)}
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        autoCorrect="off"
        className="block w-full rounded-lg border border-line bg-surface p-3 font-mono text-sm leading-6 text-ink"
      />
      <p id={`${id}-hint`} className="text-xs text-muted">
        {copy.hint}
      </p>
      <button ref={button} type="button" onClick={run} disabled={pending || !hydrated} className="btn btn-primary w-full">
        {pending ? (
          <>
            <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white" />
            {copy.running}
          </>
        ) : (
          copy.run
        )}
      </button>
      <div aria-live="polite" className="min-h-12">
        {phase.name === 'done' ? (
          <phase.View result={phase.result} />
        ) : (
          <p className="text-sm text-muted">
            {!hydrated ? copy.needsScript : pending ? `${copy.running}…` : phase.name === 'failed' ? copy.loadFailed : copy.idle}
          </p>
        )}
      </div>
      {phase.name === 'done' && stkWords && apiId === 'mpesa-stk-push' ? (
        <div ref={followUp}>
          <phase.Session result={phase.result} bodyText={phase.bodyText} words={stkWords} />
        </div>
      ) : null}
    </div>
  );
}
