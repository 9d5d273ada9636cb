'use client';

import { useEffect, useRef, useState } from 'react';

/**
 * Whether an <img> failed to load, for components that show a fallback in its place (the
 * flag's emoji, the team picture's blank panel). Spread `ref` and `onError` onto the image.
 */
export function useImageFailed() {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);

  // An image that failed before hydration fired its error event before React listened.
  useEffect(() => {
    const image = ref.current;
    if (image && image.complete && image.naturalWidth === 0) setFailed(true);
  }, []);

  return { failed, ref, onError: () => setFailed(true) };
}
