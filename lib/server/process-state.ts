import 'server-only';
import type { AsyncLocalStorage } from 'node:async_hooks';

/** One finished answer, as the production entry reports it. */
export interface ObservedAnswer {
  method: string;
  url: string;
  status: number;
  seconds: number;
}

/**
 * What the production entry (scripts/serve.mjs) shares with the app: whether the process is
 * draining after SIGTERM, the request being served, and where to report each answer. Kept on
 * a global because Next bundles the app apart from that entry (and this module into several
 * bundles). Absent under `next dev` and in tests: never draining, no request id.
 */
interface ProcessState {
  draining: boolean;
  requestContext: AsyncLocalStorage<{ requestId: string }>;
  observeRequest: ((answer: ObservedAnswer) => void) | null;
  shutdownHooks: (() => Promise<void>)[];
}

declare global {
  var kilelePayProcessState: ProcessState | undefined;
}

function processState(): ProcessState | undefined {
  return globalThis.kilelePayProcessState;
}

/** true from the moment SIGTERM arrives until the process exits. */
export function isDraining(): boolean {
  return processState()?.draining ?? false;
}

/** The id of the request this code runs for, if any. */
export function currentRequestId(): string | undefined {
  return processState()?.requestContext.getStore()?.requestId;
}

/** Installs the function that hears of every answer (metrics). Returns false without the entry. */
export function observeAnswers(observer: (answer: ObservedAnswer) => void): boolean {
  const state = processState();
  if (!state) return false;
  state.observeRequest = observer;
  return true;
}

/** Work to finish after the server has stopped listening and before the process exits. No-op without the entry. */
export function onShutdown(hook: () => Promise<void>): void {
  processState()?.shutdownHooks.push(hook);
}
