'use client';

import { useEffect } from 'react';

// The same marker as the site's (components/hydration/hydration-marker.tsx): the real-browser
// run reads the `hydrated` mark of both pages, so their hydrated moments compare.
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
    performance.mark('hydrated');
  }, []);
  return null;
}
