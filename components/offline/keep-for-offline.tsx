'use client';

import { useState } from 'react';
import { serviceWorkerPath } from '@/lib/offline/address.mjs';
import type { KeepRequest } from '@/lib/offline/keep-request';
import { fill } from '@/lib/fill';
import type { KeepForOfflineWords } from './keep-for-offline-words';

export interface KeepForOfflineProps {
  words: KeepForOfflineWords;
  /** The addresses to keep: the page itself, and the pages it leads to that belong with it. */
  urls: string[];
}

type Progress = { state: 'idle' | 'keeping' | 'failed' | 'unsupported' } | { state: 'kept'; count: number };

/** How long the worker may take to fetch the pages before the button says it failed. */
const patienceMs = 60_000;

/** The number of pages the worker kept, from its answer (anything else: none). */
function keptCount(answer: unknown): number {
  return typeof answer === 'object' && answer !== null && 'kept' in answer && typeof answer.kept === 'number' ? answer.kept : 0;
}

/** Asks the service worker to keep `urls` for good; resolves with how many it kept. */
async function askToKeep(urls: string[]): Promise<number> {
  // Registered already after the first paint; registering again returns the same worker, and
  // covers a click that comes before that.
  await navigator.serviceWorker.register(serviceWorkerPath);
  const worker = (await navigator.serviceWorker.ready).active;
  if (!worker) return 0;
  const request: KeepRequest = { type: 'keep-pages', urls, lasting: true };
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(0), patienceMs);
    channel.port1.onmessage = (event: MessageEvent<unknown>) => {
      clearTimeout(timer);
      resolve(keptCount(event.data));
    };
    worker.postMessage(request, [channel.port2]);
  });
}

/**
 * "Keep for offline" on developer docs: the service worker fetches the pages (with the build's
 * scripts they need) into a cache it never expires, so they open without a connection. The
 * outcome is announced in a status line.
 */
export function KeepForOffline({ words, urls }: KeepForOfflineProps) {
  const [progress, setProgress] = useState<Progress>({ state: 'idle' });

  async function keep() {
    if (!('serviceWorker' in navigator)) {
      setProgress({ state: 'unsupported' });
      return;
    }
    setProgress({ state: 'keeping' });
    const count = await askToKeep(urls).catch(() => 0);
    setProgress(count === urls.length ? { state: 'kept', count } : { state: 'failed' });
  }

  const message = progress.state === 'kept' ? fill(words.kept, { count: progress.count }) : progress.state === 'idle' ? '' : words[progress.state];
  return (
    <div className="flex flex-col items-start gap-2">
      <button type="button" className="btn btn-secondary" onClick={() => void keep()} disabled={progress.state === 'keeping'}>
        {words.label}
      </button>
      <p role="status" className="min-h-5 text-sm text-muted">
        {message}
      </p>
    </div>
  );
}
