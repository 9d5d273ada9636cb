'use client';

import type { CountryOption } from '@/lib/countries';
import { useImageFailed } from '@/components/ui/use-image-failed';

export interface FlagProps {
  country: Pick<CountryOption, 'flagImage' | 'flagEmoji'>;
  /** For flags in a closed menu: fetched when the menu opens, not with the page. */
  lazy?: boolean;
}

/** A country's flag image, replaced by its emoji when the image cannot be loaded . */
export function Flag({ country, lazy }: FlagProps) {
  const { failed, ref, onError } = useImageFailed();

  if (failed) {
    return (
      <span aria-hidden="true" data-testid="flag-emoji" className="inline-block w-6 text-center text-base leading-4">
        {country.flagEmoji}
      </span>
    );
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a 1 KB SVG with fixed size; the optimiser adds nothing.
    <img
      ref={ref}
      src={country.flagImage}
      alt=""
      width={24}
      height={16}
      className="h-4 w-6 rounded-[2px] object-cover shadow-[0_0_0_1px_rgb(0_0_0/0.1)]"
      loading={lazy ? 'lazy' : undefined}
      onError={onError}
    />
  );
}
