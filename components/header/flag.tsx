'use client';

import { useImageFailed } from '@/components/ui/use-image-failed';

/**
 * Only the two strings the flag shows: a client component's props travel in the page's payload,
 * so the country's other fields stay on the server.
 */
export interface FlagProps {
  image: string;
  emoji: string;
  /** For flags in a closed menu: fetched when the menu opens, not with the page. */
  lazy?: boolean;
}

/** A country's flag image, replaced by its emoji when the image cannot be loaded . */
export function Flag({ image, emoji, lazy }: FlagProps) {
  const { failed, ref, onError } = useImageFailed();

  if (failed) {
    return (
      <span aria-hidden="true" data-testid="flag-emoji" className="inline-block w-6 text-center text-base leading-4">
        {emoji}
      </span>
    );
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a 1 KB SVG with fixed size; the optimiser adds nothing.
    <img ref={ref} src={image} alt="" width={24} height={16} className="flag" loading={lazy ? 'lazy' : undefined} onError={onError} />
  );
}
