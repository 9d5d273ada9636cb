'use client';

import { SizedImage } from '@/components/ui/sized-image';
import { useImageFailed } from '@/components/ui/use-image-failed';

export interface TeamImageProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
}

/** The team picture; if it cannot load, a blank panel of the same size takes its place. */
export function TeamImage({ src, alt, width, height, className }: TeamImageProps) {
  const { failed, ref, onError } = useImageFailed();

  if (failed) {
    return (
      <div
        data-testid="team-image-placeholder"
        aria-hidden="true"
        style={{ aspectRatio: `${width} / ${height}` }}
        className={`w-full rounded-3xl bg-brand-50 ${className ?? ''}`}
      />
    );
  }
  return <SizedImage ref={ref} src={src} alt={alt} width={width} height={height} onError={onError} className={`w-full rounded-3xl ${className ?? ''}`} />;
}
