import type { ReactNode } from 'react';
import type * as SonnerModule from 'sonner';
import { onDemand } from '@/lib/on-demand';

/**
 * Toasts without their weight on page load. sonner (about 12 KB of gzip JavaScript) is
 * fetched the first time something asks for a toast, which is always after an interaction;
 * the <Toaster /> in the root layout mounts then, and sonner replays the toast to it.
 */
type Sonner = typeof SonnerModule;

let sonner: Sonner | null = null;
const listeners = new Set<(module: Sonner) => void>();
const sonnerModule = onDemand(() => import('sonner'));

async function loadSonner(): Promise<Sonner> {
  const loaded = await sonnerModule.load();
  if (!sonner) {
    sonner = loaded;
    listeners.forEach((listener) => listener(loaded));
  }
  return loaded;
}

/** Called by <Toaster /> to learn when sonner has loaded (at once if it already has). */
export function whenSonnerLoads(listener: (module: Sonner) => void): () => void {
  if (sonner) listener(sonner);
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Fetches the toast library ahead of need: a toast that must show offline cannot download it then. */
export function preloadToasts(): void {
  sonnerModule.preload();
}

export interface NotifyOptions {
  /** Milliseconds before it closes itself; 3000 by default. */
  duration?: number;
  /** The dark toast of the contact form. */
  dark?: boolean;
  description?: ReactNode;
}

async function show(kind: 'success' | 'error' | 'info', message: string, options: NotifyOptions = {}) {
  const { toast } = await loadSonner();
  toast[kind](message, { duration: options.duration, invert: options.dark, description: options.description });
}

export const notify = {
  success: (message: string, options?: NotifyOptions) => show('success', message, options),
  error: (message: string, options?: NotifyOptions) => show('error', message, options),
  info: (message: string, options?: NotifyOptions) => show('info', message, options),
};
