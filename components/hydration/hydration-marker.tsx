'use client';

import { useEffect } from 'react';

/**
 * Marks the moment React has hydrated the page: `data-hydrated` on <html> and a `hydrated`
 * performance mark. The bench's real-browser run reads the mark (the time the controls answer),
 * and tests can wait for the attribute. An effect runs once the tree around it is hydrated;
 * the component renders nothing, so it costs a few bytes of script and none of HTML.
 */
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
    performance.mark('hydrated');
  }, []);
  return null;
}
