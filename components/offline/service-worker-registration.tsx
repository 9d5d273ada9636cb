'use client';

import { useEffect } from 'react';
import { serviceWorkerPath } from '@/lib/offline/address.mjs';
import type { KeepRequest } from '@/lib/offline/keep-request';

/**
 * Registers the service worker (lib/offline/service-worker.ts) once the page has loaded and the
 * browser is idle, so that it never competes with the first paint or the page's own scripts.
 * On the visit that installs it, the worker was not there while the page loaded: the page asks
 * it to keep the page itself (its scripts come from the browser's cache), so that the first page
 * read also opens offline. Production builds only: the development server has no worker.
 */
export function ServiceWorkerRegistration() {
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    // Safari has no requestIdleCallback: a task after the load event does there.
    const whenIdle = () => ('requestIdleCallback' in window ? requestIdleCallback(register) : setTimeout(register, 1));
    if (document.readyState === 'complete') whenIdle();
    else addEventListener('load', whenIdle, { once: true });
  }, []);
  return null;
}

function register() {
  const installing = !navigator.serviceWorker.controller;
  navigator.serviceWorker
    .register(serviceWorkerPath)
    .then(async () => {
      if (!installing) return;
      const request: KeepRequest = { type: 'keep-pages', urls: [location.pathname + location.search], lasting: false };
      (await navigator.serviceWorker.ready).active?.postMessage(request);
    })
    // No worker (a private window that refuses storage, an old browser): the site works as it is.
    .catch(() => undefined);
}
