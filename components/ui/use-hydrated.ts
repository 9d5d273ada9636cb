'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the server HTML and during hydration, true once React runs the page. A form that
 * only works with JavaScript keeps its submit button disabled until then, so a click before
 * hydration (or without JavaScript) never sends the typed numbers in a URL.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
